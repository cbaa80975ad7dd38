import type { Context } from "hono";
import type { Kysely } from "kysely";
import { filterAdminOrders, type OrderListFilter } from "../../shared/admin";
import { CUSTOMER_TYPE_LABELS, type CustomerListQuery } from "../../shared/customers";
import { csvFileName, toCsv } from "../../shared/csv";
import { todayInIndia } from "../../shared/dates";
import { itemLabel } from "../../shared/order-items";
import { CUSTOMER_STATUS_INFO } from "../../shared/orders";
import { allCustomers } from "../customers/customer-list";
import type { Database } from "../db/schema";
import { parseItems } from "../orders/order-rows";
import { listOrderSummaries } from "./admin-order-queries";

/** A CSV answer the browser saves as a file. */
export function csvAnswer(c: Context, what: string, now: Date, csv: string): Response {
  c.header("Content-Type", "text/csv; charset=utf-8");
  c.header("Content-Disposition", `attachment; filename="${csvFileName(what, todayInIndia(now))}"`);
  c.header("Cache-Control", "no-store");
  return c.body(csv, 200);
}

/** The orders the list shows with this filter, one row each. */
export async function ordersCsv(
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
      "Balance due (₹)",
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
      o.balanceRupees,
      o.cancelled ? "Yes" : "No",
    ]),
  );
}

/** The customers the list shows with this search and type. */
export async function customersCsv(
  db: Kysely<Database>,
  query: CustomerListQuery,
): Promise<string> {
  const rows = await allCustomers(db, query);
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
