/**
 * The owners' orders list, a page at a time (GET /api/admin/orders): filtered, searched and
 * sorted by the database, each page beginning strictly after the last row of the one before
 * (shared/order-pages.ts), with the attention groups' exact counts. Every read walks an index:
 *
 * - With a filter that few orders pass (an attention group, the search, the cancelled orders,
 *   money due), the page is read from that filter's own index (migration 0022), and only its
 *   orders are sorted: DRIVER_LIMIT at most, however many orders there are.
 * - Otherwise the sort's own index is walked in order and the filters are checked on the way;
 *   as most orders pass them, a page is found within a few of its own lengths.
 *
 * SQLite has no statistics to choose between the two, so it is told which index (INDEXED BY:
 * a query the index cannot serve is an error, never a slow scan); PostgreSQL's planner chooses
 * with its statistics. The page's rows are then read by ID, with their steps' count and the
 * current step's name, so nothing is read for orders the page does not show.
 */
import { sql, type Kysely, type RawBuilder } from "kysely";
import {
  orderSummaryFrom,
  searchFold,
  type AdminOrderSummary,
  type OrderListFilter,
  type OrderSort,
} from "../../shared/admin";
import { ATTENTION_GROUPS, type AttentionGroup } from "../../shared/attention";
import type { CustomerStatus, OrderType, Priority } from "../../shared/orders";
import {
  orderCursor,
  type AttentionCounts,
  type OrderCursor,
  type OrderPage,
  type OrderPageQuery,
} from "../../shared/order-pages";
import type { Database, Engine } from "../db/schema";
import {
  ATTENTION_INDEX,
  attentionSql,
  CANCELLED_SQL,
  containsSql,
  filterSql,
  MONEY_DUE_SQL,
  searchKeyRange,
  SORT_SQL,
} from "./order-filter-sql";

type Sql = RawBuilder<unknown>;

/**
 * A filter whose orders number fewer than this is read from its own index and sorted; with
 * more, the sort's index is walked (at least one order in DRIVER_LIMIT / orders passes, so a
 * page is near).
 */
export const DRIVER_LIMIT = 3000;

/** The index SQLite walks for each sort, and in which direction's order it holds the rows. */
export const SORT_INDEX: Record<OrderSort, { asc: string; desc: string }> = {
  // The newest first keeps ascending IDs for the ties, so it has an index of its own.
  ordered: { asc: "orders_order_date_idx", desc: "orders_ordered_sort_idx" },
  id: { asc: "sqlite_autoindex_orders_1", desc: "sqlite_autoindex_orders_1" },
  customer: { asc: "orders_customer_name_sort_idx", desc: "orders_customer_name_sort_idx" },
  delivery: { asc: "orders_expected_delivery_sort_idx", desc: "orders_expected_delivery_sort_idx" },
  step: { asc: "orders_current_step_sort_idx", desc: "orders_current_step_sort_idx" },
  balance: { asc: "orders_balance_sort_idx", desc: "orders_balance_sort_idx" },
};

/** Where a page's orders are read from. */
export type Source =
  | { kind: "walk" }
  | { kind: "index"; index: string }
  | { kind: "search"; from: string; to: string };

const ordersIndexedBy = (engine: Engine, index: string): Sql =>
  engine === "sqlite" ? sql`orders as o indexed by ${sql.raw(index)}` : sql`orders as o`;

/** The attention groups' counts on `today`, each from its group's partial index: one query. */
export function attentionCountsQuery(engine: Engine, today: string) {
  const count = (group: AttentionGroup) =>
    sql`(select count(*) from ${ordersIndexedBy(engine, ATTENTION_INDEX[group])} where ${attentionSql(group, today)})`;
  return sql<Record<string, number | string>>`select ${sql.join(
    ATTENTION_GROUPS.map((g, i) => sql`${count(g)} as ${sql.ref(`c${i}`)}`),
  )}`;
}

export async function attentionCounts(
  db: Kysely<Database>,
  engine: Engine,
  today: string,
): Promise<AttentionCounts> {
  const { rows } = await attentionCountsQuery(engine, today).execute(db);
  const row = rows[0]!;
  return Object.fromEntries(
    ATTENTION_GROUPS.map((g, i) => [g, Number(row[`c${i}`])]),
  ) as AttentionCounts;
}

/** How many orders `where` holds, read from `index`, counting no further than DRIVER_LIMIT. */
async function cappedCount(
  db: Kysely<Database>,
  engine: Engine,
  index: string,
  where: Sql,
): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (
      select 1 as one from ${ordersIndexedBy(engine, index)} where ${where} limit ${DRIVER_LIMIT}
    ) c`.execute(db);
  return Number(rows[0]!.n);
}

async function searchKeyCount(db: Kysely<Database>, from: string, to: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (
      select 1 as one from order_search_keys where key >= ${from} and key < ${to} limit ${DRIVER_LIMIT}
    ) c`.execute(db);
  return Number(rows[0]!.n);
}

/**
 * The index to read the page from: the smallest of the filters that few orders pass, or the
 * sort's own (walk) when each of them holds DRIVER_LIMIT orders or more.
 */
async function chooseSource(
  db: Kysely<Database>,
  engine: Engine,
  filter: OrderListFilter,
  counts: AttentionCounts,
  driverLimit: number,
): Promise<Source> {
  const candidates: { source: Source; size: number }[] = [];
  if (filter.attention !== "all")
    candidates.push({
      source: { kind: "index", index: ATTENTION_INDEX[filter.attention] },
      size: counts[filter.attention],
    });
  const needle = searchFold(filter.search);
  if (needle !== "") {
    const { from, to } = searchKeyRange(needle);
    candidates.push({
      source: { kind: "search", from, to },
      size: await searchKeyCount(db, from, to),
    });
  }
  if (filter.state === "cancelled")
    candidates.push({
      source: { kind: "index", index: "orders_cancelled_idx" },
      size: await cappedCount(db, engine, "orders_cancelled_idx", CANCELLED_SQL),
    });
  if (filter.moneyDue)
    candidates.push({
      source: { kind: "index", index: "orders_money_due_idx" },
      size: await cappedCount(db, engine, "orders_money_due_idx", MONEY_DUE_SQL),
    });
  // A group of DRIVER_LIMIT orders or more is walked like any other filter.
  const best = candidates.filter((c) => c.size < driverLimit).sort((a, b) => a.size - b.size)[0];
  return best?.source ?? { kind: "walk" };
}

/** Rows after the cursor, in the sort's order (the order ID breaks ties). */
function keysetSql(sort: Sql, dir: "asc" | "desc", tie: "asc" | "desc", c: OrderCursor): Sql {
  const before = dir === "asc" ? sql`>` : sql`<`;
  const beforeOrEqual = dir === "asc" ? sql`>=` : sql`<=`;
  const tieAfter = tie === "asc" ? sql`>` : sql`<`;
  if (c.sort === "id") return sql`o.order_id ${before} ${c.orderId}`;
  return sql`${sort} ${beforeOrEqual} ${c.key} and (${sort} ${before} ${c.key} or o.order_id ${tieAfter} ${c.orderId})`;
}

interface ListRow {
  order_id: string;
  customer_name: string;
  customer_phone: string;
  order_date: string;
  expected_delivery: string;
  order_type: OrderType;
  priority: Priority;
  amount_rupees: number | string;
  current_step: number;
  customer_status: CustomerStatus;
  revision: number;
  balance_rupees: number | string;
  cancelled_at: string | null;
  total_steps: number | string;
  step_name: string | null;
}

/** The list's columns of the orders `o` (with their steps), as rows. */
const LIST_COLUMNS = sql`o.order_id, o.customer_name, o.customer_phone, o.order_date,
  o.expected_delivery, o.order_type, o.priority, o.amount_rupees, o.current_step,
  o.customer_status, o.revision, o.balance_rupees, o.cancelled_at,
  (select count(*) from production_steps s where s.order_id = o.order_id) as total_steps,
  (select s.name from production_steps s
    where s.order_id = o.order_id and s.step_index = o.current_step) as step_name`;

const toSummary = (r: ListRow): AdminOrderSummary =>
  orderSummaryFrom(
    {
      orderId: r.order_id,
      customerName: r.customer_name,
      customerPhone: r.customer_phone,
      orderDate: r.order_date,
      expectedDelivery: r.expected_delivery,
      orderType: r.order_type,
      priority: r.priority,
      amountRupees: Number(r.amount_rupees),
      currentStep: r.current_step,
      currentStatus: r.customer_status,
      revision: r.revision,
      balanceRupees: Number(r.balance_rupees),
      cancellation: r.cancelled_at,
    },
    { total: Number(r.total_steps), current: r.step_name },
  );

/**
 * How a page is read: the attention counts (read first: the source may depend on them), the
 * index chosen, and the page's query (its EXPLAIN is what the tests and scripts check).
 */
export async function planOrderPage(
  db: Kysely<Database>,
  engine: Engine,
  query: OrderPageQuery,
  today: string,
  /** The tests read every page both ways: 0 walks the sort's index, Infinity never does. */
  driverLimit = DRIVER_LIMIT,
): Promise<{ counts: AttentionCounts; source: Source; page: RawBuilder<PageRow> }> {
  const counts = await attentionCounts(db, engine, today);
  const source = await chooseSource(db, engine, query, counts, driverLimit);
  const sort = SORT_SQL[query.sort];
  const dir = query.dir;
  const tie = query.sort === "ordered" ? "asc" : dir;
  const needle = searchFold(query.search);

  const terms: Sql[] = [filterSql({ ...query, search: "" }, today, engine)];
  let from: Sql;
  if (source.kind === "search") {
    // The keys' range finds every order containing the text's first SEARCH_KEY_LENGTH
    // characters; a longer text is checked on the row too. Each is then read by its ID
    // (PostgreSQL: LATERAL and OFFSET 0 so it never hashes the whole table instead).
    const keys = sql`(select distinct k.order_id from order_search_keys k
      where k.key >= ${source.from} and k.key < ${source.to}) as d`;
    from =
      engine === "sqlite"
        ? sql`${keys} cross join orders as o`
        : sql`${keys} cross join lateral (
            select * from orders as r where r.order_id = d.order_id offset 0) as o`;
    if (engine === "sqlite") terms.push(sql`o.order_id = d.order_id`);
    if (!searchKeyRange(needle).exact) terms.push(containsSql(needle, engine));
  } else {
    const index = source.kind === "index" ? source.index : SORT_INDEX[query.sort][dir];
    from = ordersIndexedBy(engine, index);
    if (needle !== "") terms.push(containsSql(needle, engine));
  }
  if (query.cursor) terms.push(keysetSql(sort, dir, tie, query.cursor));

  const direction = (d: "asc" | "desc") => sql.raw(d);
  const rows = sql`select o.order_id as order_id, ${sort} as sort_key from ${from}
    where ${sql.join(terms, sql` and `)}`;
  const limit = query.limit + 1;
  // Walking the sort's index, the rows come in order and the first `limit` end the read. From
  // a filter's index, all its rows are read, then sorted: PostgreSQL is kept from walking the
  // sort's index instead (OFFSET 0: the rows are chosen before the order is), which its
  // estimates of a group's size (columns compared together) could otherwise prefer.
  const ordered =
    source.kind === "walk"
      ? sql`${rows} order by ${sort} ${direction(dir)}, o.order_id ${direction(tie)} limit ${limit}`
      : sql`select x.order_id, x.sort_key from (${rows}${sql.raw(engine === "postgres" ? " offset 0" : "")}) x
          order by x.sort_key ${direction(dir)}, x.order_id ${direction(tie)} limit ${limit}`;
  const page = sql<PageRow>`
    select ${LIST_COLUMNS}, p.sort_key
    from (${ordered}) p cross join orders o
    where o.order_id = p.order_id
    order by p.sort_key ${direction(dir)}, p.order_id ${direction(tie)}`;
  return { counts, source, page };
}

type PageRow = ListRow & { sort_key: string | number };

/** One page of the list, with the attention groups' counts. */
export async function readOrderPage(
  db: Kysely<Database>,
  engine: Engine,
  query: OrderPageQuery,
  today: string,
  driverLimit = DRIVER_LIMIT,
): Promise<OrderPage> {
  const { counts, page } = await planOrderPage(db, engine, query, today, driverLimit);
  const { rows } = await page.execute(db);
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  return {
    orders: shown.map(toSummary),
    nextCursor:
      rows.length > query.limit && last
        ? orderCursor({
            sort: query.sort,
            dir: query.dir,
            key: typeof last.sort_key === "string" ? last.sort_key : Number(last.sort_key),
            orderId: last.order_id,
          })
        : null,
    attention: counts,
  };
}

/** One customer's orders (her page), newest first: each row as the list shows it. */
export async function customerOrderSummaries(
  db: Kysely<Database>,
  customerId: number,
): Promise<AdminOrderSummary[]> {
  const { rows } = await sql<ListRow>`
    select ${LIST_COLUMNS} from orders o where o.customer_id = ${customerId}
    order by o.order_date desc, o.order_id asc`.execute(db);
  return rows.map(toSummary);
}

/** Every order as the list shows it, newest first (the orders CSV filters them). */
export async function allOrderSummaries(db: Kysely<Database>): Promise<AdminOrderSummary[]> {
  const { rows } = await sql<ListRow>`
    select ${LIST_COLUMNS} from orders o order by o.order_date desc, o.order_id asc`.execute(db);
  return rows.map(toSummary);
}
