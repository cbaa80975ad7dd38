import { describe, expect, it } from "vitest";
import {
  upiEncode,
  upiLink,
  upiNote,
  upiPayeeOf,
  upiReference,
  upiRequest,
  type UpiLinkParts,
} from "./upi-link";

const parts = (over: Partial<UpiLinkParts> = {}): UpiLinkParts => ({
  upiId: "rajwadirang@okicici",
  payeeName: "Rajwadi Rang Boutique",
  amountPaise: 1_250_000,
  note: "Order RR2026001 balance",
  reference: "RR2026001B2X1250000",
  ...over,
});

/** The link's values as a UPI app reads them back: its query, decoded. */
const readBack = (link: string) => {
  const url = new URL(link);
  return { scheme: url.protocol, host: url.host, values: [...url.searchParams.entries()] };
};

describe("upiLink: upi://pay with pa, pn, am, cu, tn, tr, every value encoded", () => {
  it("writes the issue's link exactly, in that order", () => {
    expect(upiLink(parts())).toBe(
      "upi://pay?pa=rajwadirang%40okicici&pn=Rajwadi%20Rang%20Boutique&am=12500.00&cu=INR" +
        "&tn=Order%20RR2026001%20balance&tr=RR2026001B2X1250000",
    );
  });

  it.each([
    [1, "0.01"],
    [10, "0.10"],
    [100, "1.00"],
    [250_000, "2500.00"],
    [250_001, "2500.01"],
    [12_857_14, "12857.14"],
    [1_00_00_000_00, "10000000.00"],
  ])("am of %i paise is %s: two decimals, never a float", (amountPaise, am) => {
    const link = upiLink(parts({ amountPaise }));
    expect(new URL(link).searchParams.get("am")).toBe(am);
    expect(link).toContain(`&am=${am}&cu=INR&`);
  });

  it.each([
    ["Rang & Co", "Rang%20%26%20Co"],
    ["A+B=C?", "A%2BB%3DC%3F"],
    ["Rang's (Jaipur)!*", "Rang%27s%20%28Jaipur%29%21%2A"],
    ["रंग", "%E0%A4%B0%E0%A4%82%E0%A4%97"],
    ["50% off #1/2", "50%25%20off%20%231%2F2"],
  ])("pn %j is encoded as %s and read back as typed", (payeeName, encoded) => {
    const link = upiLink(parts({ payeeName }));
    expect(link).toContain(`&pn=${encoded}&am=`);
    expect(new URL(link).searchParams.get("pn")).toBe(payeeName);
  });

  it("encodes the UPI ID's @ and any other value's reserved characters", () => {
    expect(upiEncode("shop.name-1_x@ok.hdfc")).toBe("shop.name-1_x%40ok.hdfc");
    expect(upiEncode("!'()*")).toBe("%21%27%28%29%2A");
    // Nothing but unreserved characters and percent escapes, whatever the values hold.
    const link = upiLink(parts({ payeeName: "Ä & ज़री (1)", note: "a=b&c d" }));
    expect(link.slice("upi://pay?".length)).toMatch(/^([a-z]{2}=[A-Za-z0-9._~%-]*&?)+$/);
  });

  it("is read back by a URL parser as exactly the values given", () => {
    const given = parts({ payeeName: "Rajwadi Rang & Co", note: "Order RR2026001 advance" });
    expect(readBack(upiLink(given))).toEqual({
      scheme: "upi:",
      host: "pay",
      values: [
        ["pa", given.upiId],
        ["pn", given.payeeName],
        ["am", "12500.00"],
        ["cu", "INR"],
        ["tn", given.note],
        ["tr", given.reference],
      ],
    });
  });

  it.each([
    ["no amount", { amountPaise: 0 }],
    ["a negative amount", { amountPaise: -100 }],
    ["a fraction of a paisa", { amountPaise: 10.5 }],
    ["a note of 51 characters", { note: "x".repeat(51) }],
    ["a reference with a hyphen", { reference: "RR-2026-001" }],
    ["a reference of 36 characters", { reference: "A".repeat(36) }],
    ["an empty reference", { reference: "" }],
  ])("refuses %s", (_what, over) => {
    expect(() => upiLink(parts(over))).toThrow(RangeError);
  });
});

describe("tn: the order and what for, at most 50 characters", () => {
  it.each([
    ["RR2026001", "balance", "Order RR2026001 balance"],
    ["RR2026001", "advance", "Order RR2026001 advance"],
    ["X".repeat(36), "advance", `Order ${"X".repeat(36)} advance`],
    ["X".repeat(37), "advance", `${"X".repeat(37)} advance`],
    ["ABC-".repeat(10), "balance", `${"ABC-".repeat(10)} balance`],
  ] as const)("%s %s → %s", (orderId, purpose, note) => {
    expect(upiNote(orderId, purpose)).toBe(note);
    expect(note.length).toBeLessThanOrEqual(50);
  });
});

describe("tr: unique to the request", () => {
  it("differs by order, purpose, entries so far and amount", () => {
    const refs = [
      upiReference("RR2026001", "balance", 2, 1_250_000),
      upiReference("RR2026011", "balance", 2, 1_250_000),
      upiReference("RR2026001", "advance", 2, 1_250_000),
      upiReference("RR2026001", "balance", 3, 1_250_000),
      upiReference("RR2026001", "balance", 2, 1_000_000),
      // An ID one digit longer: the purpose's letter keeps the ID apart from the count.
      upiReference("RR20260012", "balance", 2, 1_250_000),
    ];
    expect(refs[0]).toBe("RR2026001B2X1250000");
    expect(new Set(refs).size).toBe(refs.length);
  });

  it("stays within 35 letters and digits for the longest order IDs", () => {
    const long = "ORDER-2026-".repeat(3) + "0000042";
    const other = "ORDER-2026-".repeat(3) + "0000043";
    const a = upiReference(long, "balance", 12, 99_99_99_999);
    const b = upiReference(other, "balance", 12, 99_99_99_999);
    for (const r of [a, b]) expect(r).toMatch(/^[A-Z0-9]{1,35}$/);
    expect(a).not.toBe(b);
  });
});

describe("upiRequest and the payee", () => {
  it("builds the request for an order's balance from the business's UPI ID", () => {
    const payee = upiPayeeOf(
      {
        upiId: "rajwadirang@sample",
        payeeName: "Rajwadi Rang",
        legalName: "Rajwadi Rang Boutique",
      },
      true,
    );
    expect(payee).toEqual({ upiId: "rajwadirang@sample", payeeName: "Rajwadi Rang", sample: true });
    const request = upiRequest(payee!, {
      orderId: "RR2026001",
      purpose: "balance",
      amountPaise: 350_000,
      entries: 1,
    });
    expect(request).toEqual({
      link:
        "upi://pay?pa=rajwadirang%40sample&pn=Rajwadi%20Rang&am=3500.00&cu=INR" +
        "&tn=Order%20RR2026001%20balance&tr=RR2026001B1X350000",
      amountPaise: 350_000,
      purpose: "balance",
      note: "Order RR2026001 balance",
      reference: "RR2026001B1X350000",
      sample: true,
    });
  });

  it("offers none without a UPI ID", () => {
    expect(upiPayeeOf(null, false)).toBeNull();
    expect(upiPayeeOf({ upiId: "", payeeName: "", legalName: "Shop" }, false)).toBeNull();
  });
});
