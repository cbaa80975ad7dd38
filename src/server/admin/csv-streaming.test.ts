/**
 * Issue 27 §3: the exports are streamed a batch at a time, by keyset. The files are the same
 * bytes as before (the old exports, kept in test-support/csv-exports-before.ts), on the loaded
 * sample data with the list's filters and with more than 70,000 rows of each kind, where the
 * customers' export used to fail (one SQL parameter per customer: SQLite allows 32,766,
 * PostgreSQL 65,535).
 */
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../shared/dates";
import { CustomerListQuerySchema } from "../../shared/customer-list";
import { CSV_BOM, csvLine } from "../../shared/csv";
import { OrderListQuerySchema } from "../../shared/admin";
import { orderToRows } from "../orders/order-rows";
import { createAdminTestApp, sessionTokenFor, withToken } from "../test-support/admin-app";
import {
  customersCsvBefore,
  ordersCsvBefore,
  paymentsCsvBefore,
} from "../test-support/csv-exports-before";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { insertAll } from "../../../scripts/sample-data/bulk-insert";
import { loadSample } from "../../../scripts/sample-data/load-sample";
import type { Db } from "../db/schema";

const NOW = new Date("2026-11-20T09:30:00Z");
const text = (bytes: ArrayBuffer) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);

function exporter(app: () => Hono, token: () => string) {
  return async (path: string): Promise<string> => {
    const res = await app().request(path, withToken(token()));
    expect(res.status).toBe(200);
    return text(await res.arrayBuffer());
  };
}

describeEachEngine("the CSV exports, streamed", (engine) => {
  describe("on the loaded sample data", () => {
    const test = useTestDatabase(engine);
    let app: Hono;
    let token: string;
    beforeAll(async () => {
      await loadSample(test.db, { years: 2, scale: 0.02, seed: 27, site: "http://x", now: NOW });
      app = await createAdminTestApp(test.db, () => NOW);
      token = await sessionTokenFor(test.db, "sunita", NOW);
    }, 120_000);
    const csv = exporter(
      () => app,
      () => token,
    );

    it("are the same files as before, with each of the lists' filters", async () => {
      for (const query of [
        "state=all",
        "",
        "attention=overdue",
        "attention=unpaid-delivered&priority=high",
        "state=cancelled",
        "search=sharm&state=all",
      ]) {
        const filter = OrderListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
        const before = await ordersCsvBefore(test.db.db, filter, NOW);
        expect(before.split("\r\n").length, query).toBeGreaterThan(3);
        expect(await csv(`/api/admin/orders/export.csv?${query}`), query).toBe(before);
      }
      expect(await csv("/api/admin/orders/payments/export.csv")).toBe(
        await paymentsCsvBefore(test.db.db),
      );
      for (const query of [
        "",
        "type=custom",
        "q=sha",
        "q=ka&type=retail",
        "sort=balance&dir=desc",
      ]) {
        const parsed = CustomerListQuerySchema.parse(
          Object.fromEntries(new URLSearchParams(query)),
        );
        const before = await customersCsvBefore(test.db.db, parsed);
        expect(before.split("\r\n").length, query).toBeGreaterThan(2);
        expect(await csv(`/api/admin/customers/export.csv?${query}`), query).toBe(before);
      }
    });

    it("send the header at once, before any row is read", async () => {
      const res = await app.request("/api/admin/orders/export.csv?state=all", withToken(token));
      const reader = res.body!.getReader();
      const first = await reader.read();
      expect(text(first.value!.buffer as ArrayBuffer)).toBe(
        CSV_BOM +
          csvLine(
            ["Order ID", "Customer", "Phone", "Order date", "Expected delivery", "Items"].concat(
              ["Type", "Priority", "Status", "Current step", "Quoted (₹)", "Paid (₹)"],
              ["Balance due (₹)", "Credit (₹)", "Cancelled"],
            ),
          ),
      );
      await reader.cancel();
    });
  });

  // The customers' 70,001: customer-csv-many.test.ts.
  describe("with more than 70,000 orders and payments", () => {
    const test = useTestDatabase(engine);
    const COUNT = 70_001;
    let app: Hono;
    let token: string;
    beforeAll(async () => {
      await insertMany(test.db, COUNT);
      app = await createAdminTestApp(test.db, () => NOW);
      token = await sessionTokenFor(test.db, "sunita", NOW);
    }, 300_000);
    const csv = exporter(
      () => app,
      () => token,
    );
    const rowsOf = (file: string) => file.slice(1).split("\r\n").slice(1, -1);

    it("exports every order and payment, the same files as before", async () => {
      const orders = await csv("/api/admin/orders/export.csv?state=all");
      expect(rowsOf(orders)).toHaveLength(COUNT + 8);
      const filter = OrderListQuerySchema.parse({ state: "all" });
      expect(orders).toBe(await ordersCsvBefore(test.db.db, filter, NOW));
      const payments = await csv("/api/admin/orders/payments/export.csv");
      expect(rowsOf(payments).length).toBeGreaterThanOrEqual(COUNT);
      expect(payments).toBe(await paymentsCsvBefore(test.db.db));
    }, 300_000);
  });
});

/** `count` orders and a payment on each, written in bulk. */
async function insertMany({ db }: Db, count: number): Promise<void> {
  const at = NOW.toISOString();
  const n = Array.from({ length: count }, (_, i) => i);
  const date = (i: number) => addDays("2025-01-01", i % 600);
  const address = { line: "1 Test Road", city: "Jaipur", state: "Rajasthan", postalCode: "" };
  await db.transaction().execute(async (trx) => {
    await insertAll(
      trx,
      "orders",
      n.map((i) => {
        const { order } = orderToRows(
          {
            orderId: `RR2025${1000 + i}`,
            customerId: null,
            customerName: `Customer ${(i * 7919) % count}`,
            customerPhone: `+91 6${String(i).padStart(9, "0")}`,
            customerEmail: "",
            address,
            orderDate: date(i),
            expectedDelivery: addDays(date(i), 20),
            items: [{ designId: null, name: "Kurti Set", quantity: 1 + (i % 3), note: "" }],
            priority: "medium",
            orderType: "custom",
            amountRupees: 1000 + (i % 50) * 100,
            productionSteps: [],
            currentStep: 0,
            totalSteps: 0,
            currentStatus: "received",
            statusHistory: [],
            isSample: false,
            cancellation: null,
          },
          at,
          "sunita",
        );
        return { ...order, revision: 0, measurements: null };
      }),
    );
    await insertAll(
      trx,
      "payments",
      n.map((i) => ({
        order_id: `RR2025${1000 + i}`,
        amount_rupees: 100 + (i % 50),
        paid_on: date(i),
        method: "upi" as const,
        reference: `UPI ${i}`,
        reverses_id: null,
        recorded_by: "sunita",
        recorded_at: at,
      })),
    );
  });
}
