/**
 * The orders list's and the dashboard's reads on a loaded database: for each view, filter,
 * search, attention group and sort (first page and pages further on), the dashboard's figures
 * and a customer's page, p50 / p99 over repeated reads, the answer's size, and the plan the
 * database runs (EXPLAIN QUERY PLAN on SQLite, EXPLAIN on PostgreSQL), flagged when it reads a
 * whole table. Not a test: it prints figures.
 *
 *   DATA_DIR=/tmp/busy npx tsx scripts/orders-list-timings.ts [--runs 40] [--plans]
 *   DATABASE_URL=postgres://… npx tsx scripts/orders-list-timings.ts
 *
 * on a database filled by npm run db:load-sample -- --years 5 (README). --plans prints every
 * plan (a plan reading a whole table of orders is always printed).
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import type { CompiledQuery } from "kysely";
import { DEFAULT_ORDER_FILTER, ORDER_SORTS, type OrderListFilter } from "../src/shared/admin";
import { ATTENTION_GROUPS } from "../src/shared/attention";
import { todayInIndia } from "../src/shared/dates";
import { ORDER_PAGE_SIZE, parseOrderCursor, type OrderPageQuery } from "../src/shared/order-pages";
import { dashboardFigures, figureQueries } from "../src/server/admin/dashboard-figures";
import {
  attentionCounts,
  attentionCountsQuery,
  planOrderPage,
  readOrderPage,
  SORT_INDEX,
} from "../src/server/admin/order-pages";
import { loadCustomerDetail } from "../src/server/customers/customer-detail";
import { openDatabase } from "../src/server/db/open-database";
import { planOf, wholeReads } from "../src/server/test-support/plan-reads";
import { pick } from "./bench-owners/picks";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "40" },
    plans: { type: "boolean", default: false },
  },
});
const RUNS = Number(values.runs);

const db = await openDatabase({
  dataDir: process.env.DATA_DIR ?? "./data",
  databaseUrl: process.env.DATABASE_URL,
  sampleOrders: false,
});
const engine = db.engine;
const now = new Date();
const today = todayInIndia(now);
const { n } = await db.db
  .selectFrom("orders")
  .select((eb) => eb.fn.countAll<number | string>().as("n"))
  .executeTakeFirstOrThrow();
console.log(
  `${engine}: ${Number(n)} orders, today ${today}; machine load ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores\n`,
);

const query = (f: Partial<OrderListFilter> & { cursor?: string }): OrderPageQuery => ({
  ...DEFAULT_ORDER_FILTER,
  ...f,
  limit: ORDER_PAGE_SIZE.default,
  cursor: f.cursor ? parseOrderCursor(f.cursor) : undefined,
});

/** A page `pages - 1` pages on from the first. */
async function cursorAfter(
  f: Partial<OrderListFilter>,
  pages: number,
): Promise<string | undefined> {
  let cursor: string | undefined;
  for (let i = 1; i < pages; i++) {
    const page = await readOrderPage(db.db, engine, query({ ...f, cursor }), today);
    if (!page.nextCursor) return cursor;
    cursor = page.nextCursor;
  }
  return cursor;
}

/** The page's plan, and its lines that read a whole table or index (plan-reads.ts). */
async function plan(q: OrderPageQuery): Promise<{ text: string; whole: string[] }> {
  const { page, source } = await planOrderPage(db.db, engine, q, today);
  const lines = await planOf(db.db, engine, page.compile(db.db));
  const walks =
    source.kind === "walk"
      ? [...Object.values(SORT_INDEX[q.sort]), "orders_pkey", "orders_order_date_idx"]
      : [];
  return {
    text: `${source.kind === "index" ? source.index : source.kind}: ${lines.join(" | ")}`,
    whole: wholeReads(lines, engine, walks),
  };
}

/** The same for a query of its own (the counts, the dashboard's figures). */
async function planOfQuery(query: CompiledQuery, allowWhole = 0) {
  const lines = await planOf(db.db, engine, query);
  return { text: lines.join(" | "), whole: wholeReads(lines, engine).slice(allowWhole) };
}

async function time(
  label: string,
  read: () => Promise<unknown>,
  planned?: () => Promise<{ text: string; whole: string[] }>,
) {
  const times: number[] = [];
  const cpu: number[] = [];
  let size = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const used = process.cpuUsage();
    const answer = await read();
    const spent = process.cpuUsage(used);
    times.push(performance.now() - start);
    // This process's own CPU (SQLite's work and the answer's JSON; not PostgreSQL's server):
    // what the read costs when other programs share the machine's cores.
    cpu.push((spent.user + spent.system) / 1000);
    size = Buffer.byteLength(JSON.stringify(answer));
  }
  const at = (list: number[], p: number) => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  };
  const ms = (n: number) => n.toFixed(1).padStart(6);
  const planned_ = planned ? await planned() : { text: "", whole: [] };
  const scan = planned_.whole.length > 0 ? "  READS A WHOLE TABLE OR INDEX" : "";
  console.log(
    `${label.padEnd(40)} p50 ${ms(at(times, 50))} p99 ${ms(at(times, 99))} ms | cpu p50 ${ms(at(cpu, 50))} p99 ${ms(at(cpu, 99))} ms | ${(size / 1024).toFixed(1).padStart(5)} KB${scan}`,
  );
  if (values.plans || scan) console.log(`    ${planned_.text}`);
}

const views: [string, Partial<OrderListFilter>][] = [
  ["default (active, newest first)", {}],
  ...ORDER_SORTS.flatMap((sort) =>
    (["asc", "desc"] as const).map((dir): [string, Partial<OrderListFilter>] => [
      `sort ${sort} ${dir}`,
      { sort, dir },
    ]),
  ),
  ...ATTENTION_GROUPS.map((g): [string, Partial<OrderListFilter>] => [
    `attention ${g}`,
    { attention: g },
  ]),
  ["attention overdue, by customer", { attention: "overdue", sort: "customer", dir: "asc" }],
  ["cancelled", { state: "cancelled" }],
  ["cancelled, by balance", { state: "cancelled", sort: "balance", dir: "desc" }],
  ["all states", { state: "all" }],
  ["priority urgent", { priority: "urgent" }],
  ["priority low, by delivery", { priority: "low", sort: "delivery", dir: "asc" }],
  ["money due", { moneyDue: true }],
  ["money due, by customer", { moneyDue: true, sort: "customer", dir: "asc" }],
  ["search an ID", { search: "RR2024001" }],
  ["search part of an ID", { search: "2024001" }],
  ["search a first name", { search: "priya" }],
  ["search a surname", { search: "Sharma" }],
  ["search a full name", { search: "Priya Sharma" }],
  ["search one letter", { search: "a" }],
  ["search two letters", { search: "ya" }],
  ["search two rare letters", { search: "zq" }],
  ["search, no match", { search: "qqqq" }],
  ["search longer than a key", { search: "Kavita Khandelwal" }],
  ["search 'ab' + urgent", { search: "ab", priority: "urgent" }],
  ["search 'ma' + money due + cancelled", { search: "ma", moneyDue: true, state: "cancelled" }],
];

for (const [label, f] of views) {
  await time(
    label,
    () => readOrderPage(db.db, engine, query(f), today),
    () => plan(query(f)),
  );
}
for (const [label, f] of [
  ["page 2, newest first", {}],
  ["page 10, newest first", {}],
  ["page 10, by customer", { sort: "customer", dir: "asc" }],
  ["page 10, by balance desc", { sort: "balance", dir: "desc" }],
  ["page 3, money due by customer", { moneyDue: true, sort: "customer", dir: "asc" }],
] as [string, Partial<OrderListFilter>][]) {
  const pages = Number(/page (\d+)/.exec(label)![1]);
  const cursor = await cursorAfter(f, pages);
  await time(
    label,
    () => readOrderPage(db.db, engine, query({ ...f, cursor }), today),
    () => plan(query({ ...f, cursor })),
  );
}
await time(
  "attention counts",
  () => attentionCounts(db.db, engine, today),
  () => planOfQuery(attentionCountsQuery(engine, today).compile(db.db)),
);
await time("dashboard figures", () => dashboardFigures(db.db, now));
// A customer's page: her orders are read by her ID alone (the same picks as npm run bench).
const picks = await pick(db);
await time("customer's page (one order)", () => loadCustomerDetail(db.db, picks.oneOrderCustomer));
await time("customer's page (her most orders)", () =>
  loadCustomerDetail(db.db, picks.loyalCustomer),
);
for (const [name, query] of Object.entries(figureQueries(db.db, now))) {
  // The count of every order reads the smallest index whole (the one such figure).
  const { text, whole } = await planOfQuery(query.compile(db.db), name === "total" ? 1 : 0);
  if (values.plans || whole.length > 0)
    console.log(
      `  dashboard ${name}${whole.length ? ": READS A WHOLE TABLE OR INDEX" : ""}\n    ${text}`,
    );
}
await db.close();
