import type { OrderChangeContext, Trx } from "../orders/order-change";
import { cancelDocument } from "./document-store";

/**
 * A reversed payment's receipt is cancelled with the reversal's reason, in its transaction: its
 * number stays used, and the invoice no longer deducts it.
 */
export async function cancelPaymentDocument(
  trx: Trx,
  paymentId: number,
  reason: string,
  who: { by: string; now: Date },
  record: OrderChangeContext["record"],
): Promise<void> {
  const document = await trx
    .selectFrom("billing_documents")
    .select(["id", "kind", "number"])
    .where("payment_id", "=", paymentId)
    .executeTakeFirst();
  if (!document) return;
  if (await cancelDocument(trx, Number(document.id), reason, who))
    await record({
      kind: "document-cancelled",
      documentId: Number(document.id),
      documentKind: document.kind,
      number: document.number,
      reason,
    });
}
