import type { Kysely } from "kysely";
import { paiseOfRupees } from "../../shared/billing/money";
import { needsUtr, utrKey } from "../../shared/payments";
import { REFUND_MESSAGES, type RefundInput } from "../../shared/refunds";
import { issueRefundVoucher } from "../billing/credit-and-refund";
import { loadDocuments } from "../billing/document-store";
import type { Refusal } from "../billing/supply-document";
import type { Database, Engine } from "../db/schema";
import { changeOrder, type OrderChange } from "../orders/order-change";

export type RefundOutcome = "recorded" | "order-not-found" | "utr-recorded" | Refusal;

const refuse = (status: 400 | 404 | 409, error: string, field?: string): Refusal => ({
  refused: { status, error, ...(field ? { field } : {}) },
});

/**
 * Records money given back to the customer: a payments row of its own (negative, `refund`),
 * with its mode, reference and reason, tied to its refund voucher (one issued before, or one
 * issued now against the advance's receipt voucher), told in the order's timeline, all in the
 * order's change. Never more than she has paid, net; a UTR is claimed as a payment's is.
 */
export async function recordRefund(
  db: Kysely<Database>,
  engine: Engine,
  orderId: string,
  input: RefundInput,
  who: OrderChange,
): Promise<RefundOutcome> {
  return changeOrder<RefundOutcome>(db, engine, orderId, who, async (ctx) => {
    const { trx, order, record } = ctx;
    const paid = Number(order.paid_rupees);
    if (input.amountRupees > paid)
      return refuse(400, REFUND_MESSAGES.moreThanPaid(Math.max(0, paid)), "amountRupees");
    const amountPaise = paiseOfRupees(input.amountRupees);
    let voucher: { id: number; number: string } | null = null;
    if (input.refundVoucherId !== undefined) {
      const found = (await loadDocuments(trx, orderId)).find(
        (d) => d.id === input.refundVoucherId && d.kind === "refund-voucher" && !d.cancelled,
      );
      if (!found) return refuse(400, REFUND_MESSAGES.voucherNotFound, "refundVoucherId");
      if (found.amountPaise !== amountPaise)
        return refuse(400, REFUND_MESSAGES.voucherAmount, "refundVoucherId");
      // One refund that stands per voucher: a refund reversed gives its voucher back.
      const taken = await trx
        .selectFrom("payments as r")
        .select("r.id")
        .where("r.order_id", "=", orderId)
        .where("r.refund_voucher_id", "=", found.id)
        .where("r.reverses_id", "is", null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("payments as x").select("x.id").whereRef("x.reverses_id", "=", "r.id"),
            ),
          ),
        )
        .executeTakeFirst();
      if (taken) return refuse(409, REFUND_MESSAGES.voucherTaken, "refundVoucherId");
      voucher = { id: found.id, number: found.number };
    }
    if (input.receiptVoucherId !== undefined) {
      const issued = await issueRefundVoucher(
        ctx,
        {
          receiptVoucherId: input.receiptVoucherId,
          amountPaise,
          method: input.method,
          reason: input.reason,
        },
        who,
      );
      if ("refused" in issued) return issued;
      voucher = { id: issued.id, number: issued.number };
    }
    const { id } = await trx
      .insertInto("payments")
      .values({
        order_id: orderId,
        amount_rupees: -input.amountRupees,
        paid_on: input.refundedOn,
        method: input.method,
        reference: input.reference,
        reverses_id: null,
        recorded_by: who.by,
        recorded_at: who.now.toISOString(),
        refund: 1,
        refund_voucher_id: voucher?.id ?? null,
        reason: input.reason,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (needsUtr(input.method)) {
      const claimed = await trx
        .insertInto("payment_utrs")
        .values({ utr: utrKey(input.reference), payment_id: Number(id) })
        .onConflict((oc) => oc.column("utr").doNothing())
        .returning("utr")
        .executeTakeFirst();
      if (!claimed) throw new UtrRecorded();
    }
    await record({
      kind: "refund",
      paymentId: Number(id),
      amountRupees: input.amountRupees,
      method: input.method,
      refundedOn: input.refundedOn,
      reference: input.reference,
      reason: input.reason,
      voucher,
    });
    return "recorded";
  }).catch((error: unknown) => {
    if (error instanceof UtrRecorded) return "utr-recorded" as const;
    throw error;
  });
}

/** Rolls the refund's transaction back (its voucher too): nothing of it is stored. */
class UtrRecorded extends Error {}
