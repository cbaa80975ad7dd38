import { describe, expect, it } from "vitest";
import { CATEGORIES, COLORS, DESIGNS, FABRICS, WORKS } from "./catalogue";
import { langIfOther, localizedDesign, valueName } from "./catalogue-hindi";

describe("the catalogue's values in Hindi", () => {
  it("every seeded value and every seeded design's value has a Hindi name", () => {
    const values = [
      ...CATEGORIES,
      ...FABRICS,
      ...WORKS,
      ...COLORS,
      ...DESIGNS.flatMap((d) => [d.category, d.fabric, d.work, d.color]),
    ];
    for (const value of values) expect(valueName(value, "hi"), value).toMatch(/[\u0900-\u097f]/);
    expect(valueName("Gota Patti", "hi")).toBe("गोटा पत्ती");
    expect(valueName("Zardozi", "hi")).toBe("ज़रदोज़ी");
  });

  it("an owner's value without a Hindi name is shown as typed; English pages show values as typed", () => {
    expect(valueName("Chanderi", "hi")).toBe("Chanderi");
    expect(valueName("Silk", "en")).toBe("Silk");
    const design = { category: "Lehenga", fabric: "Chanderi", work: "Zardozi", color: "Wine" };
    expect(localizedDesign(design, "hi")).toEqual({
      category: "लहंगा",
      fabric: "Chanderi",
      work: "ज़रदोज़ी",
      color: "वाइन",
      nameLang: "en",
      descriptionLang: "en",
    });
    expect(localizedDesign(design, "en")).toEqual({
      ...design,
      nameLang: "en",
      descriptionLang: "en",
    });
  });

  it("the owners' Hindi name and description where given, else the English, marked so", () => {
    const design = {
      name: "Kota Poshak",
      nameHi: "कोटा पोशाक",
      description: "Light Kota Doria.",
      category: "Lehenga",
      fabric: "Silk",
      work: "Zardozi",
      color: "Wine",
    };
    expect(localizedDesign(design, "hi")).toMatchObject({
      name: "कोटा पोशाक",
      nameLang: "hi",
      description: "Light Kota Doria.",
      descriptionLang: "en",
    });
    expect(localizedDesign(design, "en")).toMatchObject({
      name: "Kota Poshak",
      nameLang: "en",
      descriptionLang: "en",
    });
    expect(langIfOther("en", "hi")).toBe("en");
    expect(langIfOther("hi", "hi")).toBeUndefined();
  });
});
