/** Payments against an order. The balance is always computed, never typed in. */
import { isoDate, optionalText, requiredText, rupees } from "./schema-fields";
import { z } from "./zod";

export const PAYMENT_METHODS = ["cash", "upi", "bank-transfer", "card", "cheque"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: "Cash",
  upi: "UPI",
  "bank-transfer": "Bank transfer",
  card: "Card",
  cheque: "Cheque",
};

/** The modes whose reference is the bank's transaction reference (UTR): required, and unique. */
export const UTR_METHODS: readonly PaymentMethod[] = ["upi", "bank-transfer"];
export const needsUtr = (method: PaymentMethod): boolean => UTR_METHODS.includes(method);

/** A UTR as compared: capitals, no spaces, hyphens or slashes ("utr 4471-22" is UTR447122). */
export const utrKey = (reference: string): string =>
  reference.replace(/[\s/-]+/g, "").toUpperCase();

export const UTR_REQUIRED = "Reference (UTR) is required for UPI and bank transfers";
export const UTR_RECORDED = "This UTR is already recorded on another payment";

export interface Payment {
  id: number;
  /** Whole rupees; negative for an entry that reverses a mistaken payment. */
  amountRupees: number;
  /** yyyy-mm-dd */
  paidOn: string;
  method: PaymentMethod;
  /** A UPI transaction ID, cheque number, receipt… May be empty. */
  reference: string;
  /** The owner's display name. */
  recordedBy: string;
  /** ISO timestamp. */
  recordedAt: string;
  /** The payment this entry reverses. */
  reversesId: number | null;
  /** The entry that reversed this payment, once reversed. */
  reversedById: number | null;
}

/** What the customer has paid: payments less their reversals. */
export const paidRupees = (payments: readonly Pick<Payment, "amountRupees">[]): number =>
  payments.reduce((sum, p) => sum + p.amountRupees, 0);

export const PAYMENT_LIMITS = { reference: 100, reason: 300 } as const;

/**
 * What becomes of money paid beyond the balance: given back to her, or kept as her credit for
 * a next order. A payment above the balance is recorded only once the owner has said which.
 */
export const EXCESS_CHOICES = ["refund", "keep"] as const;
export type ExcessChoice = (typeof EXCESS_CHOICES)[number];
export const EXCESS_LABELS: Record<ExcessChoice, string> = {
  refund: "credit to refund",
  keep: "credit she keeps for a next order",
};

/** The 409 answer to a payment above the balance that the owner has not confirmed. */
export interface ExcessPaymentAnswer {
  error: string;
  field: "amountRupees";
  balanceRupees: number;
  excessRupees: number;
}

/** POST /api/admin/orders/:id/payments */
export const PaymentSchema = z
  .object({
    amountRupees: rupees("Amount", 1),
    paidOn: isoDate("Payment date"),
    method: z.enum(PAYMENT_METHODS, {
      error: `Mode must be one of: ${PAYMENT_METHODS.map((m) => PAYMENT_METHOD_LABELS[m]).join(", ")}`,
    }),
    reference: optionalText("Reference", PAYMENT_LIMITS.reference),
    /** Only for a payment above the balance, once the owner confirmed it (see EXCESS_CHOICES). */
    excess: z.enum(EXCESS_CHOICES, { error: "Excess must be refund or keep" }).optional(),
  })
  .refine((p) => !needsUtr(p.method) || utrKey(p.reference).length > 0, {
    path: ["reference"],
    message: UTR_REQUIRED,
  });
export type PaymentInput = z.output<typeof PaymentSchema>;

/** POST /api/admin/orders/:id/payments/:paymentId/reversal */
export const PaymentReversalSchema = z.object({
  reason: requiredText("Reason", PAYMENT_LIMITS.reason),
});
