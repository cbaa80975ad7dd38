import type { Hono } from "hono";
import { CompiledQuery, sql } from "kysely";
import { beforeAll, expect, it } from "vitest";
import {
  DEFAULT_ORDER_FILTER,
  ORDER_SORTS,
  SORT_DIRECTIONS,
  type AdminOrderDetail,
  type AdminOrderSummary,
  type OrderSort,
} from "../../shared/admin";
import { SAMPLE_ORDERS } from "../../shared/sample-orders";
import {
  allowTimeForScrypt,
  createAdminTestApp,
  loginAs,
  withToken,
} from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { newOrderBody, paymentBody } from "../test-support/order-bodies";
import { planOrderPage } from "./order-pages";

allowTimeForScrypt();

/** What each sort compares, as the list shows it (names ignoring case, by code point). */
const KEY: Record<OrderSort, (o: AdminOrderSummary) => string | number> = {
  ordered: (o) => o.orderDate,
  id: (o) => o.orderId,
  customer: (o) => o.customerName.toLowerCase(),
  delivery: (o) => o.expectedDelivery,
  step: (o) => o.currentStep,
  balance: (o) => o.balanceRupees,
};
const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

function expectedOrder(rows: AdminOrderSummary[], sort: OrderSort, dir: "asc" | "desc") {
  const sign = dir === "asc" ? 1 : -1;
  const tie = sort === "ordered" ? 1 : sign;
  return [...rows]
    .sort(
      (a, b) => sign * compare(KEY[sort](a), KEY[sort](b)) || tie * compare(a.orderId, b.orderId),
    )
    .map((o) => o.orderId);
}

describeEachEngine("the orders list sorted by the server", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let token: string;
  const get = (url: string) => app.request(url, withToken(token));
  const list = async (query: string) => {
    const res = await get(`/api/admin/orders${query}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { orders: AdminOrderSummary[] }).orders;
  };

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => new Date("2024-02-01T10:00:00Z"));
    token = (await loginAs(app)).token;
    const send = (path: string, body: unknown) =>
      app.request(
        `/api/admin${path}`,
        withToken(token, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
      );
    // A name typed in small letters sorts among the others, not after them all.
    const taken = await send(
      "/orders",
      newOrderBody({
        customer: { ...newOrderBody().customer, name: "aarti bhatt" },
        orderDate: "2024-02-01",
        expectedDelivery: "2024-02-05",
        amountRupees: 9000,
      }),
    );
    expect(taken.status).toBe(201);
    // The dearest sample, nearly paid: the balance sort counts what was paid.
    const pooja = SAMPLE_ORDERS.find((o) => o.customerName === "Pooja Mehta")!;
    const paid = await send(
      `/orders/${pooja.orderId}/payments`,
      paymentBody({ amountRupees: pooja.amountRupees - 100, paidOn: "2024-02-01" }),
    );
    expect(paid.status, await paid.clone().text()).toBe(201);
    expect(((await paid.json()) as AdminOrderDetail).order.balanceRupees).toBe(100);
  });

  it("sorts by every column, both ways, ties by order ID", async () => {
    const rows = await list("");
    expect(rows).toHaveLength(SAMPLE_ORDERS.length + 1);
    expect(rows.map((o) => o.orderId)).toEqual(expectedOrder(rows, "ordered", "desc"));
    for (const sort of ORDER_SORTS)
      for (const dir of SORT_DIRECTIONS) {
        const sorted = await list(`?sort=${sort}&dir=${dir}`);
        expect(
          sorted.map((o) => o.orderId),
          `${sort} ${dir}`,
        ).toEqual(expectedOrder(rows, sort, dir));
      }
    const byName = (await list("?sort=customer&dir=asc")).map((o) => o.customerName);
    expect(byName.slice(0, 2)).toEqual(["aarti bhatt", "Aarti Gupta"]);
    const byBalance = await list("?sort=balance&dir=desc");
    expect(byBalance.at(-1)!.customerName).toBe("Pooja Mehta");
  });

  it("refuses a sort it does not know, naming the part", async () => {
    for (const [query, field] of [
      ["?sort=price", "sort"],
      ["?sort=delivery&dir=up", "dir"],
    ] as const) {
      const res = await get(`/api/admin/orders${query}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { field?: string }).field).toBe(field);
    }
  });

  it("reads each sorted column in its index's order: no sort of every order", async () => {
    const db = testDb.db.db;
    for (const sort of ORDER_SORTS)
      for (const dir of SORT_DIRECTIONS) {
        const { page, source } = await planOrderPage(
          db,
          engine,
          { ...DEFAULT_ORDER_FILTER, sort, dir, limit: 100 },
          "2024-02-01",
        );
        expect(source.kind).toBe("walk");
        const query = page.compile(db);
        const explain = (prefix: string) =>
          db.executeQuery<Record<string, string>>(
            CompiledQuery.raw(prefix + query.sql, [...query.parameters]),
          );
        if (engine === "sqlite") {
          const plan = await explain("explain query plan ");
          const steps = plan.rows.map((r) => r.detail).join("\n");
          expect(steps, `${sort} ${dir}`).toMatch(/SCAN o USING (COVERING )?INDEX/);
          // Only the page's own rows (at most 101) are put in order again.
          expect(steps, `${sort} ${dir}`).not.toMatch(/SCAN o\b(?! USING)/);
        } else {
          // A few rows: PostgreSQL would rather sort them; forbidding that shows an index can do it.
          const steps = await db.transaction().execute(async (trx) => {
            await sql`set local enable_sort = off`.execute(trx);
            await sql`set local enable_seqscan = off`.execute(trx);
            const plan = await trx.executeQuery<{ "QUERY PLAN": string }>(
              CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
            );
            return plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
          });
          expect(steps, `${sort} ${dir}`).toMatch(/Index Scan|Index Only Scan/);
          expect(steps, `${sort} ${dir}`).not.toMatch(/Seq Scan on orders/);
        }
      }
  });
});
