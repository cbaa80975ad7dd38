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

/**
 * The UPI request for what is left of an order's advance (a quote's, kept on the order as
 * advance_due_paise): the advance asked less what is paid, while that is above nothing; null
 * otherwise (no UPI ID, no advance asked, a cancelled order, the advance paid).
 */
export async function advanceRequest(
  db: Kysely<Database> | Trx,
  orderId: string,
  payee?: UpiPayee | null,
): Promise<UpiRequest | null> {
  const to = payee === undefined ? await loadUpiPayee(db) : payee;
  if (!to) return null;
  const order = await db
    .selectFrom("orders")
    .select((eb) => [
      "advance_due_paise",
      "paid_rupees",
      "cancelled_at",
      eb
        .selectFrom("payments")
        .select((p) => p.fn.countAll<number | string>().as("n"))
        .whereRef("payments.order_id", "=", "orders.order_id")
        .as("entries"),
    ])
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  if (!order || order.cancelled_at !== null || order.advance_due_paise === null) return null;
  const left = Number(order.advance_due_paise) - paiseOfRupees(Number(order.paid_rupees));
  if (left <= 0) return null;
  return upiRequest(to, {
    orderId,
    purpose: "advance",
    amountPaise: left,
    entries: Number(order.entries ?? 0),
  });
}

/**
 * What she is asked to pay now: the advance while the advance asked is above what is paid,
 * else the balance (her tracking page, her quote page once accepted).
 */
export async function dueRequest(
  db: Kysely<Database> | Trx,
  orderId: string,
  payee?: UpiPayee | null,
): Promise<UpiRequest | null> {
  const to = payee === undefined ? await loadUpiPayee(db) : payee;
  return (await advanceRequest(db, orderId, to)) ?? (await balanceRequest(db, orderId, to));
}

/**
 * A sent quote's advance, asked before any order exists (her quote_sent message): by the
 * quote's reference and version ("Quote Q-2026-0042 advance"); null without a UPI ID or an
 * advance.
 */
export function quoteAdvanceRequest(
  payee: UpiPayee | null,
  quote: { reference: string; version: number; advancePaise: number },
): UpiRequest | null {
  if (!payee || quote.advancePaise <= 0) return null;
  return upiRequest(payee, {
    orderId: quote.reference,
    purpose: "advance",
    amountPaise: quote.advancePaise,
    entries: quote.version,
    subject: "quote",
  });
}
