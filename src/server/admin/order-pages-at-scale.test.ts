/**
 * The orders list, its counts, the dashboard's figures, a customer's page and the orders and
 * payments CSV with more than 70,000 orders, on both engines: every read answers (no statement's
 * parameters grow with the rows: SQLite refuses more than 32,766, PostgreSQL more than 65,535),
 * a page is small, no read of a page or a count walks a whole table (EXPLAIN QUERY PLAN /
 * EXPLAIN, with the statistics a database of this size has), and the streamed exports are the
 * same files as before they were streamed (issue 27 §3; csv-streaming.test.ts has the filters).
 * One file for all of them: the 70,000 orders are loaded once per engine.
 */
import type { Hono } from "hono";
import { CompiledQuery, sql } from "kysely";
import { beforeAll, expect, it, vi } from "vitest";
import {
  DEFAULT_ORDER_FILTER,
  ORDER_SORTS,
  orderFilterQuery,
  OrderListQuerySchema,
  SORT_DIRECTIONS,
  type OrderListFilter,
} from "../../shared/admin";
import { ATTENTION_GROUPS } from "../../shared/attention";
import { ORDER_PAGE_SIZE, parseOrderCursor, type OrderPage } from "../../shared/order-pages";
import { PRIORITIES } from "../../shared/orders";
import { SAMPLE_ORDERS } from "../../shared/sample-orders";
import { loadCustomerDetail } from "../customers/customer-detail";
import { createAdminTestApp, sessionTokenFor, withToken } from "../test-support/admin-app";
import { ordersCsvBefore, paymentsCsvBefore } from "../test-support/csv-exports-before";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { addManyOrders, withBulkConnection } from "../test-support/many-orders";
import { planOf, wholeReads } from "../test-support/plan-reads";
import { dashboardFigures, figureQueries } from "./dashboard-figures";
import { attentionCountsQuery, planOrderPage, SORT_INDEX } from "./order-pages";

// Loading 70,000 orders with their steps and payments takes a while on a busy machine.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 900_000 });

const ORDERS = 70_001;
const NOW = new Date("2026-11-20T06:00:00Z");
const TODAY = "2026-11-20";

const VIEWS: Partial<OrderListFilter>[] = [
  {},
  ...ORDER_SORTS.flatMap((sort) => SORT_DIRECTIONS.map((dir) => ({ sort, dir }))),
  ...ATTENTION_GROUPS.map((attention) => ({ attention })),
  { attention: "overdue", sort: "customer", dir: "asc" },
  { state: "cancelled" },
  { state: "all", sort: "balance", dir: "desc" },
  ...PRIORITIES.map((priority) => ({ priority })),
  { moneyDue: true },
  { moneyDue: true, sort: "customer", dir: "asc" },
  { search: "1000123" },
  { search: "priya" },
  { search: "sharma", sort: "delivery", dir: "asc" },
  { search: "a" },
  { search: "zq" },
  { search: "Kavita Khandelwal" },
];

describeEachEngine("the orders list with 70,000 orders", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let token: string;

  beforeAll(async () => {
    await withBulkConnection(testDb.location.config, async (db) => {
      await addManyOrders(db, engine, { orders: ORDERS, customers: 23_000, today: TODAY });
      // What a database of this size has after its routine maintenance (autovacuum, PRAGMA
      // optimize): statistics, and on PostgreSQL a visibility map for index-only reads.
      await sql`${sql.raw(engine === "postgres" ? "vacuum analyze" : "analyze")}`.execute(db);
    });
    app = await createAdminTestApp(testDb.db, () => NOW);
    token = await sessionTokenFor(testDb.db, "sunita", NOW);
  });

  /**
   * Fails on a plan that reads a whole table, or a whole index of every order (plan-reads.ts):
   * besides a partial index, only the sort's index of a page that walks it (`walks`) and, for
   * the dashboard's count of every order, the smallest index (`counts`).
   */
  async function expectIndexed(
    label: string,
    query: CompiledQuery,
    allowed: { walks?: readonly string[]; counts?: boolean } = {},
  ) {
    const lines = await planOf(testDb.db.db, engine, query);
    const whole = wholeReads(lines, engine, allowed.walks);
    if (allowed.counts) whole.splice(0, 1);
    expect(whole, `${label}\n${lines.join("\n")}`).toEqual([]);
    return lines.join("\n");
  }

  it("answers every view, filter, search, group and sort, first page and further on", async () => {
    for (const f of VIEWS) {
      const filter = { ...DEFAULT_ORDER_FILTER, ...f };
      let cursor: string | null = null;
      for (let page = 1; page <= 3; page++) {
        const res = await app.request(
          `/api/admin/orders?${orderFilterQuery(filter)}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
          withToken(token),
        );
        const text = await res.text();
        expect(res.status, `${JSON.stringify(f)} page ${page}: ${text.slice(0, 200)}`).toBe(200);
        // A page is small however many orders there are.
        expect(Buffer.byteLength(text), JSON.stringify(f)).toBeLessThan(100 * 1024);
        const answer = JSON.parse(text) as OrderPage;
        expect(answer.orders.length).toBeLessThanOrEqual(ORDER_PAGE_SIZE.default);

        const query = {
          ...filter,
          limit: ORDER_PAGE_SIZE.default,
          cursor: cursor ? parseOrderCursor(cursor) : undefined,
        };
        const plan = await planOrderPage(testDb.db.db, engine, query, TODAY);
        const compiled = plan.page.compile(testDb.db.db);
        // The page's parameters: the filter's and the cursor's, never one per row.
        expect(compiled.parameters.length, JSON.stringify(f)).toBeLessThanOrEqual(12);
        await expectIndexed(`${JSON.stringify(f)} page ${page} (${plan.source.kind})`, compiled, {
          // The sort's index (PostgreSQL's key is orders_pkey), read in order up to the page.
          walks:
            plan.source.kind === "walk"
              ? [...Object.values(SORT_INDEX[filter.sort]), "orders_pkey", "orders_order_date_idx"]
              : undefined,
        });

        cursor = answer.nextCursor;
        if (!cursor) break;
      }
    }
  });

  it("counts the attention groups from their indexes", async () => {
    const plan = await expectIndexed(
      "counts",
      attentionCountsQuery(engine, TODAY).compile(testDb.db.db),
    );
    if (engine === "sqlite")
      for (const group of ["orders_open_idx", "orders_ready_idx", "orders_unpaid_delivered_idx"])
        expect(plan).toContain(group);
  });

  it("reads the dashboard's figures and a customer's page", async () => {
    const figures = await dashboardFigures(testDb.db.db, NOW);
    expect(figures.ordersTotal).toBe(ORDERS + SAMPLE_ORDERS.length);
    for (const [name, query] of Object.entries(figureQueries(testDb.db.db, NOW)))
      await expectIndexed(`dashboard ${name}`, query.compile(testDb.db.db), {
        // The one figure that counts every order: the smallest index's entries.
        counts: name === "total",
      });
    const customer = await testDb.db.db
      .selectFrom("customers")
      .select("id")
      .where("phone_key", "=", "RR1999000007")
      .executeTakeFirstOrThrow();
    const detail = await loadCustomerDetail(testDb.db.db, customer.id);
    expect(detail!.orders.length).toBeGreaterThan(2);
  });

  it("exports every order and payment, the same files as before they were streamed", async () => {
    const csv = async (path: string) => {
      const res = await app.request(path, withToken(token));
      expect(res.status).toBe(200);
      return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    };
    const rowsOf = (file: string) => file.slice(1).split("\r\n").slice(1, -1);
    const orders = await csv("/api/admin/orders/export.csv?state=all");
    expect(rowsOf(orders)).toHaveLength(ORDERS + SAMPLE_ORDERS.length);
    const payments = await csv("/api/admin/orders/payments/export.csv");
    expect(rowsOf(payments).length).toBeGreaterThan(ORDERS);
    // The old exports read everything at once: on a connection without the server's time limits.
    const filter = OrderListQuerySchema.parse({ state: "all" });
    const [ordersBefore, paymentsBefore] = await withBulkConnection(
      testDb.location.config,
      async (db) => [await ordersCsvBefore(db, filter, NOW), await paymentsCsvBefore(db)],
    );
    expect(orders).toBe(ordersBefore);
    expect(payments).toBe(paymentsBefore);
  });
});
