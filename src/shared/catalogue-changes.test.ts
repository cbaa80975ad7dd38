import { describe, expect, it } from "vitest";
import { describeChange, type CatalogueChangeWhat } from "./catalogue-changes";

const DEVANAGARI = /[\u0900-\u097f]/;

/**
 * Every kind of change, and how the change log says it in English: as it always has, a count
 * grouped the Indian way (1,500).
 */
const CHANGES: [CatalogueChangeWhat, string][] = [
  [{ kind: "design-added", name: "Teej Poshak" }, "Added the design “Teej Poshak”"],
  [
    {
      kind: "design-edited",
      name: "Teej Poshak",
      fields: [
        { field: "work", from: "Gota Patti", to: "Zardozi" },
        { field: "description", from: "a".repeat(70), to: "Short" },
      ],
    },
    `Changed “Teej Poshak”: embroidery work “Gota Patti” → “Zardozi”; description “${"a".repeat(57)}…” → “Short”`,
  ],
  [{ kind: "design-hidden", name: "Teej Poshak" }, "Hid “Teej Poshak” from the website"],
  [{ kind: "design-shown", name: "Teej Poshak" }, "Showed “Teej Poshak” on the website"],
  [{ kind: "design-featured", name: "Teej Poshak" }, "Featured “Teej Poshak” on the home page"],
  [
    { kind: "design-unfeatured", name: "Teej Poshak" },
    "Took “Teej Poshak” off the home page's featured designs",
  ],
  [{ kind: "designs-reordered" }, "Changed the order of the designs"],
  [{ kind: "photo-added", name: "Teej Poshak", photoId: 3 }, "Added a photo to “Teej Poshak”"],
  [{ kind: "photo-removed", name: "Teej Poshak", photoId: 3 }, "Deleted a photo of “Teej Poshak”"],
  [
    { kind: "photos-reordered", name: "Teej Poshak", mainPhotoId: 3 },
    "Changed the main photo or the photos' order of “Teej Poshak”",
  ],
  [{ kind: "option-added", group: "fabric", value: "Kota" }, "Added “Kota” to Fabric Type"],
  [{ kind: "option-removed", group: "color", value: "Teal" }, "Deleted “Teal” from Colors"],
  [
    { kind: "option-renamed", group: "fabric", from: "Kota", to: "Kota Doria", designs: 1 },
    "Renamed “Kota” to “Kota Doria” in Fabric Type (1 design updated)",
  ],
  [
    { kind: "option-renamed", group: "work", from: "Aari", to: "Aari Work", designs: 1500 },
    "Renamed “Aari” to “Aari Work” in Embroidery Work (1,500 designs updated)",
  ],
  [{ kind: "options-reordered", group: "category" }, "Changed the order of Categories"],
];

/** The owners' own words in a change: what the log marks as data. */
const wordsOf = (what: CatalogueChangeWhat): string[] => {
  switch (what.kind) {
    case "design-edited":
      return [
        what.name,
        ...what.fields.flatMap((f) =>
          [f.from, f.to].map((t) => (t.length > 60 ? `${t.slice(0, 57)}…` : t)),
        ),
      ];
    case "designs-reordered":
    case "options-reordered":
      return [];
    case "option-added":
    case "option-removed":
      return [what.value];
    case "option-renamed":
      return [what.from, what.to];
    default:
      return [what.name];
  }
};

describe("the change log's lines", () => {
  it.each(CHANGES)("says %j in English", (what, english) => {
    expect(describeChange(what)).toBe(english);
    expect(describeChange(what, "en")).toBe(english);
  });

  it.each(CHANGES)("says %j in Hindi, the owners' words as typed", (what) => {
    const hindi = describeChange(what, "hi");
    expect(hindi).toMatch(DEVANAGARI);
    expect(hindi).not.toMatch(/\b(Added|Changed|Deleted|Renamed|Hid|Showed|Fabric Type)\b/);
    for (const word of wordsOf(what)) expect(hindi).toContain(`“${word}”`);
  });

  it("gives every one of the owners' words to `data`, in both languages", () => {
    for (const [what] of CHANGES)
      for (const locale of ["en", "hi"] as const) {
        const seen: string[] = [];
        const text = describeChange(what, locale, (t) => {
          seen.push(t);
          return `[${t}]`;
        });
        expect(seen.sort()).toEqual(wordsOf(what).sort());
        for (const word of seen) expect(text).toContain(`“[${word}]”`);
      }
  });

  it("names the lists and fields as the Hindi pages do", () => {
    expect(describeChange({ kind: "option-added", group: "fabric", value: "Kota" }, "hi")).toBe(
      "कपड़ा सूची में “Kota” जोड़ा",
    );
    expect(
      describeChange(
        {
          kind: "design-edited",
          name: "Teej",
          fields: [{ field: "color", from: "Teal", to: "Wine" }],
        },
        "hi",
      ),
    ).toBe("“Teej” में बदलाव: रंग “Teal” से “Wine”");
    expect(
      describeChange(
        { kind: "option-renamed", group: "color", from: "A", to: "B", designs: 1500 },
        "hi",
      ),
    ).toBe("रंग सूची में “A” का नाम बदलकर “B” किया (1,500 डिज़ाइन बदले)");
  });
});
