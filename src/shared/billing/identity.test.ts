import { describe, expect, it } from "vitest";
import { amountInWords } from "./amount-in-words";
import { BusinessProfileSchema } from "./business-profile";
import { gstinCheckCharacter, gstinProblem } from "./gstin";
import { formatPaise, parsePaise } from "./money";
import { documentNumber, financialYearOf } from "./numbering";
import { isUpiId } from "./upi-id";

describe("GSTIN", () => {
  it.each([
    ["27AAPFU0939F1ZV", null],
    ["29AAGCB7383J1Z4", null],
    ["08AABFR4271K1Z0", null],
    ["08AABFR4271K1Z1", "check"],
    ["27AAPFU0939F1ZW", "check"],
    ["99AAPFU0939F1ZV", "state"],
    ["25AAPFU0939F1Z4", "state"],
    ["27AAPFU0939F1AV", "format"],
    ["27AAPFU0939F0ZV", "format"],
    ["27aapfu0939f1zv", "format"],
    ["27AAPFU0939F1Z", "format"],
  ])("%s → %s", (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem);
  });
  it("the check character is mod 36 over the first fourteen", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
  });
});

describe("UPI ID", () => {
  it.each([
    ["rajwadirang@okicici", true],
    ["rajwadi.rang-1@ybl", true],
    ["9829041736@paytm", true],
    ["rajwadirang", false],
    ["@okicici", false],
    ["rajwadi rang@okicici", false],
    ["rajwadirang@1bank", false],
    ["a@b@c", false],
  ])("%s → %s", (id, ok) => {
    expect(isUpiId(id)).toBe(ok);
  });
});

describe("amounts", () => {
  it.each([
    ["2500", 250_000],
    ["2,500.01", 250_001],
    ["2500.5", 250_050],
    ["0.07", 7],
    ["2500.001", null],
    ["-5", null],
    ["1e3", null],
    ["", null],
  ])("%s → %s paise", (typed, paise) => {
    expect(parsePaise(typed)).toBe(paise);
  });
  it("formats in the Indian grouping", () => {
    expect(formatPaise(1_234_567_89)).toBe("₹12,34,567.89");
    expect(formatPaise(5)).toBe("₹0.05");
  });
});

describe("amounts in words, Indian system, English and Hindi", () => {
  it.each([
    [250_000, "Rupees Two Thousand Five Hundred Only", "दो हज़ार पाँच सौ रुपये मात्र"],
    [
      250_001,
      "Rupees Two Thousand Five Hundred and One Paise Only",
      "दो हज़ार पाँच सौ रुपये और एक पैसे मात्र",
    ],
    [1_350_000, "Rupees Thirteen Thousand Five Hundred Only", "तेरह हज़ार पाँच सौ रुपये मात्र"],
    [
      12_500_050,
      "Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only",
      "एक लाख पच्चीस हज़ार रुपये और पचास पैसे मात्र",
    ],
    [
      9_999_999_99,
      "Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only",
      "निन्यानबे लाख निन्यानबे हज़ार नौ सौ निन्यानबे रुपये और निन्यानबे पैसे मात्र",
    ],
    [1_000_000_000, "Rupees One Crore Only", "एक करोड़ रुपये मात्र"],
    [
      23_45_67_891_00,
      "Rupees Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety-One Only",
      "तेईस करोड़ पैंतालीस लाख सड़सठ हज़ार आठ सौ इक्यानबे रुपये मात्र",
    ],
    [150_00_00_000_00, "Rupees One Hundred Fifty Crore Only", "एक सौ पचास करोड़ रुपये मात्र"],
    [45, "Forty-Five Paise Only", "पैंतालीस पैसे मात्र"],
    [0, "Rupees Zero Only", "शून्य रुपये मात्र"],
  ])("%s paise", (paise, en, hi) => {
    expect(amountInWords(paise, "en")).toBe(en);
    expect(amountInWords(paise, "hi")).toBe(hi);
  });
});

describe("document numbers", () => {
  it.each([
    ["2025-04-01", "2025-26"],
    ["2026-03-31", "2025-26"],
    ["2026-04-01", "2026-27"],
    ["2099-12-31", "2099-00"],
  ])("%s is in financial year %s", (date, fy) => {
    expect(financialYearOf(date)).toBe(fy);
  });
  it("at most 16 characters of letters, digits, - and /", () => {
    expect(documentNumber("RR", "IN", "2025-26", 42)).toBe("RRIN2526/0042");
    expect(documentNumber("RAJW", "RV", "2025-26", 99_999)).toBe("RAJWRV2526/99999");
    expect(documentNumber("RAJW", "RV", "2025-26", 100_000)).toBeNull();
  });
});

describe("Settings → Business refusals name the field", () => {
  const valid = {
    legalName: "Rajwadi Rang Boutique",
    tradeName: "",
    addressLine: "12 Johari Bazaar",
    city: "Jaipur",
    postalCode: "302003",
    stateCode: "08",
    phone: "",
    email: "",
    registration: "regular",
    gstin: "08aabfr4271k1z0",
    pan: "",
    invoicePrefix: "RR",
    bank: { accountName: "", accountNumber: "", ifsc: "", bankName: "", branch: "" },
    upiId: "",
    payeeName: "",
    terms: "",
    signatory: "Sunita Rathore",
  };
  it("accepts a valid profile, the GSTIN in capitals", () => {
    expect(BusinessProfileSchema.parse(valid).gstin).toBe("08AABFR4271K1Z0");
  });
  it.each([
    [
      { gstin: "08AABFR4271K1Z1" },
      "gstin",
      "GSTIN has a wrong check character: a character was mistyped",
    ],
    [{ gstin: "" }, "gstin", "GSTIN is required for a registered business"],
    [{ gstin: "27AAPFU0939F1ZV" }, "gstin", "GSTIN's first two digits must be the state's code"],
    [
      { registration: "unregistered" },
      "gstin",
      "An unregistered business has no GSTIN: leave GSTIN empty",
    ],
    [{ pan: "AAPFU0939F" }, "pan", "PAN must be the one inside the GSTIN"],
    [
      { upiId: "rajwadirang" },
      "upiId",
      "UPI ID must be a UPI ID such as rajwadirang@okicici (name@handle)",
    ],
    [{ upiId: "rajwadirang@okicici" }, "payeeName", "Payee name is required with a UPI ID"],
    [{ invoicePrefix: "RR/1" }, "invoicePrefix", "Invoice prefix must be 1 to 4 letters or digits"],
    [
      { bank: { ...valid.bank, ifsc: "HDFC1234567" } },
      "bank.ifsc",
      expect.stringContaining("IFSC must be"),
    ],
    [{ stateCode: "25" }, "stateCode", "State must be one of India's states (its GST state code)"],
  ])("%o", (change, field, error) => {
    const parsed = BusinessProfileSchema.safeParse({ ...valid, ...change });
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues[0]!;
    expect({ field: issue.path.join("."), error: issue.message }).toEqual({ field, error });
  });
  it("composition and unregistered are allowed", () => {
    expect(BusinessProfileSchema.safeParse({ ...valid, registration: "composition" }).success).toBe(
      true,
    );
    expect(
      BusinessProfileSchema.safeParse({ ...valid, registration: "unregistered", gstin: "" })
        .success,
    ).toBe(true);
  });
});
