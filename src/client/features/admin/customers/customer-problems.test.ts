import { describe, expect, it } from "vitest";
import {
  CUSTOMER_REFUSALS,
  CustomerRecordSchema,
  type CustomerRefusal,
} from "../../../../shared/customers";
import {
  MEASUREMENT_FIELDS,
  MEASUREMENT_REFUSALS,
  MEASUREMENT_UNITS,
  MeasurementsSchema,
  measurementNames,
} from "../../../../shared/measurements";
import { checkInput } from "../../../../shared/schema-problem";
import { problemText } from "../i18n/problem-text";
import { contactLabels, CUSTOMER_PROBLEMS, measurementLabels } from "./customer-problems";

const DEVANAGARI = /[\u0900-\u097f]/;
/** An English word, as the Hindi walk finds one (an acronym such as ID is not). */
const englishIn = (text: string) => /[A-Za-z]{2,}/.test(text.replace(/\b[A-Z]{2,5}\b/g, ""));
const inHindi = (error: string, status = 400) =>
  problemText("hi", { error, status }, { known: CUSTOMER_PROBLEMS });

describe("the customers' refusals in her language", () => {
  it("keeps the server's English word for word", () => {
    expect(CUSTOMER_REFUSALS.phoneTaken("Meena Kumari")).toBe(
      "This phone number belongs to Meena Kumari, already a customer.",
    );
    expect(CUSTOMER_REFUSALS.stale).toBe(
      "The other owner changed this customer while you were editing. Reload, then make your change again.",
    );
    expect(CUSTOMER_REFUSALS.eraseName).toBe("Type her name exactly as recorded to erase her");
    expect(MEASUREMENT_REFUSALS.tooLarge("Bust", "in")).toBe("Bust must be at most 120 inches");
    expect(MEASUREMENT_REFUSALS.tooLarge("Waist to floor", "cm")).toBe(
      "Waist to floor must be at most 305 centimetres",
    );
    expect(MEASUREMENT_REFUSALS.notQuarters("Neck depth (front)")).toBe(
      "Neck depth (front) must be in quarters (e.g. 32.25)",
    );
  });

  it("says every refusal of a customer's record and her orders' update in Hindi", () => {
    const keys = Object.keys(CUSTOMER_REFUSALS).filter(
      (key): key is CustomerRefusal => key !== "phoneTaken",
    );
    for (const key of keys) {
      const english = CUSTOMER_REFUSALS[key];
      expect(inHindi(english), english).toMatch(DEVANAGARI);
      expect(englishIn(inHindi(english)), english).toBe(false);
    }
    expect(inHindi(CUSTOMER_REFUSALS.postalCode)).toBe("पिन कोड 6 अंकों का होना चाहिए");
  });

  it("reads the customer who has the number out of the refusal, whatever her name holds", () => {
    for (const name of ["Meena Kumari", "Dr. (Smt.) Asha+Rani $1 [Jodhpur]", "गीता देवी"]) {
      expect(inHindi(CUSTOMER_REFUSALS.phoneTaken(name), 409)).toBe(
        `यह फ़ोन नंबर ${name} का है, जो पहले से ग्राहक हैं।`,
      );
    }
  });

  it("says every measurement's refusals in Hindi, naming it as the form does", () => {
    for (const { key } of MEASUREMENT_FIELDS) {
      const english = measurementNames("en")[key];
      const hindi = measurementNames("hi")[key];
      const refusals = [
        MEASUREMENT_REFUSALS.notNumber(english),
        MEASUREMENT_REFUSALS.notPositive(english),
        MEASUREMENT_REFUSALS.notQuarters(english),
        ...MEASUREMENT_UNITS.map((unit) => MEASUREMENT_REFUSALS.tooLarge(english, unit)),
      ];
      for (const refusal of refusals) {
        expect(inHindi(refusal), refusal).toContain(hindi);
        expect(englishIn(inHindi(refusal)), refusal).toBe(false);
      }
    }
    expect(inHindi(MEASUREMENT_REFUSALS.tooLarge("Bust", "cm"))).toBe(
      "छाती ज़्यादा से ज़्यादा 305 सेंटीमीटर हो सकता है",
    );
    expect(inHindi(MEASUREMENT_REFUSALS.none)).toBe("कम से कम एक नाप लिखें");
  });

  it("names a refused field of her record or measurements by its Hindi label", () => {
    const record = checkInput(CustomerRecordSchema, {
      name: "  ",
      phone: "98290 11111",
      email: "",
      type: "retail",
      notes: "",
      fromMessageId: null,
    });
    if (record.ok) throw new Error("the blank name was taken");
    expect(
      problemText("hi", record, { labels: contactLabels("hi"), known: CUSTOMER_PROBLEMS }),
    ).toMatch(/^ग्राहक का नाम/);

    const measured = checkInput(MeasurementsSchema, {
      unit: "in",
      values: { hip: 200 },
      note: "",
    });
    if (measured.ok) throw new Error("a hip of 200 inches was taken");
    expect(measured.field).toBe("values.hip");
    expect(
      problemText("hi", measured, { labels: measurementLabels("hi"), known: CUSTOMER_PROBLEMS }),
    ).toBe("हिप ज़्यादा से ज़्यादा 120 इंच हो सकता है");
  });
});
