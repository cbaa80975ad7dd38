/**
 * The orders list's and the dashboard's reads on a loaded database: for each view, filter,
 * search, attention group and sort (first page and pages further on), p50 / p99 over repeated
 * reads, the answer's size, and the plan the database runs (EXPLAIN QUERY PLAN on SQLite,
 * EXPLAIN on PostgreSQL), flagged when it reads a whole table. Not a test: it prints figures.
 *
 *   DATA_DIR=/tmp/busy npx tsx scripts/orders-list-timings.ts [--runs 40] [--plans]
 *   DATABASE_URL=postgres://… npx tsx scripts/orders-list-timings.ts
 *
 * on a database filled by npm run db:load-sample -- --years 5 (README). --plans prints every
 * plan (a plan reading a whole table of orders is always printed).
 */
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { CompiledQuery } from "kysely";
import { DEFAULT_ORDER_FILTER, ORDER_SORTS, type OrderListFilter } from "../src/shared/admin";
import { ATTENTION_GROUPS } from "../src/shared/attention";
import { todayInIndia } from "../src/shared/dates";
import { ORDER_PAGE_SIZE, parseOrderCursor, type OrderPageQuery } from "../src/shared/order-pages";
import { dashboardFigures } from "../src/server/admin/dashboard-figures";
import { planOrderPage, readOrderPage } from "../src/server/admin/order-pages";
import { openDatabase } from "../src/server/db/open-database";

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
console.log(`${engine}: ${Number(n)} orders, today ${today}\n`);

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

async function plan(q: OrderPageQuery): Promise<string> {
  const { page, source } = await planOrderPage(db.db, engine, q, today);
  const compiled = page.compile(db.db);
  const explain = engine === "sqlite" ? "explain query plan " : "explain ";
  const { rows } = await db.db.executeQuery<Record<string, string>>(
    CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]),
  );
  const text = rows.map((r) => Object.values(r).at(-1)).join(" | ");
  return `${source.kind === "index" ? source.index : source.kind}: ${text}`;
}

const FULL_SCAN = engine === "sqlite" ? /\bSCAN (o|orders)\b(?! USING)/ : /Seq Scan on orders/;

async function time(label: string, read: () => Promise<unknown>, planOf?: () => Promise<string>) {
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const answer = await read();
    times.push(performance.now() - start);
    size = Buffer.byteLength(JSON.stringify(answer));
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
  const planText = planOf ? await planOf() : "";
  const scan = FULL_SCAN.test(planText) ? "  FULL SCAN" : "";
  console.log(
    `${label.padEnd(44)} p50 ${at(50).toFixed(1).padStart(6)} ms  p99 ${at(99).toFixed(1).padStart(6)} ms  ${(size / 1024).toFixed(1).padStart(6)} KB${scan}`,
  );
  if (values.plans || scan) console.log(`    ${planText}`);
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
await time("dashboard figures", () => dashboardFigures(db.db, now));
await db.close();
