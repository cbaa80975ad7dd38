/** Payments against an order. The balance is always computed, never typed in. */
import type { Locale } from "./locale";
import { inLocale, m } from "./messages";
import { formatRupees } from "./order-format";
import { isoDate, optionalText, requiredText, rupees } from "./schema-fields";
import { z } from "./zod";

export const PAYMENT_METHODS = ["cash", "upi", "bank-transfer", "card", "cheque"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** "Cash" / "नक़द": a method's name in a language (messages/admin-orders). */
export function paymentMethodNames(locale: Locale): Record<PaymentMethod, string> {
  const o = inLocale(locale);
  return {
    cash: m.admin_orders_method_cash({}, o),
    upi: m.admin_orders_method_upi({}, o),
    "bank-transfer": m.admin_orders_method_bank_transfer({}, o),
    card: m.admin_orders_method_card({}, o),
    cheque: m.admin_orders_method_cheque({}, o),
  };
}

/** In English: the exports and the server's messages say these. */
export const PAYMENT_METHOD_LABELS = paymentMethodNames("en");

/** The modes whose reference is the bank's transaction reference (UTR): required, and unique. */
export const UTR_METHODS: readonly PaymentMethod[] = ["upi", "bank-transfer"];
export const needsUtr = (method: PaymentMethod): boolean => UTR_METHODS.includes(method);

/** A UTR as compared: capitals, no spaces, hyphens or slashes ("utr 4471-22" is UTR447122). */
export const utrKey = (reference: string): string =>
  reference.replace(/[\s/-]+/g, "").toUpperCase();

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
  /**
   * Money given back (shared/refunds.ts), a negative amount: its reason and refund voucher.
   * On a refund's reversal too (a positive amount). Absent on payments and their reversals.
   */
  refund?: { reason: string; voucherId: number | null };
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
/** What the timeline calls the excess kept as credit, in a language. */
export function excessNames(locale: Locale): Record<ExcessChoice, string> {
  const o = inLocale(locale);
  return {
    refund: m.admin_orders_excess_label_refund({}, o),
    keep: m.admin_orders_excess_label_keep({}, o),
  };
}
export const EXCESS_LABELS = excessNames("en");

/** The 409 answer to a payment above the balance that the owner has not confirmed. */
export interface ExcessPaymentAnswer {
  error: string;
  field: "amountRupees";
  balanceRupees: number;
  excessRupees: number;
}

/**
 * What the payment schemas and routes say when they refuse, in a language: the server answers
 * in English (PAYMENT_MESSAGES), the back office says it in the owner's language.
 */
export function paymentMessages(locale: Locale) {
  const o = inLocale(locale);
  const methods = paymentMethodNames(locale);
  return {
    method: m.admin_orders_refuse_method(
      { methods: PAYMENT_METHODS.map((p) => methods[p]).join(", ") },
      o,
    ),
    excess: m.admin_orders_refuse_excess_choice({}, o),
    notFound: m.admin_orders_refuse_payment_not_found({}, o),
    paidInFuture: m.admin_orders_refuse_paid_in_future({}, o),
    alreadyReversed: m.admin_orders_refuse_already_reversed({}, o),
    utrRequired: m.admin_orders_refuse_utr_required({}, o),
    utrRecorded: m.admin_orders_refuse_utr_recorded({}, o),
    /** The 409 answer to a payment on a cancelled order the owner has not confirmed. */
    cancelledOrder: m.admin_money_refuse_cancelled_order({}, o),
    cancelledConfirm: m.admin_money_refuse_cancelled_confirm({}, o),
    /** The 409 answer to a payment above the balance (ExcessPaymentAnswer). */
    exceeds: (excessRupees: number, balanceRupees: number) =>
      m.admin_orders_refuse_excess(
        {
          excess: formatRupees(excessRupees, locale),
          balance: formatRupees(balanceRupees, locale),
        },
        o,
      ),
  };
}
export const PAYMENT_MESSAGES = paymentMessages("en");
export const UTR_REQUIRED = PAYMENT_MESSAGES.utrRequired;
export const UTR_RECORDED = PAYMENT_MESSAGES.utrRecorded;

/** POST /api/admin/orders/:id/payments */
export const PaymentSchema = z
  .object({
    amountRupees: rupees("Amount", 1),
    paidOn: isoDate("Payment date"),
    method: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.method }),
    reference: optionalText("Reference", PAYMENT_LIMITS.reference),
    /** Only for a payment above the balance, once the owner confirmed it (see EXCESS_CHOICES). */
    excess: z.enum(EXCESS_CHOICES, { error: PAYMENT_MESSAGES.excess }).optional(),
    /** A payment on a cancelled order, once the owner confirmed it. */
    onCancelledOrder: z.literal(true, { error: PAYMENT_MESSAGES.cancelledConfirm }).optional(),
  })
  .refine((p) => !needsUtr(p.method) || utrKey(p.reference).length > 0, {
    path: ["reference"],
    message: PAYMENT_MESSAGES.utrRequired,
  });
export type PaymentInput = z.output<typeof PaymentSchema>;

/** POST /api/admin/orders/:id/payments/:paymentId/reversal */
export const PaymentReversalSchema = z.object({
  reason: requiredText("Reason", PAYMENT_LIMITS.reason),
});
