/**
 * Dispatch's words in the back office: every refusal said in Hindi, the schemas the forms check
 * before sending (the same the server reads), and the courier link a template makes.
 */
import { describe, expect, it } from "vitest";
import {
  courierLink,
  DISPATCH_REFUSALS,
  DispatchInputSchema,
} from "../../../../shared/dispatch/dispatch";
import { problemText } from "../i18n/problem-text";
import { DISPATCH_PROBLEM_ENGLISH, DISPATCH_PROBLEMS } from "./dispatch-problems";

const DEVANAGARI = /[\u0900-\u097F]/;

describe("dispatch's refusals in Hindi", () => {
  it("says every refusal of its schemas and routes in Devanagari", () => {
    for (const english of Object.values(DISPATCH_REFUSALS)) {
      expect(DISPATCH_PROBLEM_ENGLISH, english).toContain(english);
      const hindi = problemText("hi", { error: english }, { known: DISPATCH_PROBLEMS });
      expect(hindi, english).toMatch(DEVANAGARI);
      expect(problemText("en", { error: english }, { known: DISPATCH_PROBLEMS })).toBe(english);
    }
  });
});

describe("a tracking number", () => {
  it("is kept in capitals without the spaces and hyphens typed to group it", () => {
    expect(DispatchInputSchema.parse({ courierId: 1, awb: " ee 1234-5678 9in " })).toEqual({
      courierId: 1,
      awb: "EE123456789IN",
    });
  });

  it("goes into the courier's link where its template says", () => {
    expect(courierLink("https://t.example.in/{awb}?ref={awb}", "AB123456")).toBe(
      "https://t.example.in/AB123456?ref=AB123456",
    );
  });
});
