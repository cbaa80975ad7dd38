import { describe, expect, it } from "vitest";
import type { OrderEvent } from "../../../../shared/order-events";
import { ORDER_REFUSALS } from "../../../../shared/order-refusals";
import {
  EXCESS_LABELS,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_LABELS,
} from "../../../../shared/payments";
import { problemText } from "../i18n/problem-text";
import { ORDER_PROBLEMS, withExcess, withPhoneTaken } from "./order-problems";
import { isoOfEnglishDate, timelineText } from "./timeline-text";

const DEVANAGARI = /[\u0900-\u097f]/;
/** A Latin word: what a Hindi text may hold only as data (a name, a reason, a UTR). */
const LATIN_WORD = /[A-Za-z]{2,}/;

const at = { id: 1, at: "2026-11-22T05:02:00Z", by: "Sunita Rathore" };
/** One event of each kind, with the data an owner typed in Hindi or as codes. */
const EVENTS: OrderEvent[] = [
  { ...at, kind: "created" },
  {
    ...at,
    kind: "edited",
    changes: [
      { field: "Priority", from: "medium", to: "high" },
      { field: "Expected delivery", from: "15 January 2024", to: "2 February 2024" },
      { field: "Quoted amount", from: "₹24,000", to: "₹26,000" },
      { field: "WhatsApp messages", from: "No", to: "Yes" },
      { field: "Message language", from: "English", to: "हिंदी (Hindi)" },
    ],
  },
  {
    ...at,
    kind: "step",
    stepId: "step-5",
    stepName: "Stitching & Tailoring",
    from: "in-progress",
    to: "completed",
  },
  { ...at, kind: "status", status: "ready", untold: true },
  {
    ...at,
    kind: "payment",
    paymentId: 3,
    amountRupees: 8000,
    method: "upi",
    paidOn: "2024-01-15",
    reference: "4471",
    credit: { rupees: 500, excess: "refund" },
  },
  {
    ...at,
    kind: "payment-reversed",
    paymentId: 4,
    reversedPaymentId: 3,
    amountRupees: -8000,
    reason: "दो बार",
  },
  { ...at, kind: "note", audience: "customer", text: "फ़िटिंग शनिवार को" },
  { ...at, kind: "note", audience: "internal", text: "दुपट्टा अलग" },
  { ...at, kind: "cancelled", reason: "शादी टली" },
  { ...at, kind: "measurements", version: 2 },
  {
    ...at,
    kind: "document",
    documentId: 1,
    documentKind: "tax-invoice",
    number: "2526/0001",
    amountPaise: 1285714,
  },
  {
    ...at,
    kind: "document-cancelled",
    documentId: 1,
    documentKind: "receipt-voucher",
    number: "2526/0002",
    reason: "ग़लत",
  },
];

describe("an order's timeline", () => {
  it("says each entry in English as it always did", () => {
    expect(EVENTS.map((e) => timelineText(e, "en"))).toEqual([
      "took the order",
      "changed Priority from “medium” to “high”; Expected delivery from “15 January 2024” to “2 February 2024”; Quoted amount from “₹24,000” to “₹26,000”; WhatsApp messages from “No” to “Yes”; Message language from “English” to “हिंदी (Hindi)”",
      "set Stitching & Tailoring from in-progress to completed",
      "moved the customer's status to Ready for Dispatch (the customer was not told)",
      "recorded a payment of ₹8,000 by UPI on 15 January 2024 (4471); ₹500 credit to refund",
      "reversed a payment of ₹8,000: दो बार",
      "wrote to the customer: फ़िटिंग शनिवार को",
      "noted: दुपट्टा अलग",
      "cancelled the order: शादी टली",
      "took the customer's measurements (version 2) for this order",
      "issued Tax Invoice 2526/0001 for ₹12,857.14",
      "cancelled Receipt Voucher 2526/0002: ग़लत",
    ]);
  });

  it("says each entry in Hindi, the stored English values too", () => {
    const hindi = EVENTS.map((e) => timelineText(e, "hi"));
    for (const text of hindi) {
      expect(text).toMatch(DEVANAGARI);
      expect(text).not.toMatch(LATIN_WORD);
    }
    expect(hindi[1]).toBe(
      "ने बदला: प्राथमिकता “मध्यम” से “ऊँची”; अपेक्षित डिलीवरी “15 जनवरी 2024” से “2 फ़रवरी 2024”; तय रक़म “₹24,000” से “₹26,000”; व्हाट्सऐप संदेश “नहीं” से “हाँ”; संदेशों की भाषा “अंग्रेज़ी” से “हिंदी”",
    );
    expect(hindi[4]).toBe(
      "ने 15 जनवरी 2024 को यूपीआई से ₹8,000 का भुगतान दर्ज किया (4471); ₹500 क्रेडिट, जो लौटाना है",
    );
  });

  it("reads the dates an edit stored in English", () => {
    expect(isoOfEnglishDate("15 January 2024")).toBe("2024-01-15");
    expect(isoOfEnglishDate("2 February 2024")).toBe("2024-02-02");
    expect(isoOfEnglishDate("2024-01-15")).toBeNull();
  });
});

describe("the orders' refusals", () => {
  it("are what the server answers, in English word for word", () => {
    expect(ORDER_REFUSALS.stale).toBe(
      "The other owner changed this order while you were editing it. Reload it, then make your change again.",
    );
    expect(PAYMENT_MESSAGES.method).toBe(
      "Mode must be one of: Cash, UPI, Bank transfer, Card, Cheque",
    );
    expect(PAYMENT_MESSAGES.utrRequired).toBe(
      "Reference (UTR) is required for UPI and bank transfers",
    );
    expect(PAYMENT_MESSAGES.exceeds(5000, 100000)).toBe(
      "This is ₹5,000 more than the balance due (₹1,00,000). Confirm to record the excess as credit, to refund or to keep.",
    );
    expect(PAYMENT_METHOD_LABELS).toEqual({
      cash: "Cash",
      upi: "UPI",
      "bank-transfer": "Bank transfer",
      card: "Card",
      cheque: "Cheque",
    });
    expect(EXCESS_LABELS).toEqual({
      refund: "credit to refund",
      keep: "credit she keeps for a next order",
    });
  });

  it("are each said in Hindi, and as the server said them in English", () => {
    expect(ORDER_PROBLEMS.size).toBeGreaterThan(30);
    for (const english of ORDER_PROBLEMS.keys()) {
      expect(problemText("en", { error: english }, { known: ORDER_PROBLEMS })).toBe(english);
      const hindi = problemText("hi", { error: english }, { known: ORDER_PROBLEMS });
      expect(hindi, english).toMatch(DEVANAGARI);
    }
  });

  it("say the answers that carry a name or rupees in Hindi", () => {
    const taken = ORDER_REFUSALS.phoneTaken("Bhanwari Devi");
    expect(problemText("hi", { error: taken }, { known: withPhoneTaken("Bhanwari Devi") })).toBe(
      "यह फ़ोन नंबर Bhanwari Devi का है, जो पहले से ग्राहक हैं: उन्हें सूची में से चुनें।",
    );
    const excess = { excessRupees: 5000, balanceRupees: 100000 };
    expect(
      problemText(
        "hi",
        { error: PAYMENT_MESSAGES.exceeds(5000, 100000) },
        { known: withExcess(excess) },
      ),
    ).toBe(
      "यह बकाया (₹1,00,000) से ₹5,000 ज़्यादा है। ज़्यादा रक़म को क्रेडिट में दर्ज करने के लिए पक्का करें: लौटानी है या रखनी है।",
    );
  });
});
