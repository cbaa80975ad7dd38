/**
 * The orders list's rules as SQL, the same on both engines: what each attention group, state,
 * priority, "money due" and the search mean (shared/admin.ts filterAdminOrders and
 * shared/attention.ts inAttentionGroup are the same rules in TypeScript; the tests hold them
 * equal). Each term is written exactly as the partial index that serves it (migration 0022)
 * says it, so SQLite, which matches a partial index's terms literally, can use it.
 */
import { sql, type RawBuilder } from "kysely";
import { searchFold, type OrderListFilter, type OrderSort } from "../../shared/admin";
import { DUE_SOON_DAYS, type AttentionGroup } from "../../shared/attention";
import { addDays } from "../../shared/dates";
import type { Engine } from "../db/schema";
import { SEARCH_KEY_LENGTH } from "../db/migrations/0022-order-list-pages";

type Sql = RawBuilder<unknown>;

const OPEN = sql`o.cancelled_at is null and o.customer_status <> 'delivered'`;

/** The orders of an attention group on `today` (India's date). */
export function attentionSql(group: AttentionGroup, today: string): Sql {
  switch (group) {
    case "overdue":
      return sql`${OPEN} and o.expected_delivery < ${today}`;
    case "due-soon":
      return sql`${OPEN} and o.expected_delivery >= ${today} and o.expected_delivery <= ${addDays(today, DUE_SOON_DAYS)}`;
    case "ready":
      return sql`o.cancelled_at is null and o.customer_status = 'ready'`;
    case "unpaid-delivered":
      return sql`o.cancelled_at is null and o.customer_status = 'delivered' and o.balance_rupees > 0`;
  }
}

/** The partial index that holds exactly an attention group's orders (today's range aside). */
export const ATTENTION_INDEX: Record<AttentionGroup, string> = {
  overdue: "orders_open_idx",
  "due-soon": "orders_open_idx",
  ready: "orders_ready_idx",
  "unpaid-delivered": "orders_unpaid_delivered_idx",
};

export const CANCELLED_SQL = sql`o.cancelled_at is not null`;
export const MONEY_DUE_SQL = sql`o.balance_rupees > 0`;

/** Every filter but the search's keys, ANDed (true when there is none). */
export function filterSql(filter: OrderListFilter, today: string, engine: Engine): Sql {
  const terms: Sql[] = [];
  if (filter.priority !== "all") terms.push(sql`o.priority = ${filter.priority}`);
  if (filter.state === "active") terms.push(sql`o.cancelled_at is null`);
  if (filter.state === "cancelled") terms.push(CANCELLED_SQL);
  if (filter.moneyDue) terms.push(MONEY_DUE_SQL);
  if (filter.attention !== "all") terms.push(attentionSql(filter.attention, today));
  const needle = searchFold(filter.search);
  if (needle !== "") terms.push(containsSql(needle, engine));
  return terms.length === 0 ? sql`1 = 1` : sql.join(terms, sql` and `);
}

/** ASCII letters in small letters (searchFold), in each engine's SQL. */
const fold = (column: Sql, engine: Engine): Sql =>
  engine === "postgres"
    ? sql`translate(${column}, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')`
    : sql`lower(${column})`;

/** The order's ID or customer name contains the (folded) text: read from the row itself. */
export function containsSql(needle: string, engine: Engine): Sql {
  const has = (column: Sql) =>
    engine === "postgres"
      ? sql`strpos(${fold(column, engine)}, ${needle}) > 0`
      : sql`instr(${fold(column, engine)}, ${needle}) > 0`;
  return sql`(${has(sql`o.order_id`)} or ${has(sql`o.customer_name`)})`;
}

/**
 * The search keys that begin with the text (its first SEARCH_KEY_LENGTH characters): the keys
 * from `from` up to, not including, `to` (the same text with its last character one higher),
 * compared by code point on both engines.
 */
export function searchKeyRange(needle: string): { from: string; to: string; exact: boolean } {
  const chars = [...needle].slice(0, SEARCH_KEY_LENGTH);
  const from = chars.join("");
  for (let i = chars.length - 1; i >= 0; i--) {
    let next = chars[i]!.codePointAt(0)! + 1;
    if (next >= 0xd800 && next <= 0xdfff) next = 0xe000;
    if (next <= 0x10ffff) {
      const to = [...chars.slice(0, i), String.fromCodePoint(next)].join("");
      return { from, to, exact: [...needle].length <= SEARCH_KEY_LENGTH };
    }
  }
  // Only U+10FFFF characters: every key from `from` on begins with it.
  return { from, to: "\u{10FFFF}".repeat(SEARCH_KEY_LENGTH + 1), exact: false };
}

/** What each sort compares (the order ID breaks ties), and the index that reads it in order. */
export const SORT_SQL: Record<OrderSort, Sql> = {
  ordered: sql`o.order_date`,
  id: sql`o.order_id`,
  customer: sql`lower(o.customer_name)`,
  delivery: sql`o.expected_delivery`,
  step: sql`o.current_step`,
  balance: sql`o.balance_rupees`,
};
