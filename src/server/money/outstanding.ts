import { sql, type Kysely } from "kysely";
import { addDays } from "../../shared/dates";
import {
  AGE_BUCKETS,
  outstandingCursor,
  type AgeBucket,
  type OutstandingPage,
  type OutstandingQuery,
  type OutstandingRow,
} from "../../shared/money";
import { ATTENTION_INDEX, attentionSql } from "../admin/order-filter-sql";
import { engineOf } from "../db/engine-of";
import type { Database } from "../db/schema";

type Money = number | string | null;
interface Bucketed {
  b0: Money;
  b1: Money;
  b2: Money;
  b3: Money;
  total: Money;
}

/**
 * Each delivered order that still owes money, keyed by its customer (her record, or the phone
 * of an order taken without one), with the day it was delivered: the orders of the attention
 * group's own partial index (orders_unpaid_delivered_idx), so the read is as long as the money
 * owed, whatever the years of orders kept.
 */
function unpaidSql(db: Kysely<Database>) {
  const orders =
    engineOf(db) === "sqlite"
      ? sql`orders as o indexed by ${sql.raw(ATTENTION_INDEX["unpaid-delivered"])}`
      : sql`orders as o`;
  return sql`
    select
      case when o.customer_id is null then 'p:' || o.customer_phone
        else 'c:' || cast(o.customer_id as text) end as key,
      o.customer_id, o.customer_name, o.customer_phone, o.balance_rupees as due,
      coalesce((select max(h.date) from status_history h
        where h.order_id = o.order_id and h.status = 'delivered'), o.order_date) as delivered_on
    from ${orders}
    where ${attentionSql("unpaid-delivered", "")}`;
}

/** The sums by age: the day each bucket's orders were delivered from, as India's dates. */
function bucketSql(today: string) {
  const [d30, d60, d90] = [30, 60, 90].map((days) => addDays(today, -days));
  return sql`
    sum(case when u.delivered_on >= ${d30} then u.due else 0 end) as b0,
    sum(case when u.delivered_on < ${d30} and u.delivered_on >= ${d60} then u.due else 0 end) as b1,
    sum(case when u.delivered_on < ${d60} and u.delivered_on >= ${d90} then u.due else 0 end) as b2,
    sum(case when u.delivered_on < ${d90} then u.due else 0 end) as b3,
    sum(u.due) as total`;
}

const bucketsOf = (row: Bucketed): Record<AgeBucket, number> => {
  const values = [row.b0, row.b1, row.b2, row.b3].map((v) => Number(v ?? 0));
  return Object.fromEntries(AGE_BUCKETS.map((b, i) => [b, values[i]!])) as Record<
    AgeBucket,
    number
  >;
};

const daysSince = (date: string, today: string) =>
  Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000);

/** A page of customers owing, after the cursor: the most owed first. */
export function outstandingPageSql(db: Kysely<Database>, query: OutstandingQuery, today: string) {
  const after = query.cursor;
  return sql<
    Bucketed & {
      key: string;
      customer_id: number | string | null;
      name: string;
      phone: string;
      orders: number | string;
      oldest: string;
    }
  >`
    with u as (${unpaidSql(db)}),
    per as (
      select u.key, max(u.customer_id) as customer_id, max(u.customer_name) as name,
        max(u.customer_phone) as phone, count(*) as orders, min(u.delivered_on) as oldest,
        ${bucketSql(today)}
      from u group by u.key)
    select per.key, per.customer_id, coalesce(c.name, per.name) as name,
      coalesce(c.phone, per.phone) as phone, per.orders, per.oldest,
      per.b0, per.b1, per.b2, per.b3, per.total
    from per left join customers c on c.id = per.customer_id
    ${after ? sql`where per.total < ${after.total} or (per.total = ${after.total} and per.key > ${after.key})` : sql``}
    order by per.total desc, per.key asc
    limit ${query.limit + 1}`;
}

/** The totals over every customer owing. */
export const outstandingTotalsSql = (db: Kysely<Database>, today: string) =>
  sql<Bucketed & { customers: number | string; orders: number | string }>`
    with u as (${unpaidSql(db)})
    select count(distinct u.key) as customers, count(*) as orders, ${bucketSql(today)}
    from u`;

/**
 * Outstanding balances by customer, the most owed first (ties by her key), a page after the
 * cursor's (total, key); each with her money by age since delivery (0–30, 31–60, 61–90, over
 * 90 days) to `today`, and the totals over every customer.
 */
export async function readOutstanding(
  db: Kysely<Database>,
  query: OutstandingQuery,
  today: string,
): Promise<OutstandingPage> {
  const [rows, totals] = await Promise.all([
    outstandingPageSql(db, query, today).execute(db),
    outstandingTotalsSql(db, today).execute(db),
  ]);
  const page = rows.rows.slice(0, query.limit).map((r): OutstandingRow => ({
    customerId: r.customer_id === null ? null : Number(r.customer_id),
    name: r.name,
    phone: r.phone,
    orders: Number(r.orders),
    buckets: bucketsOf(r),
    totalRupees: Number(r.total ?? 0),
    oldestDays: daysSince(r.oldest, today),
  }));
  const t = totals.rows[0]!;
  return {
    asOf: today,
    totals: {
      buckets: bucketsOf(t),
      totalRupees: Number(t.total ?? 0),
      customers: Number(t.customers),
      orders: Number(t.orders),
    },
    rows: page,
    nextCursor: rows.rows.length > query.limit ? outstandingCursor(page.at(-1)!) : null,
  };
}

/** Every customer owing money, the most owed first, 500 at a time, for the CSV. */
export async function* outstandingBatches(db: Kysely<Database>, today: string) {
  let cursor: OutstandingQuery["cursor"];
  for (;;) {
    const page = await readOutstanding(db, { limit: 500, ...(cursor ? { cursor } : {}) }, today);
    if (page.rows.length > 0) yield page.rows;
    if (!page.nextCursor) return;
    const last = page.rows.at(-1)!;
    cursor = {
      total: last.totalRupees,
      key: last.customerId === null ? `p:${last.phone}` : `c:${last.customerId}`,
    };
  }
}
