import { sql, type Kysely } from "kysely";
import {
  CUSTOMER_PAGE_SIZE,
  type CustomerListQuery,
  type CustomerListRow,
  type CustomerPage,
} from "../../shared/customers";
import type { Database } from "../db/schema";
import { matchingCustomers, toSummary } from "./customer-repository";

const filtered = (db: Kysely<Database>, query: CustomerListQuery) =>
  matchingCustomers(db, query.q).$if(query.type !== "all", (q) =>
    q.where("customer_type", "=", query.type as Exclude<CustomerListQuery["type"], "all">),
  );

/** One page of the Customers tab, by name, with each customer's orders and balance. */
export async function listCustomers(
  db: Kysely<Database>,
  query: CustomerListQuery,
): Promise<CustomerPage> {
  const [rows, count] = await Promise.all([
    filtered(db, query)
      .selectAll()
      .orderBy("name")
      .orderBy("id")
      .limit(CUSTOMER_PAGE_SIZE)
      .offset((query.page - 1) * CUSTOMER_PAGE_SIZE)
      .execute(),
    filtered(db, query)
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    customers: await withOrderFigures(db, rows),
    total: Number(count.n),
    page: query.page,
    pageSize: CUSTOMER_PAGE_SIZE,
  };
}

/** Every customer the list's search and type filter show, for the CSV export. */
export async function allCustomers(
  db: Kysely<Database>,
  query: CustomerListQuery,
): Promise<CustomerListRow[]> {
  const rows = await filtered(db, query).selectAll().orderBy("name").orderBy("id").execute();
  return withOrderFigures(db, rows);
}

type Row = Parameters<typeof toSummary>[0];

/** Her number of orders, last order date, and what she owes on the orders that stand. */
async function withOrderFigures(db: Kysely<Database>, rows: Row[]): Promise<CustomerListRow[]> {
  const ids = rows.map((r) => Number(r.id));
  const [orders, paid] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectFrom("orders")
            .select((eb) => [
              "customer_id",
              eb.fn.countAll().as("count"),
              eb.fn.max("order_date").as("last"),
              eb.fn
                .sum<number | string>(
                  sql`case when cancelled_at is null then amount_rupees else 0 end`,
                )
                .as("quoted"),
            ])
            .where("customer_id", "in", ids)
            .groupBy("customer_id")
            .execute(),
          db
            .selectFrom("payments")
            .innerJoin("orders", "orders.order_id", "payments.order_id")
            .select((eb) => [
              "orders.customer_id",
              eb.fn.sum<number | string>("payments.amount_rupees").as("paid"),
            ])
            .where("orders.customer_id", "in", ids)
            .where("orders.cancelled_at", "is", null)
            .groupBy("orders.customer_id")
            .execute(),
        ]);
  const figures = new Map(orders.map((o) => [Number(o.customer_id), o]));
  const paidBy = new Map(paid.map((p) => [Number(p.customer_id), Number(p.paid ?? 0)]));
  return rows.map((r) => {
    const id = Number(r.id);
    const f = figures.get(id);
    return {
      ...toSummary(r),
      type: r.customer_type,
      orderCount: Number(f?.count ?? 0),
      lastOrderDate: f?.last ?? null,
      balanceRupees: Number(f?.quoted ?? 0) - (paidBy.get(id) ?? 0),
    };
  });
}
