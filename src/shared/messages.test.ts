import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { countLine } from "./filter";
import { EN, formatNumber, inLocale, m } from "./messages";
import {
  customerStatusInfo,
  formatIndianDate,
  historyDescription,
  STATUS_HISTORY_NOTES,
} from "./orders";

const read = (locale: string) =>
  JSON.parse(fs.readFileSync(`messages/${locale}.json`, "utf8")) as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((p) => p[1]).sort();

describe("the messages", () => {
  const en = read("en");
  const hi = read("hi");

  it("Hindi says every English message, with the same placeholders, in Devanagari", () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      if (key === "$schema") continue;
      expect(placeholders(hi[key]!), key).toEqual(placeholders(en[key]!));
      // Written in Hindi (a design's title is its name and category, both already said).
      if (key !== "design_title") expect(hi[key], key).toMatch(/[\u0900-\u097f]/);
    }
  });

  it("keeps the spec's English word for word", () => {
    expect(countLine(5, 19)).toBe("Showing 5 of 19 designs");
    expect(m.empty_title({}, EN)).toBe("No designs found");
    expect(m.not_found_heading({}, EN)).toBe("Oops! Page not found");
    expect(m.toast_found_description({ name: "Priya" }, EN)).toBe(
      "Order for Priya found successfully",
    );
  });

  it("numbers and dates in the Indian formats of each language", () => {
    expect(formatNumber(475000, "en")).toBe("4,75,000");
    expect(formatNumber(475000, "hi")).toBe("4,75,000");
    expect(formatIndianDate("2024-01-15", "en")).toBe("15 January 2024");
    expect(formatIndianDate("2024-01-15", "hi")).toBe("15 जनवरी 2024");
    expect(countLine(5, 19, "hi")).toBe("19 में से 5 डिज़ाइन");
    expect(m.nav_home({}, inLocale("hi"))).toBe("होम");
  });

  it("the server's history note is said in Hindi; an owner's own note stays as written", () => {
    expect(customerStatusInfo("hi").ready.label).toBe("भेजने को तैयार");
    expect(
      historyDescription({ status: "ready", description: STATUS_HISTORY_NOTES.ready }, "hi"),
    ).toBe(m.status_ready_note({}, inLocale("hi")));
    expect(historyDescription({ status: "ready", description: "Packed early" }, "hi")).toBe(
      "Packed early",
    );
    expect(
      historyDescription({ status: "ready", description: STATUS_HISTORY_NOTES.ready }, "en"),
    ).toBe(STATUS_HISTORY_NOTES.ready);
  });
});
