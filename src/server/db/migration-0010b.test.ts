/**
 * 0010b on orders taken before it: each gets a tracking code of its own, and no two can share
 * one. Run on a database as 0010 left it (the column and its index taken away again).
 */
import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { SAMPLE_ORDERS } from "../../shared/sample-orders";
import {
  createTestDatabase,
  describeEachEngine,
  type TestDatabase,
} from "../test-support/databases";
import { up } from "./migrations/0010b-tracking-codes";
import type { Db } from "./schema";

describeEachEngine("migration 0010b (tracking codes)", (engine) => {
  let location: TestDatabase;
  let db: Db;

  beforeEach(async () => {
    location = await createTestDatabase(engine);
    db = await location.open({ sampleOrders: true });
    await sql`DROP INDEX orders_tracking_code_idx`.execute(db.db);
    await sql`ALTER TABLE orders DROP COLUMN tracking_code`.execute(db.db);
  });

  afterEach(async () => {
    await db.close();
    await location.remove();
  });

  it("gives every existing order its own random code, unique from then on", async () => {
    await up(db.db as Kysely<unknown>);
    const rows = await db.db.selectFrom("orders").select(["order_id", "tracking_code"]).execute();
    expect(rows).toHaveLength(SAMPLE_ORDERS.length);
    for (const row of rows) expect(row.tracking_code).toMatch(/^[a-km-np-z2-9]{16}$/);
    expect(new Set(rows.map((r) => r.tracking_code)).size).toBe(rows.length);
    const [first, second] = rows;
    await expect(
      sql`UPDATE orders SET tracking_code = ${first!.tracking_code} WHERE order_id = ${second!.order_id}`.execute(
        db.db,
      ),
    ).rejects.toThrow();
  });
});
