import path from "node:path";
import { test as base } from "@playwright/test";
import SQLite from "better-sqlite3";
import type { Order } from "../../src/shared/orders";
import { sampleOrder } from "../../src/shared/sample-order-builder";
import { orderToRows } from "../../src/server/orders/order-rows";

/** Year 2099: never a sample order's, so the specs that count the sample orders can tell. */
export const OWN_ORDER_PREFIX = "RR2099";

/**
 * `ownOrder`: a fresh order for one test, written into the e2e server's database (SQLite, as
 * the server runs it) and deleted after the test with its steps, history and changes. Tests that
 * change orders in parallel then never meet. Its step 2 (Design Finalization) is in progress.
 */
export const test = base.extend<{ ownOrder: Order }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  ownOrder: async ({}, use) => {
    const order = withDatabase(insertOwnOrder);
    await use(order);
    withDatabase((db) => db.prepare("DELETE FROM orders WHERE order_id = ?").run(order.orderId));
  },
});

function withDatabase<T>(work: (db: SQLite.Database) => T): T {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  const db = new SQLite(path.join(dataDir, "boutique.sqlite"));
  try {
    db.pragma("busy_timeout = 5000");
    db.pragma("foreign_keys = ON"); // the delete takes the order's rows with it
    return work(db);
  } finally {
    db.close();
  }
}

function insertOwnOrder(db: SQLite.Database): Order {
  // IMMEDIATE: the next free ID is read and taken under one write lock, whichever test asks.
  return db
    .transaction(() => {
      const { last } = db
        .prepare("SELECT max(order_id) AS last FROM orders WHERE order_id LIKE ?")
        .get(`${OWN_ORDER_PREFIX}%`) as { last: string | null };
      const next = Number(last?.slice(OWN_ORDER_PREFIX.length) ?? 0) + 1;
      const orderId = `${OWN_ORDER_PREFIX}${String(next).padStart(3, "0")}`;
      const order = sampleOrder({
        orderId,
        customerName: `Test Customer ${next}`,
        customerPhone: "+91 90000 00000",
        address: { line: "1, Test Lane", city: "Jaipur", state: "Rajasthan", postalCode: "302001" },
        orderDate: "2024-03-01",
        expectedDelivery: "2024-03-25",
        items: ["Test Poshak"],
        priority: "low",
        orderType: "custom",
        amountRupees: 12000,
        progress: 2,
      });
      const rows = orderToRows(order, new Date().toISOString());
      insert(db, "orders", [rows.order]);
      insert(db, "production_steps", rows.steps);
      insert(db, "status_history", rows.history);
      return order;
    })
    .immediate();
}

function insert(db: SQLite.Database, table: string, rows: object[]): void {
  for (const row of rows) {
    const columns = Object.keys(row);
    db.prepare(
      `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`,
    ).run(row);
  }
}
