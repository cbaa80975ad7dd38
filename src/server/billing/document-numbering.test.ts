/**
 * Document numbers under concurrency: 200 invoices issued at once from two server instances
 * (two processes, each with its own connection pool or SQLite connection) on one database:
 * consecutive, no gap, no duplicate, on both engines.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { AdminOrderDetail } from "../../shared/admin";
import type { Db } from "../db/schema";
import { createAdminTestApp, sessionTokenFor, withToken } from "../test-support/admin-app";
import { jsonPost } from "../test-support/api-app";
import {
  createTestDatabase,
  describeEachEngine,
  type TestDatabase,
} from "../test-support/databases";
import { newOrderBody } from "../test-support/order-bodies";
import { START } from "../test-support/order-fixture";

const COUNT = 200;
const run = promisify(execFile);

describeEachEngine("document numbers from two instances at once", (engine) => {
  let location: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    location = await createTestDatabase(engine);
    db = await location.open();
  }, 60_000);
  afterAll(async () => {
    await db.close();
    await location.remove();
  });

  it(`${COUNT} invoices issued concurrently: consecutive, no gap, no duplicate`, async () => {
    const app = await createAdminTestApp(db, () => new Date(START));
    const token = await sessionTokenFor(db, "sunita", new Date(START));
    const orderIds: string[] = [];
    for (let i = 0; i < COUNT; i++) {
      const res = await app.request(
        "/api/admin/orders",
        withToken(token, jsonPost(newOrderBody({ amountRupees: 5000 }))),
      );
      orderIds.push(((await res.json()) as AdminOrderDetail).order.orderId);
    }
    const instance = (ids: string[], username: string) =>
      run(
        process.execPath,
        [
          "--import",
          "tsx",
          "src/server/test-support/issue-invoices-process.ts",
          JSON.stringify({ config: location.config, orderIds: ids, username, now: START }),
        ],
        { maxBuffer: 1 << 20 },
      );
    const answers = await Promise.all([
      instance(
        orderIds.filter((_, i) => i % 2 === 0),
        "sunita",
      ),
      instance(
        orderIds.filter((_, i) => i % 2 === 1),
        "rekha",
      ),
    ]);
    const statuses = answers.flatMap((a) => JSON.parse(a.stdout) as number[]);
    expect(statuses).toEqual(Array(COUNT).fill(201));
    const rows = await db.db
      .selectFrom("billing_documents")
      .select(["seq", "number", "issued_by"])
      .where("kind", "=", "tax-invoice")
      .orderBy("seq")
      .execute();
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: COUNT }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(COUNT);
    expect(rows.at(-1)!.number).toBe(`RRIN2526/0${COUNT}`);
    // Both instances issued, interleaved.
    expect(new Set(rows.slice(0, 40).map((r) => r.issued_by))).toEqual(
      new Set(["sunita", "rekha"]),
    );
    const sequence = await db.db.selectFrom("billing_sequences").selectAll().execute();
    expect(sequence).toEqual([{ series: "IN", financial_year: "2025-26", last: COUNT }]);
  }, 240_000);
});
