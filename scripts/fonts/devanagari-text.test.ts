import { describe, expect, it } from "vitest";
import { devanagariIn } from "./devanagari-text";

describe("the letters a font subset keeps", () => {
  it("keeps each Devanagari character once, and nothing else", () => {
    expect(devanagariIn(["गोटा पत्ती ₹4,75,000", "Gota गोटा"])).toBe("गटतपाीो्");
  });
});
