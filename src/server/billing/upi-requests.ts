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

/** What an order's requests are made from: one read of its money and its entries' count. */
async function readOrderMoney(db: Kysely<Database> | Trx, orderId: string) {
  return db
    .selectFrom("orders")
    .select((eb) => [
      "balance_rupees",
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
}
type OrderMoney = NonNullable<Awaited<ReturnType<typeof readOrderMoney>>>;

/** The request for `amountPaise` of an order, or null when nothing is due. */
const requestFor = (
  to: UpiPayee,
  orderId: string,
  order: OrderMoney,
  purpose: UpiPurpose,
  amountPaise: number,
): UpiRequest | null =>
  amountPaise > 0
    ? upiRequest(to, { orderId, purpose, amountPaise, entries: Number(order.entries ?? 0) })
    : null;

const balanceOf = (order: OrderMoney) => paiseOfRupees(Number(order.balance_rupees));
/** The advance asked (a quote's, kept on the order) less what is paid; 0 when none is asked. */
const advanceLeftOf = (order: OrderMoney) =>
  order.advance_due_paise === null
    ? 0
    : Number(order.advance_due_paise) - paiseOfRupees(Number(order.paid_rupees));

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
  const order = to ? await readOrderMoney(db, orderId) : undefined;
  if (!to || !order || order.cancelled_at !== null) return null;
  return requestFor(to, orderId, order, purpose, balanceOf(order));
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
  const order = to ? await readOrderMoney(db, orderId) : undefined;
  if (!to || !order || order.cancelled_at !== null) return null;
  return requestFor(to, orderId, order, "advance", advanceLeftOf(order));
}

/**
 * What she is asked to pay now: the advance while the advance asked is above what is paid,
 * else the balance (her tracking page, her quote page once accepted). One read of the order.
 */
export async function dueRequest(
  db: Kysely<Database> | Trx,
  orderId: string,
  payee?: UpiPayee | null,
): Promise<UpiRequest | null> {
  const to = payee === undefined ? await loadUpiPayee(db) : payee;
  const order = to ? await readOrderMoney(db, orderId) : undefined;
  if (!to || !order || order.cancelled_at !== null) return null;
  return (
    requestFor(to, orderId, order, "advance", advanceLeftOf(order)) ??
    requestFor(to, orderId, order, "balance", balanceOf(order))
  );
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
