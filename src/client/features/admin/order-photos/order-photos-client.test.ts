/**
 * The order photos' words in the back office: every refusal of their routes and the photo
 * pipeline's said in Hindi, and the upload's fields as the server reads them.
 */
import { describe, expect, it } from "vitest";
import { PHOTO_ERRORS } from "../../../../shared/catalogue-admin";
import {
  ORDER_PHOTO_REFUSALS,
  OrderPhotoChangeSchema,
  OrderPhotoUploadFieldsSchema,
} from "../../../../shared/order-photos";
import { problemText } from "../i18n/problem-text";
import { ORDER_PHOTO_PROBLEM_ENGLISH, ORDER_PHOTO_PROBLEMS } from "./order-photo-problems";

const DEVANAGARI = /[\u0900-\u097F]/;

describe("the order photos' refusals in Hindi", () => {
  it("says every refusal of the routes and the pipeline in Devanagari", () => {
    for (const english of Object.values(ORDER_PHOTO_REFUSALS))
      expect(ORDER_PHOTO_PROBLEM_ENGLISH, english).toContain(english);
    for (const english of [
      ...Object.values(ORDER_PHOTO_REFUSALS),
      ...Object.values(PHOTO_ERRORS),
    ]) {
      const hindi = problemText("hi", { error: english }, { known: ORDER_PHOTO_PROBLEMS });
      expect(hindi, english).toMatch(DEVANAGARI);
      expect(problemText("en", { error: english }, { known: ORDER_PHOTO_PROBLEMS })).toBe(english);
    }
  });
});

describe("an order photo's fields", () => {
  it("reads the upload's step ('' for the order as a whole) and 'for her'", () => {
    expect(OrderPhotoUploadFieldsSchema.parse({ stepId: "", forHer: "true" })).toEqual({
      stepId: null,
      forHer: true,
    });
    expect(OrderPhotoUploadFieldsSchema.parse({})).toEqual({ stepId: null, forHer: false });
    expect(OrderPhotoUploadFieldsSchema.parse({ stepId: "step-3" }).stepId).toBe("step-3");
    expect(OrderPhotoUploadFieldsSchema.safeParse({ stepId: "Step 3" }).success).toBe(false);
  });

  it("takes a change of step or of 'for her', and nothing else", () => {
    expect(OrderPhotoChangeSchema.parse({ stepId: null })).toEqual({ stepId: null });
    expect(OrderPhotoChangeSchema.safeParse({}).success).toBe(false);
    expect(OrderPhotoChangeSchema.safeParse({ forHer: true, files: "[]" }).success).toBe(false);
  });
});
