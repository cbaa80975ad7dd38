/**
 * Issue 27 §3: the exports are streamed a batch at a time, by keyset. The files are the same
 * bytes as before (the old exports, kept in test-support/csv-exports-before.ts), on the loaded
 * sample data with the list's filters. With more than 70,000 rows of each kind, where the
 * customers' export used to fail (one SQL parameter per customer: SQLite allows 32,766,
 * PostgreSQL 65,535): the orders and payments in order-pages-at-scale.test.ts, on the 70,000
 * orders it loads once per engine, the customers in customer-csv-many.test.ts.
 */
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { CustomerListQuerySchema } from "../../shared/customer-list";
import { CSV_BOM, csvLine } from "../../shared/csv";
import { OrderListQuerySchema } from "../../shared/admin";
import { createAdminTestApp, sessionTokenFor, withToken } from "../test-support/admin-app";
import {
  customersCsvBefore,
  ordersCsvBefore,
  paymentsCsvBefore,
} from "../test-support/csv-exports-before";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { loadSample } from "../../../scripts/sample-data/load-sample";

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
});
