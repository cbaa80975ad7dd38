import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { SAMPLE_ORDERS } from "../../shared/sample-orders";
import { createContactRepository } from "../contact/contact-repository";
import { findOrder } from "../orders/order-repository";
import {
  createTestDatabase,
  describeEachEngine,
  type TestDatabase,
} from "../test-support/databases";
import { MIGRATION_NAMES } from "./migrate";
import { SQLITE_FILE_NAME } from "./open-database";
import type { Db } from "./schema";
import { seedSampleOrders } from "./seed";

describeEachEngine("database", (engine) => {
  let location: TestDatabase;
  let db: Db;

  beforeEach(async () => {
    location = await createTestDatabase(engine);
    db = await location.open();
  });

  afterEach(async () => {
    await db.close();
    await location.remove();
  });

  const countOrders = async (d: Db) =>
    Number(
      (
        await d.db
          .selectFrom("orders")
          .select(sql<number>`count(*)`.as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("reports its engine and, for SQLite, uses a WAL file in the data folder", async () => {
    expect(db.engine).toBe(engine);
    if (engine === "sqlite") {
      expect(fs.existsSync(path.join(location.config.dataDir, SQLITE_FILE_NAME))).toBe(true);
      const mode = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(db.db);
      expect(mode.rows[0]?.journal_mode).toBe("wal");
    }
  });

  it("records each versioned migration once", async () => {
    await db.close();
    db = await location.open();
    const applied = await db.db
      .selectFrom(sql.table("kysely_migration").as("m"))
      .select(sql<string>`name`.as("name"))
      .orderBy(sql`name`)
      .execute();
    // Every migration the build lists (0001-initial … 0008-notifications, 0011-privacy, …), once.
    expect(applied.map((m) => m.name)).toEqual([...MIGRATION_NAMES].sort());
    expect(MIGRATION_NAMES).toContain("0011-privacy");
    expect(MIGRATION_NAMES).toContain("0010b-tracking-codes");
  });

  it("seeds every sample order with its customer, read back exactly as written", async () => {
    expect(await countOrders(db)).toBe(SAMPLE_ORDERS.length);
    for (const sample of SAMPLE_ORDERS) {
      const order = await findOrder(db.db, sample.orderId);
      expect(order).toEqual({ ...sample, customerId: expect.any(Number) });
      const customer = await db.db
        .selectFrom("customers")
        .selectAll()
        .where("id", "=", order!.customerId!)
        .executeTakeFirstOrThrow();
      expect([customer.name, customer.phone, Number(customer.is_sample)]).toEqual([
        sample.customerName,
        sample.customerPhone,
        1,
      ]);
    }
  });

  it("seeds idempotently", async () => {
    expect(await seedSampleOrders(db.db, new Date())).toEqual([]);
    await db.close();
    db = await location.open();
    expect(await countOrders(db)).toBe(SAMPLE_ORDERS.length);
    const steps = await db.db
      .selectFrom("production_steps")
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(steps.n)).toBe(SAMPLE_ORDERS.length * 9);
  });

  it("never overwrites what the owners changed, and restores only missing orders", async () => {
    await db.db
      .updateTable("orders")
      .set({ customer_name: "Priya S. Sharma" })
      .where("order_id", "=", "RR2024001")
      .execute();
    await db.db
      .updateTable("production_steps")
      .set({ status: "completed", completed_date: "2024-01-30", updated_by: "owner" })
      .where("order_id", "=", "RR2024001")
      .where("step_id", "=", "step-4")
      .execute();
    await db.db.deleteFrom("orders").where("order_id", "=", "RR2024008").execute();

    expect(await seedSampleOrders(db.db, new Date())).toEqual(["RR2024008"]);
    await db.close();
    db = await location.open();

    const order = await findOrder(db.db, "RR2024001");
    expect(order?.customerName).toBe("Priya S. Sharma");
    expect(order?.productionSteps[4]).toMatchObject({
      status: "completed",
      completedDate: "2024-01-30",
    });
    expect(await findOrder(db.db, "RR2024008")).toEqual({
      ...SAMPLE_ORDERS.at(-1),
      customerId: expect.any(Number),
    });
  });

  it("deletes an order's steps and history with it", async () => {
    await db.db.deleteFrom("orders").where("order_id", "=", "RR2024002").execute();
    const steps = await db.db
      .selectFrom("production_steps")
      .selectAll()
      .where("order_id", "=", "RR2024002")
      .execute();
    const history = await db.db
      .selectFrom("status_history")
      .selectAll()
      .where("order_id", "=", "RR2024002")
      .execute();
    expect([steps.length, history.length]).toEqual([0, 0]);
  });

  it("keeps contact messages across a restart, newest first", async () => {
    const contact = createContactRepository(db.db);
    const message = {
      name: "Kavya",
      phone: "98290 41736",
      email: "",
      subject: "",
      message: "Bridal poshak",
    };
    const first = await contact.saveMessage(message, new Date("2024-03-01T10:00:00Z"));
    const second = await contact.saveMessage(
      { ...message, name: "Isha" },
      new Date("2024-03-02T10:00:00Z"),
    );
    expect(second).toBeGreaterThan(first);

    await db.close();
    db = await location.open();
    const listed = await createContactRepository(db.db).listMessages();
    expect(listed.map((m) => [m.id, m.name, m.receivedAt])).toEqual([
      [second, "Isha", "2024-03-02T10:00:00.000Z"],
      [first, "Kavya", "2024-03-01T10:00:00.000Z"],
    ]);
    expect(listed[1]).toMatchObject(message);
  });
});
