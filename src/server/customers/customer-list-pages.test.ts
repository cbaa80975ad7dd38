import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import { SORT_DIRECTIONS, type AdminOrderDetail } from "../../shared/admin";
import {
  CUSTOMER_SORTS,
  CustomerListQuerySchema,
  type CustomerPage,
  type CustomerSort,
} from "../../shared/customer-list";
import { searchKey, type CustomerDetail, type CustomerListRow } from "../../shared/customers";
import { phoneKey, phoneSearchDigits } from "../../shared/phone";
import {
  allowTimeForScrypt,
  createAdminTestApp,
  sessionTokenFor,
  withToken,
} from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { explain } from "../test-support/query-plan";
import { newOrderBody, paymentBody } from "../test-support/order-bodies";
import { loadCustomerDetail } from "./customer-detail";
import { customerPageQuery } from "./customer-list";

allowTimeForScrypt();

const NOW = new Date("2026-03-10T10:00:00Z");
const TODAY = "2026-03-10";

/** What each sort compares, as the server does (the test's names and cities are ASCII). */
const KEY: Record<CustomerSort, (c: CustomerListRow) => string | number> = {
  name: (c) => c.name.toLowerCase(),
  phone: (c) => phoneKey(c.phone),
  city: (c) => c.address.city.toLowerCase(),
  type: (c) => c.type,
  orders: (c) => c.orderCount,
  balance: (c) => c.balanceRupees,
  last: (c) => c.lastOrderDate ?? "",
};
const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
const expectedOrder = (rows: CustomerListRow[], sort: CustomerSort, dir: "asc" | "desc") => {
  const sign = dir === "asc" ? 1 : -1;
  return [...rows]
    .sort((a, b) => sign * (compare(KEY[sort](a), KEY[sort](b)) || compare(a.id, b.id)))
    .map((c) => c.id);
};

describeEachEngine("the customers list, searched, sorted and paged by the server", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let token: string;
  const db = () => testDb.db.db;
  const request = async <T>(path: string, body?: unknown) => {
    const res = await app.request(
      `/api/admin${path}`,
      withToken(
        token,
        body === undefined
          ? {}
          : {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify(body),
            },
      ),
    );
    return { status: res.status, body: (await res.json()) as T & { field?: string } };
  };
  const page = async (query: Record<string, string>) => {
    const { status, body } = await request<CustomerPage>(
      `/customers?${new URLSearchParams(query)}`,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  };
  /** Every page from the first, `between` run after each page but the last. */
  const walk = async (query: Record<string, string>, between?: () => Promise<void>) => {
    const pages: CustomerPage[] = [];
    let cursor: string | null = null;
    do {
      const answer = await page(cursor ? { ...query, cursor } : query);
      pages.push(answer);
      cursor = answer.nextCursor;
      if (cursor) await between?.();
    } while (cursor);
    return pages;
  };
  const rowsOf = (pages: CustomerPage[]) => pages.flatMap((p) => p.customers);

  const customer = async (name: string, phone: string, city: string, type: string) => {
    const { status, body } = await request<CustomerDetail>("/customers", {
      name,
      phone,
      email: "",
      type,
      notes: "",
      address: { line: "", city, state: "Rajasthan", postalCode: "" },
    });
    expect(status, JSON.stringify(body)).toBe(201);
    return body.customer;
  };
  const order = async (customerId: number, name: string, phone: string, over = {}) => {
    const { status, body } = await request<AdminOrderDetail>(
      "/orders",
      newOrderBody({
        customerId,
        customer: { ...newOrderBody().customer, name, phone },
        ...over,
      }),
    );
    expect(status, JSON.stringify(body)).toBe(201);
    return body.order;
  };

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => NOW);
    token = await sessionTokenFor(testDb.db, "sunita", NOW);
    // Names in small letters sort among the others; cities, types and figures vary and repeat.
    const made = [
      ["aarti bhatt", "+91 97311 28464", "Udaipur", "custom"],
      ["Bhanwari Devi", "097311 55501", "jaipur", "wholesale"],
      ["Chanda Kanwar", "9829055502", "Ajmer", "retail"],
      ["Kamla Devi", "+91 98290 55503", "", "wholesale"],
      ["Zoya Khan", "+91 98290 55504", "Udaipur", "retail"],
    ] as const;
    const ids: number[] = [];
    for (const [name, phone, city, type] of made)
      ids.push((await customer(name, phone, city, type)).id);
    const [aarti, bhanwari, chanda] = ids as [number, number, number];
    const a1 = await order(aarti, "aarti bhatt", "+91 97311 28464", { amountRupees: 30000 });
    await order(aarti, "aarti bhatt", "+91 97311 28464", {
      amountRupees: 12000,
      orderDate: "2026-03-09",
    });
    expect(
      (await request(`/orders/${a1.orderId}/payments`, paymentBody({ amountRupees: 10000 })))
        .status,
    ).toBe(201);
    const b1 = await order(bhanwari, "Bhanwari Devi", "097311 55501", { amountRupees: 8000 });
    // A cancelled order owes nothing, but counts among her orders.
    expect(
      (await request(`/orders/${b1.orderId}/cancellation`, { reason: "Changed her mind" })).status,
    ).toBe(200);
    await order(chanda, "Chanda Kanwar", "9829055502", { amountRupees: 5000 });
  });

  it("sorts by every column both ways, ties by id, across pages of any size", async () => {
    const all = rowsOf(await walk({ limit: "100" }));
    expect(all.length).toBeGreaterThan(8);
    expect(all.map((c) => c.id)).toEqual(expectedOrder(all, "name", "asc"));
    for (const sort of CUSTOMER_SORTS)
      for (const dir of SORT_DIRECTIONS) {
        const pages = await walk({ sort, dir, limit: "3" });
        expect(pages[0]!.total).toBe(all.length);
        expect(
          rowsOf(pages).map((c) => c.id),
          `${sort} ${dir}`,
        ).toEqual(expectedOrder(all, sort, dir));
      }
    const byName = rowsOf(await walk({ limit: "100" })).map((c) => c.name);
    expect(byName.indexOf("aarti bhatt")).toBeLessThan(byName.indexOf("Bhanwari Devi"));
  });

  it("shows each customer's figures exactly as her orders and payments make them", async () => {
    const rows = rowsOf(await walk({ limit: "100" }));
    const orders = await db().selectFrom("orders").selectAll().execute();
    const payments = await db().selectFrom("payments").selectAll().execute();
    for (const c of rows) {
      const hers = orders.filter((o) => Number(o.customer_id) === c.id);
      const standing = hers.filter((o) => o.cancelled_at === null);
      const paid = payments
        .filter((p) => standing.some((o) => o.order_id === p.order_id))
        .reduce((sum, p) => sum + Number(p.amount_rupees), 0);
      expect(c, c.name).toMatchObject({
        orderCount: hers.length,
        lastOrderDate:
          hers
            .map((o) => o.order_date)
            .sort()
            .at(-1) ?? null,
        balanceRupees: standing.reduce((sum, o) => sum + Number(o.amount_rupees), 0) - paid,
        overdueOrders: standing.filter(
          (o) => o.customer_status !== "delivered" && o.expected_delivery < TODAY,
        ).length,
      });
    }
    const aarti = rows.find((c) => c.name === "aarti bhatt")!;
    expect(aarti).toMatchObject({ orderCount: 2, balanceRupees: 32000, overdueOrders: 0 });
    expect(rows.find((c) => c.name === "Bhanwari Devi")).toMatchObject({
      orderCount: 1,
      balanceRupees: 0,
    });
    // The samples of 2024 not yet delivered are overdue.
    expect(rows.some((c) => c.overdueOrders > 0)).toBe(true);
  });

  it("neither repeats nor loses a customer while customers arrive between pages", async () => {
    let arrivals = 0;
    for (const [sort, dir] of [
      ["name", "asc"],
      ["balance", "desc"],
      ["last", "desc"],
    ] as const) {
      const before = rowsOf(await walk({ sort, dir, limit: "100" })).map((c) => c.id);
      const pages = await walk({ sort, dir, limit: "2" }, async () => {
        const n = ++arrivals;
        // One before and one after wherever the pages have got to, by every sort.
        await customer(
          `Aaa ${sort} ${n}`,
          `+91 96${String(n).padStart(3, "0")}0 1${n}000`,
          "A",
          "retail",
        );
        await customer(
          `Zzz ${sort} ${n}`,
          `+91 95${String(n).padStart(3, "0")}0 1${n}000`,
          "Z",
          "retail",
        );
      });
      const seen = rowsOf(pages).map((c) => c.id);
      expect(new Set(seen).size, `${sort}: no row twice`).toBe(seen.length);
      for (const id of before) expect(seen, `${sort}: ${id} kept`).toContain(id);
    }
  });

  it("finds her by phone typed in any form, and by name ignoring case and spaces", async () => {
    for (const q of [
      "+91 97311 28464",
      "9731128464",
      "09731128464",
      "919731128464",
      "0091 97311 28464",
      "+91 97311",
      "0 97311 2",
      "97311-28464",
      "28464",
      "1128",
      "AARTI bhatt",
      "aa rti",
      "tibh",
    ]) {
      const found = rowsOf(await walk({ q, limit: "2" }));
      expect(
        found.map((c) => c.name),
        q,
      ).toContain("aarti bhatt");
      const digits = phoneSearchDigits(q);
      for (const c of found)
        expect(
          searchKey(c.name).includes(searchKey(q)) ||
            (digits !== "" && phoneKey(c.phone).includes(digits)),
          `${c.name} for ${q}`,
        ).toBe(true);
    }
    // Bhanwari's number begins 0973…: "+91 97311" is her number without its 0 too.
    expect(rowsOf(await walk({ q: "+91 97311" })).map((c) => c.name)).toContain("Bhanwari Devi");
    // The search, the type and the sort together, over pages of one.
    const devis = await walk({
      q: "devi",
      type: "wholesale",
      sort: "balance",
      dir: "desc",
      limit: "1",
    });
    expect(
      rowsOf(devis)
        .map((c) => c.name)
        .sort(),
    ).toEqual(["Bhanwari Devi", "Kamla Devi"]);
    expect(devis[0]!.total).toBe(2);
    expect((await page({ q: "no such customer" })).total).toBe(0);
  });

  it("refuses a bad query naming the part", async () => {
    const first = await page({ sort: "balance", dir: "desc", limit: "2" });
    for (const [query, field] of [
      ["sort=price", "sort"],
      ["dir=up", "dir"],
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["cursor=name.asc.x.y", "cursor"],
      ["cursor=orders.desc.5.many", "cursor"],
      // A cursor of another order cannot go on this one.
      [`sort=name&cursor=${encodeURIComponent(first.nextCursor!)}`, "cursor"],
    ] as const) {
      const { status, body } = await request(`/customers?${query}`);
      expect(status, query).toBe(400);
      expect(body.field, query).toBe(field);
    }
  });

  it("reads each sort and each search from an index: no sort of every customer, no full scan", async () => {
    const plan = async (query: Record<string, string>) => {
      const parsed = CustomerListQuerySchema.parse(query);
      const compiled = customerPageQuery(db(), parsed, TODAY).compile();
      // A search's few rows are best sorted; its matches come from the trigram index (a table of
      // this test's size is read more cheaply through any index: the primary key's is forbidden).
      return explain(
        db(),
        engine,
        compiled.sql,
        compiled.parameters,
        query.q ? { sort: false, indexScan: true } : { sort: true },
      );
    };
    for (const sort of CUSTOMER_SORTS)
      for (const dir of SORT_DIRECTIONS) {
        const first = await page({ sort, dir, limit: "1" });
        const queries: Record<string, string>[] = [
          { sort, dir },
          { sort, dir, cursor: first.nextCursor! },
        ];
        for (const query of queries) {
          const steps = await plan(query);
          if (engine === "sqlite") {
            expect(steps, `${sort} ${dir}`).toMatch(
              /^(SCAN|SEARCH) \w+ USING (COVERING )?INDEX \w+/,
            );
            expect(steps, `${sort} ${dir}`).not.toContain("TEMP B-TREE");
          } else {
            expect(steps, `${sort} ${dir}`).toMatch(/Index Scan( Backward)? using \w+/);
            expect(steps, `${sort} ${dir}`).not.toMatch(/\bSort\b|Seq Scan/);
          }
        }
      }
    for (const q of ["aarti", "+91 97311"]) {
      const steps = await plan({ q, sort: "balance", dir: "desc" });
      if (engine === "sqlite") expect(steps, q).toMatch(/VIRTUAL TABLE INDEX/);
      else expect(steps, q).toMatch(/Bitmap Index Scan on customers_(name|phone)_trgm_idx/);
      expect(steps, q).not.toMatch(/SCAN c\b(?! USING)|Seq Scan/);
    }
  });

  it("reads only her own orders' steps and payments for her page", async () => {
    const mine = rowsOf(await walk({ q: "aarti bhatt" }))[0]!;
    const rows: Record<string, number> = {};
    const watched = db().withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        rows[args.queryId.queryId] = args.result.rows.length;
        return args.result;
      },
    });
    const detail = await loadCustomerDetail(watched, mine.id);
    expect(detail!.orders).toHaveLength(2);
    const stepsOfAll = Number(
      (
        await db()
          .selectFrom("production_steps")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const stepsOfHers = Number(
      (
        await db()
          .selectFrom("production_steps")
          .innerJoin("orders", "orders.order_id", "production_steps.order_id")
          .where("orders.customer_id", "=", mine.id)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(stepsOfAll).toBeGreaterThan(stepsOfHers * 3);
    // Every row read for her page is hers: her record, her 2 orders with their steps, her one
    // payment, her history; nothing of the other customers' orders.
    const read = Object.values(rows).reduce((a, b) => a + b, 0);
    expect(read).toBeLessThanOrEqual(1 + 2 + stepsOfHers + 1 + 10);
  });
});
