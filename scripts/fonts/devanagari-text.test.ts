import { describe, expect, it } from "vitest";
import { devanagariIn, devanagariWords, letterPairs } from "./devanagari-text";

describe("the letters a font subset keeps", () => {
  it("keeps each Devanagari character once, and nothing else", () => {
    expect(devanagariIn(["गोटा पत्ती ₹4,75,000", "Gota गोटा"])).toBe("गटतपाीो्");
  });

  it("reads the Devanagari words of the texts, each once", () => {
    expect(devanagariWords(["गोटा पत्ती, ₹4,75,000", "Gota गोटा"])).toEqual(["गोटा", "पत्ती"]);
  });

  it("pairs every consonant with every other through a virama, and with each vowel sign", () => {
    const pairs = letterPairs(devanagariIn(["कर्म की"]));
    expect(pairs).toContain("क्र");
    expect(pairs).toContain("र्क");
    expect(pairs).toContain("क्म");
    expect(pairs).toContain("मी");
    expect(pairs).toContain("र्");
    // Three consonants (क, र, म), each with the three through a virama, the sign ी, and alone.
    expect(pairs).toHaveLength(3 * (3 + 1 + 2));
  });
});
