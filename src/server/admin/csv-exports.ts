/**
 * The owners' CSV exports: the orders as the list filters them, every payment, the customers as
 * their list filters them. Each is streamed a batch at a time (csv-stream.ts, export-batches.ts);
 * the columns, their order and their text are the files' as the owners know them.
 */
import type { Kysely } from "kysely";
import { filterAdminOrders, type OrderListFilter } from "../../shared/admin";
import type { CustomerListQuery } from "../../shared/customer-list";
import { CUSTOMER_TYPE_LABELS } from "../../shared/customers";
import type { CsvCell } from "../../shared/csv";
import { todayInIndia } from "../../shared/dates";
import { itemLabel } from "../../shared/order-items";
import { CUSTOMER_STATUS_INFO } from "../../shared/orders";
import { PAYMENT_METHOD_LABELS } from "../../shared/payments";
import { displayNameOf } from "../auth/owners";
import { customerBatches } from "../customers/customer-list";
import type { Database } from "../db/schema";
import { parseItems } from "../orders/order-rows";
import { EXPORT_BATCH, type RowBatches } from "./csv-stream";
import { orderBatches, paymentBatches } from "./export-batches";

export interface CsvExport {
  header: readonly string[];
  rows: RowBatches;
}

/** The orders the list shows with this filter, one row each. */
export function ordersCsv(db: Kysely<Database>, filter: OrderListFilter, now: Date): CsvExport {
  const today = todayInIndia(now);
  async function* rows() {
    for await (const batch of orderBatches(db)) {
      yield filterAdminOrders(batch, filter, today).map((o): CsvCell[] => [
        o.orderId,
        o.customerName,
        o.phone,
        o.orderDate,
        o.expectedDelivery,
        parseItems(o.items).map(itemLabel).join("; "),
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
      ]);
    }
  }
  return {
    header: [
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
    rows: rows(),
  };
}

/**
 * Every payment and reversal, oldest first: what a bookkeeper reconciles against the bank and
 * the cash book (a reversal is a negative amount naming the payment it reverses).
 */
export function paymentsCsv(db: Kysely<Database>): CsvExport {
  async function* rows() {
    for await (const batch of paymentBatches(db)) {
      yield batch.map((r): CsvCell[] => [
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
      ]);
    }
  }
  return {
    header: [
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
    rows: rows(),
  };
}

/** The customers the list shows with this search and type, in its order. */
export function customersCsv(
  db: Kysely<Database>,
  query: Omit<CustomerListQuery, "limit" | "cursor">,
): CsvExport {
  async function* rows() {
    for await (const batch of customerBatches(db, query, EXPORT_BATCH)) {
      yield batch.map((r): CsvCell[] => [
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
      ]);
    }
  }
  return {
    header: [
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
    rows: rows(),
  };
}
