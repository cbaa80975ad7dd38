import type { Kysely } from "kysely";
import { todayInIndia } from "../../shared/dates";
import { needsUtr, utrKey, type PaymentInput } from "../../shared/payments";
import type { Database, Engine } from "../db/schema";
import { changeOrder, type OrderChange } from "../orders/order-change";
import { issueReceiptFor } from "../billing/receipt-voucher";
import { cancelPaymentDocument } from "../billing/document-cancel";

export type PaymentOutcome =
  | "recorded"
  | "order-not-found"
  | "utr-recorded"
  | "order-cancelled"
  | { exceeds: { balanceRupees: number; excessRupees: number } };

/**
 * Records a payment the customer made against the order (its date checked by the route). On a
 * cancelled order it is recorded only once the owner confirmed it (`onCancelledOrder`). A
 * payment above what is still due is recorded only when the owner said what becomes of the
 * excess (`payment.excess`): read under the order's lock, so a payment the other owner just
 * recorded counts.
 */
export async function recordPayment(
  db: Kysely<Database>,
  engine: Engine,
  orderId: string,
  payment: PaymentInput,
  who: OrderChange,
): Promise<PaymentOutcome> {
  return changeOrder<PaymentOutcome>(db, engine, orderId, who, async ({ trx, order, record }) => {
    // Money on a cancelled order is most likely meant for another: recorded once she confirms.
    if (order.cancelled_at !== null && !payment.onCancelledOrder) return "order-cancelled";
    const paid = await trx
      .selectFrom("payments")
      .select((eb) => eb.fn.sum<number | string | null>("amount_rupees").as("paid"))
      .where("order_id", "=", orderId)
      .executeTakeFirst();
    const due = Math.max(0, Number(order.amount_rupees) - Number(paid?.paid ?? 0));
    const excessRupees = payment.amountRupees - due;
    if (excessRupees > 0 && !payment.excess)
      return { exceeds: { balanceRupees: due, excessRupees } };
    const { id } = await trx
      .insertInto("payments")
      .values({
        order_id: orderId,
        amount_rupees: payment.amountRupees,
        paid_on: payment.paidOn,
        method: payment.method,
        reference: payment.reference,
        reverses_id: null,
        recorded_by: who.by,
        recorded_at: who.now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    // A UTR names one transfer: a second payment with it is refused (a payment reversed gives
    // its UTR back). The key's uniqueness decides, so two owners at once cannot both record it.
    if (needsUtr(payment.method)) {
      const claimed = await trx
        .insertInto("payment_utrs")
        .values({ utr: utrKey(payment.reference), payment_id: Number(id) })
        .onConflict((oc) => oc.column("utr").doNothing())
        .returning("utr")
        .executeTakeFirst();
      if (!claimed) throw new UtrRecorded();
    }
    // Its receipt first, so the payment is the newest entry of the timeline, as it is told.
    await issueReceiptFor({ trx, order, record }, { id: Number(id), ...payment }, who);
    const { excess, amountRupees, paidOn, method, reference } = payment;
    const paymentFields = { amountRupees, paidOn, method, reference };
    await record({
      kind: "payment",
      paymentId: Number(id),
      ...paymentFields,
      ...(excessRupees > 0 && excess ? { credit: { rupees: excessRupees, excess } } : {}),
    });
    return "recorded";
  }).catch((error: unknown) => {
    if (error instanceof UtrRecorded) return "utr-recorded" as const;
    throw error;
  });
}

/** Rolls the payment's transaction back: nothing of it is stored. */
class UtrRecorded extends Error {}

/**
 * Reverses a mistaken payment with a correcting entry of the opposite amount: nothing recorded
 * is edited away. A payment is reversed at most once (payments.reverses_id is unique), and a
 * correcting entry is never itself reversed.
 */
export async function reversePayment(
  db: Kysely<Database>,
  engine: Engine,
  orderId: string,
  paymentId: number,
  reason: string,
  who: OrderChange,
): Promise<"reversed" | "order-not-found" | "payment-not-found" | "already-reversed"> {
  return changeOrder(db, engine, orderId, who, async ({ trx, record }) => {
    const payment = await trx
      .selectFrom("payments")
      .selectAll()
      .where("id", "=", paymentId)
      .where("order_id", "=", orderId)
      .where("reverses_id", "is", null)
      .executeTakeFirst();
    if (!payment) return "payment-not-found";
    const reversal = await trx
      .insertInto("payments")
      .values({
        order_id: orderId,
        amount_rupees: -Number(payment.amount_rupees),
        paid_on: todayInIndia(who.now),
        method: payment.method,
        reference: reason,
        reverses_id: paymentId,
        recorded_by: who.by,
        recorded_at: who.now.toISOString(),
        // A refund's reversal is money out taken back: the day book counts it with refunds.
        refund: payment.refund,
        reason: payment.refund === 1 ? reason : "",
      })
      .onConflict((oc) => oc.column("reverses_id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!reversal) return "already-reversed";
    await trx.deleteFrom("payment_utrs").where("payment_id", "=", paymentId).execute();
    await cancelPaymentDocument(trx, paymentId, reason, who, record);
    await record({
      kind: "payment-reversed",
      paymentId: Number(reversal.id),
      reversedPaymentId: paymentId,
      amountRupees: -Number(payment.amount_rupees),
      reason,
    });
    return "reversed";
  });
}
