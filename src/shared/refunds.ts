/**
 * Refunds: money given back to the customer, an entry of its own beside the payments (stored as
 * a payments row with a negative amount, so the order's paid and balance count it), with its
 * mode, reference (a UTR for UPI and bank transfers, as for payments), reason, and the refund
 * voucher it goes with: one the owners issued before, one issued with it against the receipt
 * voucher of the advance, or none (an order already invoiced returns money by credit note).
 */
import type { Locale } from "./locale";
import { inLocale, m } from "./messages";
import { formatRupees } from "./order-format";
import { needsUtr, PAYMENT_LIMITS, PAYMENT_MESSAGES, PAYMENT_METHODS, utrKey } from "./payments";
import { isoDate, optionalText, requiredText, rupees } from "./schema-fields";
import { z } from "./zod";

/** The refusals of the refund route, in a language (the server answers in English). */
export function refundMessages(locale: Locale) {
  const o = inLocale(locale);
  return {
    refundedInFuture: m.admin_money_refuse_refund_future({}, o),
    bothVouchers: m.admin_money_refuse_both_vouchers({}, o),
    voucherNotFound: m.admin_money_refuse_voucher_not_found({}, o),
    voucherAmount: m.admin_money_refuse_voucher_amount({}, o),
    voucherTaken: m.admin_money_refuse_voucher_taken({}, o),
    /** More than what the customer has paid on the order, net. */
    moreThanPaid: (paidRupees: number) =>
      m.admin_money_refuse_more_than_paid({ paid: formatRupees(paidRupees, locale) }, o),
  };
}
export const REFUND_MESSAGES = refundMessages("en");

const voucherId = (label: string) =>
  z
    .number({ error: label })
    .int(label)
    .min(1, label)
    .max(2 ** 31 - 1, label)
    .optional();

/** POST /api/admin/orders/:id/refunds */
export const RefundSchema = z
  .object({
    amountRupees: rupees("Amount", 1),
    refundedOn: isoDate("Refund date"),
    method: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.method }),
    reference: optionalText("Reference", PAYMENT_LIMITS.reference),
    reason: requiredText("Reason", PAYMENT_LIMITS.reason),
    /** A refund voucher of the order, issued before, that this refund pays out. */
    refundVoucherId: voucherId(REFUND_MESSAGES.voucherNotFound),
    /** Issue its refund voucher now, against this receipt voucher of the order. */
    receiptVoucherId: voucherId(REFUND_MESSAGES.voucherNotFound),
  })
  .refine((r) => !needsUtr(r.method) || utrKey(r.reference).length > 0, {
    path: ["reference"],
    message: PAYMENT_MESSAGES.utrRequired,
  })
  .refine((r) => r.refundVoucherId === undefined || r.receiptVoucherId === undefined, {
    path: ["refundVoucherId"],
    message: REFUND_MESSAGES.bothVouchers,
  });
export type RefundInput = z.output<typeof RefundSchema>;
