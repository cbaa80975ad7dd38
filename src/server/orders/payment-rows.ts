import type { Kysely } from "kysely";
import type { Payment } from "../../shared/payments";
import { displayNameOf } from "../auth/owners";
import type { Database } from "../db/schema";

/** An order's payments, refunds and reversals, oldest first, each knowing its reversal. */
export async function loadPayments(db: Kysely<Database>, orderId: string): Promise<Payment[]> {
  const rows = await db
    .selectFrom("payments")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
  const reversalOf = new Map(
    rows.filter((r) => r.reverses_id !== null).map((r) => [Number(r.reverses_id), Number(r.id)]),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    amountRupees: Number(r.amount_rupees),
    paidOn: r.paid_on,
    method: r.method,
    reference: r.reference,
    recordedBy: displayNameOf(r.recorded_by),
    recordedAt: r.recorded_at,
    reversesId: r.reverses_id === null ? null : Number(r.reverses_id),
    reversedById: reversalOf.get(Number(r.id)) ?? null,
    ...(r.refund === 1
      ? {
          refund: {
            reason: r.reason,
            voucherId: r.refund_voucher_id === null ? null : Number(r.refund_voucher_id),
          },
        }
      : {}),
  }));
}
