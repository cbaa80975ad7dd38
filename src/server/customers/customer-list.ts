import { sql, type Kysely, type RawBuilder } from "kysely";
import {
  customerCursor,
  type CustomerListQuery,
  type CustomerPage,
  type CustomerSort,
} from "../../shared/customer-list";
import type { CustomerListRow } from "../../shared/customers";
import { engineOf } from "../db/engine-of";
import type { Database } from "../db/schema";
import { toSummary } from "./customer-repository";
import { customerSearch } from "./customer-search";

/**
 * What the list sorts by, and the id that breaks its ties, as SQL over customers `c` and her
 * figures `f` (kept by triggers, migration 0019). Each pair has an index in that order, so a
 * page is read from the index however many customers there are: the same index both ways.
 */
const SORT_KEYS: Record<CustomerSort, { key: RawBuilder<unknown>; id: RawBuilder<unknown> }> = {
  name: { key: sql`lower(c.name)`, id: sql`c.id` },
  phone: { key: sql`c.phone_key`, id: sql`c.id` },
  city: { key: sql`lower(c.city)`, id: sql`c.id` },
  type: { key: sql`c.customer_type`, id: sql`c.id` },
  orders: { key: sql`f.order_count`, id: sql`f.customer_id` },
  balance: { key: sql`f.balance_rupees`, id: sql`f.customer_id` },
  last: { key: sql`f.last_order_date`, id: sql`f.customer_id` },
};

type Filter = Pick<CustomerListQuery, "q" | "type">;

/** The customers the search and type filter show: the WHERE of the list, its count and CSV. */
function filtered(db: Kysely<Database>, filter: Filter) {
  const search = customerSearch(engineOf(db), filter.q);
  return db
    .selectFrom("customers as c")
    .$if(filter.type !== "all", (q) =>
      q.where("c.customer_type", "=", filter.type as Exclude<Filter["type"], "all">),
    )
    .$if(search !== null, (q) => q.where(search!));
}

/** Those customers with their figures, in the order asked for (ties by id, the same way). */
function sorted(db: Kysely<Database>, query: Omit<CustomerListQuery, "limit">) {
  const { key, id } = SORT_KEYS[query.sort];
  const after = query.cursor;
  return filtered(db, query)
    .innerJoin("customer_figures as f", "f.customer_id", "c.id")
    .selectAll("c")
    .select([
      "f.order_count",
      "f.balance_rupees",
      "f.last_order_date",
      sql<string | number>`${key}`.as("sort_key"),
    ])
    .$if(after !== undefined, (q) =>
      q.where(
        sql<boolean>`(${key}, ${id}) ${sql.raw(query.dir === "asc" ? ">" : "<")} (${after!.key}, ${after!.id})`,
      ),
    )
    .orderBy(key, query.dir)
    .orderBy(id, query.dir);
}

type Row = Awaited<ReturnType<ReturnType<typeof sorted>["execute"]>>[number];

const toRow = (r: Row): Omit<CustomerListRow, "overdueOrders"> => ({
  ...toSummary(r),
  type: r.customer_type,
  orderCount: Number(r.order_count),
  lastOrderDate: r.last_order_date === "" ? null : r.last_order_date,
  balanceRupees: Number(r.balance_rupees),
});

/** A page's rows (one more than asked, telling whether another page follows). */
export const customerPageQuery = (db: Kysely<Database>, query: CustomerListQuery, today: string) =>
  sorted(db, query)
    .select(
      sql<number>`(select count(*) from orders o where o.customer_id = c.id
        and o.cancelled_at is null and o.customer_status <> 'delivered'
        and o.expected_delivery < ${today})`.as("overdue"),
    )
    .limit(query.limit + 1);

/**
 * One page of the Customers tab, after the cursor, with the count of all the search and filter
 * hold. Her orders past delivery are counted for the page's rows only (through her orders'
 * index): "today" moves without any write, so it cannot be kept.
 */
export async function listCustomers(
  db: Kysely<Database>,
  query: CustomerListQuery,
  today: string,
): Promise<CustomerPage> {
  const [rows, count] = await Promise.all([
    customerPageQuery(db, query, today).execute(),
    filtered(db, query)
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  return {
    customers: shown.map((r) => ({ ...toRow(r), overdueOrders: Number(r.overdue) })),
    total: Number(count.n),
    nextCursor:
      rows.length > query.limit && last
        ? customerCursor({
            sort: query.sort,
            dir: query.dir,
            key: last.sort_key,
            id: Number(last.id),
          })
        : null,
  };
}

/**
 * Every customer the list shows with this search, type and order, for the CSV export: `size`
 * at a time, each batch after the last one's sort value and id (as the list's pages), so the
 * export is streamed and its parameters stay as few however many customers there are.
 */
export async function* customerBatches(
  db: Kysely<Database>,
  query: Omit<CustomerListQuery, "limit" | "cursor">,
  size: number,
): AsyncGenerator<Omit<CustomerListRow, "overdueOrders">[]> {
  let cursor: CustomerListQuery["cursor"];
  for (;;) {
    const rows = await sorted(db, { ...query, cursor })
      .limit(size)
      .execute();
    if (rows.length === 0) return;
    yield rows.map(toRow);
    if (rows.length < size) return;
    const last = rows.at(-1)!;
    cursor = { sort: query.sort, dir: query.dir, key: last.sort_key, id: Number(last.id) };
  }
}
