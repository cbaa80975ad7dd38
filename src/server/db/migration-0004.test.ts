/**
 * 0004 on a database as 0003 left it (every order from the sample seed, its items as names,
 * its step changes in step_changes): each order becomes a sample with its customer (one per
 * phone number, however typed), its items become items, and its creation and step changes
 * move to its timeline in order.
 */
import { Migrator, sql, type Kysely } from "kysely";
import { expect, it } from "vitest";
import { SAMPLE_ORDERS } from "../../shared/sample-orders";
import { findOrder } from "../orders/order-repository";
import { orderToRows } from "../orders/order-rows";
import { loadTimeline } from "../orders/order-timeline";
import { describeEachEngine, useEmptyDatabase } from "../test-support/databases";
import { orderProblems } from "../test-support/stored-data-rules";
import { migrateToLatest } from "./migrate";
import * as initial from "./migrations/0001-initial";
import * as admin from "./migrations/0002-admin";
import * as revision from "./migrations/0003-revision-and-inbox-index";
import type { Database } from "./schema";

const CREATED_AT = "2024-01-01T00:00:00.000Z";

/** Two sample orders as 0003 stored them; the second typed her phone with a trunk 0. */
async function legacyData(db: Kysely<Database>): Promise<void> {
  const first = SAMPLE_ORDERS[0]!;
  const second = { ...SAMPLE_ORDERS[1]!, customerPhone: `0${first.customerPhone.slice(4)}` };
  for (const order of [first, second]) {
    const rows = orderToRows(order, CREATED_AT);
    const o = rows.order;
    await sql`INSERT INTO orders (order_id, customer_name, customer_phone, address_line, city,
      state, postal_code, order_date, expected_delivery, items, priority, order_type, current_step,
      customer_status, amount_rupees, created_at, updated_at)
      VALUES (${o.order_id}, ${o.customer_name}, ${o.customer_phone}, ${o.address_line}, ${o.city},
      ${o.state}, ${o.postal_code}, ${o.order_date}, ${o.expected_delivery},
      ${JSON.stringify(order.items.map((i) => i.name))}, ${o.priority}, ${o.order_type},
      ${o.current_step}, ${o.customer_status}, ${o.amount_rupees}, ${CREATED_AT}, ${CREATED_AT})`.execute(
      db,
    );
    await db.insertInto("production_steps").values(rows.steps).execute();
    await db.insertInto("status_history").values(rows.history).execute();
  }
  await sql`INSERT INTO admin_accounts (username, display_name, password_hash, updated_at)
    VALUES ('sunita', 'Sunita Rathore', 'x', ${CREATED_AT})`.execute(db);
  // RR2024001's step-4 went on hold and back, as the step rows now say.
  for (const [from, to, at] of [
    ["in-progress", "on-hold", "2024-01-21T10:00:00.000Z"],
    ["on-hold", "in-progress", "2024-01-22T10:00:00.000Z"],
  ]) {
    await sql`INSERT INTO step_changes (order_id, step_id, step_name, from_status, to_status,
      changed_by, changed_at) VALUES ('RR2024001', 'step-4', 'Embroidery Work', ${from}, ${to},
      'sunita', ${at})`.execute(db);
  }
  await db
    .updateTable("production_steps")
    .set({ updated_by: "sunita" })
    .where("order_id", "=", "RR2024001")
    .where("step_id", "=", "step-4")
    .execute();
}

describeEachEngine("migration 0004 on a 0003 database", (engine) => {
  const empty = useEmptyDatabase(engine);

  it("moves the orders, customers, items and step changes to the new model", async () => {
    const db = empty.db;
    const upTo0003 = {
      getMigrations: async () => ({
        "0001-initial": initial,
        "0002-admin": admin,
        "0003-revision-and-inbox-index": revision,
      }),
    };
    const { error } = await new Migrator({ db, provider: upTo0003 }).migrateToLatest();
    expect(error).toBeUndefined();
    await legacyData(db);

    await migrateToLatest(db);

    const customers = await db.selectFrom("customers").selectAll().execute();
    expect(customers.map((c) => [c.name, c.phone_key, Number(c.is_sample)])).toEqual([
      [SAMPLE_ORDERS[0]!.customerName, "9876543210", 1],
    ]);
    for (const sample of SAMPLE_ORDERS.slice(0, 2)) {
      const order = await findOrder(db, sample.orderId);
      expect(order).toMatchObject({
        customerId: Number(customers[0]!.id),
        items: sample.items,
        isSample: true,
        cancellation: null,
      });
    }
    const timeline = await loadTimeline(db, "RR2024001");
    expect(timeline.map(({ id: _, ...e }) => e)).toEqual([
      {
        kind: "step",
        stepId: "step-4",
        stepName: "Embroidery Work",
        from: "on-hold",
        to: "in-progress",
        by: "Sunita Rathore",
        at: "2024-01-22T10:00:00.000Z",
      },
      {
        kind: "step",
        stepId: "step-4",
        stepName: "Embroidery Work",
        from: "in-progress",
        to: "on-hold",
        by: "Sunita Rathore",
        at: "2024-01-21T10:00:00.000Z",
      },
      { kind: "created", by: null, at: CREATED_AT },
    ]);
    expect(await orderProblems(db)).toEqual([]);
    const tables = await db.introspection.getTables();
    expect(tables.map((t) => t.name)).not.toContain("step_changes");
  });
});
