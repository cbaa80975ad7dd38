/**
 * The CSV exports as they were before they were streamed (issue 27), kept as the reference the
 * streamed files must equal byte for byte: each built whole in memory from the whole list. The
 * customers' read every matching customer in one query; here the list's pages, in its order.
 */
import type { Kysely } from "kysely";
import { filterAdminOrders, type OrderListFilter } from "../../shared/admin";
import {
  CUSTOMER_PAGE_SIZE,
  parseCustomerCursor,
  type CustomerListQuery,
} from "../../shared/customer-list";
import { CUSTOMER_TYPE_LABELS, type CustomerListRow } from "../../shared/customers";
import { toCsv } from "../../shared/csv";
import { todayInIndia } from "../../shared/dates";
import { itemLabel } from "../../shared/order-items";
import { CUSTOMER_STATUS_INFO } from "../../shared/orders";
import { PAYMENT_METHOD_LABELS } from "../../shared/payments";
import { listOrderSummaries } from "../admin/admin-order-queries";
import { displayNameOf } from "../auth/owners";
import { listCustomers } from "../customers/customer-list";
import type { Database } from "../db/schema";
import { parseItems } from "../orders/order-rows";

/** Every customer of the list's search, type and order: its pages, one after the other. */
async function everyCustomer(
  db: Kysely<Database>,
  query: Omit<CustomerListQuery, "limit" | "cursor">,
): Promise<Omit<CustomerListRow, "overdueOrders">[]> {
  const rows: CustomerListRow[] = [];
  let cursor: CustomerListQuery["cursor"];
  for (;;) {
    const page = await listCustomers(db, { ...query, cursor, limit: CUSTOMER_PAGE_SIZE.max }, "");
    rows.push(...page.customers);
    if (!page.nextCursor) return rows.map(({ overdueOrders: _, ...row }) => row);
    cursor = parseCustomerCursor(page.nextCursor);
  }
}

/** The orders the list shows with this filter, one row each. */
export async function ordersCsvBefore(
  db: Kysely<Database>,
  filter: OrderListFilter,
  now: Date,
): Promise<string> {
  const [orders, phones] = await Promise.all([
    listOrderSummaries(db),
    db.selectFrom("orders").select(["order_id", "customer_phone", "items"]).execute(),
  ]);
  const phoneOf = new Map(phones.map((p) => [p.order_id, p.customer_phone]));
  const itemsOf = new Map(
    phones.map((p) => [p.order_id, parseItems(p.items).map(itemLabel).join("; ")]),
  );
  const shown = filterAdminOrders(orders, filter, todayInIndia(now));
  return toCsv(
    [
      "Order ID",
      "Customer",
      "Phone",
      "Order date",
      "Expected delivery",
      "Items",
      "Type",
      "Priority",
      "Status",
      "Current step",
      "Quoted (₹)",
      "Paid (₹)",
      "Balance due (₹)",
      "Credit (₹)",
      "Cancelled",
    ],
    shown.map((o) => [
      o.orderId,
      o.customerName,
      phoneOf.get(o.orderId) ?? "",
      o.orderDate,
      o.expectedDelivery,
      itemsOf.get(o.orderId) ?? "",
      o.orderType,
      o.priority,
      CUSTOMER_STATUS_INFO[o.currentStatus].label,
      o.currentStepName,
      o.amountRupees,
      o.amountRupees - o.balanceRupees,
      // A cancelled order owes nothing; money paid above the quote is her credit.
      o.cancelled ? 0 : Math.max(0, o.balanceRupees),
      Math.max(0, -o.balanceRupees),
      o.cancelled ? "Yes" : "No",
    ]),
  );
}

/**
 * Every payment and reversal, oldest first: what a bookkeeper reconciles against the bank and
 * the cash book (a reversal is a negative amount naming the payment it reverses).
 */
export async function paymentsCsvBefore(db: Kysely<Database>): Promise<string> {
  const rows = await db
    .selectFrom("payments")
    .innerJoin("orders", "orders.order_id", "payments.order_id")
    .select([
      "payments.id",
      "payments.order_id",
      "orders.customer_name",
      "payments.paid_on",
      "payments.method",
      "payments.reference",
      "payments.amount_rupees",
      "payments.reverses_id",
      "payments.recorded_by",
      "payments.recorded_at",
    ])
    .orderBy("payments.paid_on")
    .orderBy("payments.id")
    .execute();
  return toCsv(
    [
      "Payment",
      "Order ID",
      "Customer",
      "Paid on",
      "Method",
      "Reference",
      "Amount (₹)",
      "Reverses payment",
      "Recorded by",
      "Recorded at",
    ],
    rows.map((r) => [
      Number(r.id),
      r.order_id,
      r.customer_name,
      r.paid_on,
      PAYMENT_METHOD_LABELS[r.method],
      r.reference,
      Number(r.amount_rupees),
      r.reverses_id === null ? null : Number(r.reverses_id),
      displayNameOf(r.recorded_by),
      r.recorded_at,
    ]),
  );
}

/** The customers the list shows with this search and type. */
export async function customersCsvBefore(
  db: Kysely<Database>,
  query: Omit<CustomerListQuery, "limit" | "cursor">,
): Promise<string> {
  const rows = await everyCustomer(db, query);
  return toCsv(
    [
      "Name",
      "Phone",
      "Email",
      "Address",
      "City",
      "State",
      "PIN code",
      "Type",
      "Orders",
      "Last order",
      "Balance due (₹)",
    ],
    rows.map((r) => [
      r.name,
      r.phone,
      r.email,
      r.address.line,
      r.address.city,
      r.address.state,
      r.address.postalCode,
      CUSTOMER_TYPE_LABELS[r.type],
      r.orderCount,
      r.lastOrderDate,
      r.balanceRupees,
    ]),
  );
}
