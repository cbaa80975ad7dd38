import { describe, expect, it } from "vitest";
import { madeOnce } from "./made-once";
import { longDate, shortDate } from "./message-render";
import { formatNumber } from "./messages";

describe("madeOnce", () => {
  it("makes one value per key, on first use, and gives the same one back", () => {
    const made: string[] = [];
    const formatterOf = madeOnce((language: "en" | "hi") => {
      made.push(language);
      return new Intl.NumberFormat(language === "hi" ? "hi-IN" : "en-IN");
    });
    expect(made).toEqual([]);
    const en = formatterOf("en");
    expect(formatterOf("en")).toBe(en);
    expect(formatterOf("hi")).not.toBe(en);
    formatterOf("hi");
    expect(made).toEqual(["en", "hi"]);
  });

  it("leaves the formatted words as they were", () => {
    expect(longDate("2026-12-05", "en")).toBe("5 December 2026");
    expect(longDate("2026-12-05", "hi")).toBe("5 दिसंबर 2026");
    expect(shortDate("2026-12-05", "en")).toBe("5 Dec");
    expect(formatNumber(1234567, "en")).toBe("12,34,567");
    expect(formatNumber(1234567, "hi")).toBe("12,34,567");
  });
});
