import { describe, expect, it } from "vitest";
import {
  CATALOGUE_REFUSALS,
  NewDesignSchema,
  OptionValueSchema,
  PHOTO_ERRORS,
} from "../../../../shared/catalogue-admin";
import { FILTER_GROUPS } from "../../../../shared/filter";
import { NewReviewSchema, REVIEW_REFUSALS } from "../../../../shared/reviews";
import { checkInput } from "../../../../shared/schema-problem";
import { problemText } from "../i18n/problem-text";
import { CATALOGUE_PROBLEMS } from "./catalogue-problems";

const DEVANAGARI = /[\u0900-\u097f]/;
const known = { known: CATALOGUE_PROBLEMS };
const inHindi = (error: string, status = 409) => problemText("hi", { error, status }, known);

describe("the catalogue's refusals in her language", () => {
  it("says every photo refusal in Hindi, the busy server's too (not as a failure)", () => {
    for (const error of Object.values(PHOTO_ERRORS)) {
      expect(inHindi(error, 413), error).toMatch(DEVANAGARI);
      expect(inHindi(error, 413), error).not.toBe(error);
    }
    expect(inHindi(PHOTO_ERRORS.busy, 503)).toBe(
      "अभी दूसरी फ़ोटो अपलोड हो रही हैं। कुछ सेकंड बाद फिर से कोशिश कीजिए।",
    );
    expect(inHindi(PHOTO_ERRORS.tooLarge, 413)).toBe("फ़ोटो 15 MB से बड़ी है");
  });

  it("says the designs', photos' and lists' refusals in Hindi", () => {
    const fixed = [
      CATALOGUE_REFUSALS.designNotFound,
      CATALOGUE_REFUSALS.designsChanged,
      CATALOGUE_REFUSALS.nameTaken,
      CATALOGUE_REFUSALS.optionNotFound,
      CATALOGUE_REFUSALS.photoNotFound,
      CATALOGUE_REFUSALS.photosChanged,
      ...FILTER_GROUPS.map(CATALOGUE_REFUSALS.listChanged),
    ];
    for (const error of fixed) expect(inHindi(error), error).toMatch(DEVANAGARI);
    expect(inHindi(CATALOGUE_REFUSALS.listChanged("fabric"))).toBe(
      "कपड़ा सूची खुलने के बाद बदल गई है: पेज फिर से खोलकर दोबारा कोशिश कीजिए",
    );
  });

  it("reads the value and count out of a value in use, and says them again in Hindi", () => {
    const value = "Kota Doria & Silk: “weave” 3";
    expect(CATALOGUE_REFUSALS.optionInUse(value, 1)).toBe(
      `“${value}” cannot be deleted: 1 design uses it. Change that design first.`,
    );
    expect(inHindi(CATALOGUE_REFUSALS.optionInUse(value, 1))).toBe(
      `“${value}” हटाया नहीं जा सकता: 1 डिज़ाइन में यह लगा है। पहले उस डिज़ाइन को बदलिए।`,
    );
    expect(inHindi(CATALOGUE_REFUSALS.optionInUse(value, 2))).toBe(
      `“${value}” हटाया नहीं जा सकता: 2 डिज़ाइनों में यह लगा है। पहले उन डिज़ाइनों को बदलिए।`,
    );
    expect(CATALOGUE_REFUSALS.optionInUse("Silk", 1500)).toContain("1,500 designs use it");
    expect(inHindi(CATALOGUE_REFUSALS.optionInUse("Silk", 1500))).toContain("1,500 डिज़ाइनों");
  });

  it("reads the value out of a value already in a list, for each list", () => {
    for (const group of FILTER_GROUPS) {
      const hindi = inHindi(CATALOGUE_REFUSALS.alreadyInList("Peacock Teal", group));
      expect(hindi).toMatch(/^“Peacock Teal” पहले से .+ सूची में है$/);
    }
    expect(inHindi(CATALOGUE_REFUSALS.alreadyInList("Silk", "color"))).toBe(
      "“Silk” पहले से रंग सूची में है",
    );
  });

  it("names the design form's and a list's fields by their Hindi labels", () => {
    const refused = checkInput(NewDesignSchema, {
      name: "Teej",
      category: "Poshak Set",
      fabric: "  ",
      work: "Gota Patti",
      color: "Maroon",
      description: "x",
    });
    if (refused.ok) throw new Error("the blank fabric was taken");
    expect({ error: refused.error, field: refused.field }).toEqual({
      error: "Fabric is required",
      field: "fabric",
    });
    const labels = { fabric: "कपड़ा" };
    expect(problemText("hi", { ...refused, status: 400 }, { ...known, labels })).toBe(
      "कपड़ा ज़रूरी है",
    );
    const value = checkInput(OptionValueSchema, { value: "" });
    expect(!value.ok && value.error).toBe("Value is required");
  });

  it("says a review's refusals in Hindi, naming the review form's fields by their Hindi labels", () => {
    expect(inHindi(REVIEW_REFUSALS.inFuture, 400)).toBe("तारीख़ आज के बाद की नहीं हो सकती");
    expect(inHindi(REVIEW_REFUSALS.notFound, 404)).toBe("यह राय नहीं मिली");
    expect(inHindi(REVIEW_REFUSALS.ratingInvalid, 400)).toMatch(DEVANAGARI);
    const refused = checkInput(NewReviewSchema, {
      firstName: "",
      rating: 5,
      text: "Sundar",
      reviewedOn: "2026-11-20",
    });
    if (refused.ok) throw new Error("the blank name was taken");
    const labels = { firstName: "ग्राहक का पहला नाम" };
    expect(problemText("hi", { ...refused, status: 400 }, { ...known, labels })).toBe(
      "ग्राहक का पहला नाम ज़रूरी है",
    );
  });

  it("leaves English as the server said it, and what it does not know", () => {
    const error = CATALOGUE_REFUSALS.optionInUse("Silk", 2);
    expect(problemText("en", { error, status: 409 }, known)).toBe(error);
    expect(inHindi("Something else entirely")).toBe("Something else entirely");
  });
});
