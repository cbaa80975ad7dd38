import { describe, expect, it } from "vitest";
import { phoneSearchDigits } from "./phone";

describe("a phone search's digits", () => {
  it("reads a number typed in any form as the digits stored numbers hold", () => {
    for (const typed of [
      "+91 98765 43210",
      "9876543210",
      "098765 43210",
      "919876543210",
      "0091 98765 43210",
      "(+91) 98765-43210",
    ])
      expect(phoneSearchDigits(typed), typed).toBe("9876543210");
    expect(phoneSearchDigits("+91 98765")).toBe("98765");
    expect(phoneSearchDigits("0 98765")).toBe("98765");
    expect(phoneSearchDigits("43210")).toBe("43210");
  });

  it("is no phone search with letters in it or fewer than three digits", () => {
    expect(phoneSearchDigits("Kamla 2")).toBe("");
    expect(phoneSearchDigits("+91 9")).toBe("");
    expect(phoneSearchDigits("12")).toBe("");
    expect(phoneSearchDigits("   ")).toBe("");
  });
});
