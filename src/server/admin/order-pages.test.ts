/**
 * The orders list in pages (GET /api/admin/orders): every filter, search, attention group and
 * sort, read page by page, gives exactly the rows the browser's own rule (filterAdminOrders)
 * picks from every order, in the sort's order; read both from the filter's index and by walking
 * the sort's index; the attention counts are exact; orders changing between two pages neither
 * repeat nor hide the others.
 */
import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import {
  DEFAULT_ORDER_FILTER,
  filterAdminOrders,
  ORDER_SORTS,
  orderFilterQuery,
  SORT_DIRECTIONS,
  type AdminOrderDetail,
  type AdminOrderSummary,
  type OrderListFilter,
  type OrderSort,
  type SortDirection,
} from "../../shared/admin";
import { ATTENTION_GROUPS, attentionCounts } from "../../shared/attention";
import { parseOrderCursor, type OrderPage } from "../../shared/order-pages";
import { PRIORITIES } from "../../shared/orders";
import { createAdminTestApp, sessionTokenFor, withToken } from "../test-support/admin-app";
import { jsonPost } from "../test-support/api-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { addManyOrders } from "../test-support/many-orders";
import { newOrderBody, paymentBody } from "../test-support/order-bodies";
import { allOrderSummaries, readOrderPage } from "./order-pages";

const NOW = new Date("2026-03-02T06:00:00Z");
const TODAY = "2026-03-02";

/** What each sort compares, as the databases do for ASCII names. */
const KEY: Record<OrderSort, (o: AdminOrderSummary) => string | number> = {
  ordered: (o) => o.orderDate,
  id: (o) => o.orderId,
  customer: (o) => o.customerName.toLowerCase(),
  delivery: (o) => o.expectedDelivery,
  step: (o) => o.currentStep,
  balance: (o) => o.balanceRupees,
};
const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/** The rows the list must show, in order: the browser's filter rule over every order. */
function expected(all: AdminOrderSummary[], f: OrderListFilter): string[] {
  const sign = f.dir === "asc" ? 1 : -1;
  const tie = f.sort === "ordered" ? 1 : sign;
  return filterAdminOrders(all, f, TODAY)
    .sort(
      (a, b) =>
        sign * compare(KEY[f.sort](a), KEY[f.sort](b)) || tie * compare(a.orderId, b.orderId),
    )
    .map((o) => o.orderId);
}

const filter = (f: Partial<OrderListFilter>): OrderListFilter => ({
  ...DEFAULT_ORDER_FILTER,
  ...f,
});

/** Filters the owners have: each alone, and some together. */
const FILTERS: Partial<OrderListFilter>[] = [
  {},
  { state: "cancelled" },
  { state: "all" },
  ...PRIORITIES.map((priority) => ({ priority })),
  { moneyDue: true },
  { moneyDue: true, state: "all" },
  ...ATTENTION_GROUPS.map((attention) => ({ attention })),
  { attention: "overdue", priority: "urgent" },
  { attention: "due-soon", search: "a" },
  { search: "0000012" },
  { search: "rr1999100001" },
  { search: "PRIYA" },
  { search: "  sharma " },
  { search: "a" },
  { search: "ya s" },
  { search: "zz" },
  { search: "Sunita Khandelwal" },
  { search: "kavita khandelwalx" },
  { search: "100%" },
  { search: "_" },
  { search: "É" },
  { search: "é" },
  { search: "सुनीता" },
  { search: "a", priority: "low", moneyDue: true },
];

describeEachEngine("the orders list in pages", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let token: string;
  const get = async <T>(path: string) => {
    const res = await app.request(`/api/admin${path}`, withToken(token));
    return { status: res.status, json: (await res.json()) as T };
  };
  const post = async (path: string, body: unknown) => {
    const res = await app.request(`/api/admin${path}`, withToken(token, jsonPost(body)));
    expect(res.status, await res.clone().text()).toBeOneOf([200, 201]);
    return (await res.json()) as AdminOrderDetail;
  };
  const all = () => allOrderSummaries(testDb.db.db);

  /** Every page of the list with this filter, `limit` rows at a time, through the API. */
  async function pagesOf(f: OrderListFilter, limit: number): Promise<AdminOrderSummary[][]> {
    const pages: AdminOrderSummary[][] = [];
    let cursor: string | null = null;
    do {
      const query: string = `${orderFilterQuery(f)}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const { status, json } = await get<OrderPage>(`/orders?${query}`);
      expect(status, JSON.stringify(json)).toBe(200);
      expect(json.orders.length).toBeLessThanOrEqual(limit);
      // Only the last page may be short (or empty, for a list of nothing).
      if (json.nextCursor) expect(json.orders).toHaveLength(limit);
      pages.push(json.orders);
      cursor = json.nextCursor;
    } while (cursor && pages.length < 200);
    return pages;
  }
  const idsOf = (pages: AdminOrderSummary[][]) => pages.flat().map((o) => o.orderId);

  /** The same, read straight from the database, from the filter's index or the sort's. */
  async function readAll(f: OrderListFilter, limit: number, driverLimit: number) {
    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await readOrderPage(
        testDb.db.db,
        engine,
        { ...f, limit, cursor: cursor ? parseOrderCursor(cursor) : undefined },
        TODAY,
        driverLimit,
      );
      ids.push(...page.orders.map((o) => o.orderId));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return ids;
  }

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => NOW);
    token = await sessionTokenFor(testDb.db, "sunita", NOW);
    // 300 orders over the last 150 days: many in hand, ready, overdue, owing.
    await addManyOrders(testDb.db.db, engine, {
      orders: 300,
      customers: 90,
      today: TODAY,
      spanDays: 150,
      unpaidEvery: 4,
    });
    // Names the search must take care with.
    for (const name of [
      "Zoë Émilie D'souza",
      "सुनीता शर्मा",
      "Anita 100% Jain",
      "Kavita_Khandelwal Mathur",
      "Sunita Khandelwal",
    ])
      await post("/orders", newOrderBody({ customer: { ...newOrderBody().customer, name } }));
  });

  it("gives every filter's orders across pages, as the browser's rule picks them", async () => {
    const every = await all();
    expect(every.length).toBeGreaterThan(300);
    for (const f of FILTERS) {
      const wanted = expected(every, filter(f));
      expect(idsOf(await pagesOf(filter(f), 7)), JSON.stringify(f)).toEqual(wanted);
    }
    // Each filter really picks some and leaves some (a filter of everything proves nothing).
    for (const f of [
      { state: "cancelled" },
      { moneyDue: true },
      ...ATTENTION_GROUPS.map((attention) => ({ attention })),
    ] as Partial<OrderListFilter>[]) {
      const n = expected(every, filter(f)).length;
      expect(n, JSON.stringify(f)).toBeGreaterThan(7);
      expect(n, JSON.stringify(f)).toBeLessThan(every.length / 2);
    }
  });

  it("reads the same from a filter's own index as by walking the sort's", async () => {
    const every = await all();
    for (const f of FILTERS)
      for (const sorting of [
        { sort: "ordered", dir: "desc" },
        { sort: "customer", dir: "asc" },
        { sort: "balance", dir: "desc" },
      ] as const) {
        const wanted = expected(every, filter({ ...f, ...sorting }));
        const label = JSON.stringify({ ...f, ...sorting });
        expect(await readAll(filter({ ...f, ...sorting }), 11, 0), label).toEqual(wanted);
        expect(await readAll(filter({ ...f, ...sorting }), 11, Infinity), label).toEqual(wanted);
      }
  });

  it("sorts by every column, both ways, across pages, ties by order ID", async () => {
    const every = await all();
    for (const sort of ORDER_SORTS)
      for (const dir of SORT_DIRECTIONS)
        for (const f of [{ state: "all" }, { moneyDue: true }, { search: "a" }] as const) {
          const wanted = expected(every, filter({ ...f, sort, dir }));
          expect(idsOf(await pagesOf(filter({ ...f, sort, dir }), 37)), `${sort} ${dir}`).toEqual(
            wanted,
          );
        }
  });

  it("counts each attention group exactly, with every page", async () => {
    const every = await all();
    const counts = attentionCounts(every, TODAY);
    for (const group of ATTENTION_GROUPS) expect(counts[group]).toBeGreaterThan(0);
    const first = await get<OrderPage>("/orders");
    expect(first.json.attention).toEqual(counts);
    const later = await get<OrderPage>(
      `/orders?limit=5&cursor=${encodeURIComponent(first.json.nextCursor!)}`,
    );
    expect(later.json.attention).toEqual(counts);
  });

  it("shows each row once when orders are taken, changed and cancelled between pages", async () => {
    for (const sorting of [
      { sort: "ordered", dir: "desc" },
      { sort: "customer", dir: "asc" },
      { sort: "delivery", dir: "asc" },
    ] as { sort: OrderSort; dir: SortDirection }[]) {
      const f = filter({ state: "all", ...sorting });
      const before = expected(await all(), f);
      const page1 = await get<OrderPage>(`/orders?${orderFilterQuery(f)}&limit=20`);
      const seen = page1.json.orders.map((o) => o.orderId);
      expect(seen).toEqual(before.slice(0, 20));

      // Between the pages: a new order, a payment and a cancellation of orders not yet seen,
      // a step change of one already seen.
      await post("/orders", newOrderBody());
      const unseen = before.slice(40, 43);
      const owing = (await all()).find(
        (o) => before.slice(40).includes(o.orderId) && !o.cancelled && o.balanceRupees > 100,
      )!;
      await post(`/orders/${owing.orderId}/payments`, paymentBody({ amountRupees: 100 }));
      await post(`/orders/${unseen[1]}/notes`, {
        audience: "internal",
        text: "Asked about the colour",
      });
      await post(`/orders/${seen[3]}/notes`, { audience: "internal", text: "Called her" });

      const rest: string[] = [];
      let cursor = page1.json.nextCursor;
      while (cursor) {
        const page = await get<OrderPage>(
          `/orders?${orderFilterQuery(f)}&limit=20&cursor=${encodeURIComponent(cursor)}`,
        );
        rest.push(...page.json.orders.map((o) => o.orderId));
        cursor = page.json.nextCursor;
      }
      // Every order that was there is shown once, in its place; a new one only if it sorts
      // after the first page (before it, the list's refresh shows it).
      const after = expected(await all(), f);
      expect(rest, JSON.stringify(sorting)).toEqual(after.slice(after.indexOf(seen.at(-1)!) + 1));
      const shown = [...seen, ...rest];
      expect(new Set(shown).size).toBe(shown.length);
      expect(shown.filter((id) => before.includes(id))).toEqual(before);
    }
  });

  it("refuses a page size or cursor it cannot use, naming the field", async () => {
    const first = await get<OrderPage>("/orders?limit=3");
    for (const [query, field] of [
      ["limit=0", "limit"],
      ["limit=201", "limit"],
      ["limit=ten", "limit"],
      ["cursor=nonsense", "cursor"],
      ["cursor=ordered.desc.W10", "cursor"],
      [`sort=customer&dir=asc&cursor=${encodeURIComponent(first.json.nextCursor!)}`, "cursor"],
    ] as const) {
      const res = await get<{ field?: string }>(`/orders?${query}`);
      expect([query, res.status, res.json.field]).toEqual([query, 400, field]);
    }
  });
});
