import type { Kysely } from "kysely";
import { paiseOfRupees } from "../../shared/billing/money";
import {
  upiPayeeOf,
  upiRequest,
  type UpiPayee,
  type UpiPurpose,
  type UpiRequest,
} from "../../shared/billing/upi-link";
import type { Database } from "../db/schema";
import type { Trx } from "../orders/order-change";
import { loadBusiness } from "./business-store";

/** Settings → Business's UPI ID and payee name, or null while it has none. */
export async function loadUpiPayee(db: Kysely<Database> | Trx): Promise<UpiPayee | null> {
  const { profile, sample } = await loadBusiness(db);
  return upiPayeeOf(profile, sample);
}

/**
 * The UPI request for what an order still owes (its balance), or null: no UPI ID, a cancelled
 * order, nothing due. The reference counts the order's money entries, so a payment recorded
 * makes the next request a new one.
 */
export async function balanceRequest(
  db: Kysely<Database> | Trx,
  orderId: string,
  payee?: UpiPayee | null,
  purpose: UpiPurpose = "balance",
): Promise<UpiRequest | null> {
  const to = payee === undefined ? await loadUpiPayee(db) : payee;
  if (!to) return null;
  const order = await db
    .selectFrom("orders")
    .select((eb) => [
      "balance_rupees",
      "cancelled_at",
      eb
        .selectFrom("payments")
        .select((p) => p.fn.countAll<number | string>().as("n"))
        .whereRef("payments.order_id", "=", "orders.order_id")
        .as("entries"),
    ])
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  if (!order || order.cancelled_at !== null || Number(order.balance_rupees) <= 0) return null;
  return upiRequest(to, {
    orderId,
    purpose,
    amountPaise: paiseOfRupees(Number(order.balance_rupees)),
    entries: Number(order.entries ?? 0),
  });
}
