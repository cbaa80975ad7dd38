import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInIndia } from "../../src/shared/dates";
import { NewOrderSchema } from "../../src/shared/order-input";
import { createOrder } from "../../src/server/admin/order-create";
import { readDatabaseMode } from "../../src/server/db/database-mode";
import { openDatabase } from "../../src/server/db/open-database";
import type { Db } from "../../src/server/db/schema";
import { retireOldData } from "../../src/server/privacy/retention";
import { createTestDatabase, describeEachEngine } from "../../src/server/test-support/databases";
import type { TestDatabase } from "../../src/server/test-support/databases";
import { contactProblems, orderProblems } from "../../src/server/test-support/stored-data-rules";
import { loadSample } from "./load-sample";
import type { StoredCounts } from "./stored-counts";

/** Two years at 2 % of a busy boutique's volumes: 160 customers, 480 orders, 240 messages. */
const OPTIONS = { years: 2, scale: 0.02, seed: 27, site: "http://localhost:3000" };
const NOW = new Date("2026-11-20T09:30:00Z");
const SAMPLES = 8;

describeEachEngine("npm run db:load-sample", (engine) => {
  let location: TestDatabase;
  let database: Db;
  let made: StoredCounts;
  beforeAll(async () => {
    location = await createTestDatabase(engine);
    database = await openDatabase({ ...location.config, mode: "demo" });
    made = await loadSample(database, { ...OPTIONS, now: NOW });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await location?.remove();
  });

  it("stores every order, payment and message as the server's own changes do", async () => {
    expect(await orderProblems(database.db)).toEqual([]);
    expect(await contactProblems(database.db)).toEqual([]);
  });

  it("makes the volumes asked for, with orders in every state", () => {
    expect(made.rows.customers).toBe(SAMPLES + 160);
    expect(made.rows.orders).toBe(SAMPLES + 480);
    expect(made.rows.contact_messages).toBe(240);
    expect(made.rows.designs).toBe(19 + 2);
    expect(made.rows.payments).toBeGreaterThan(480);
    expect(made.rows.outbox_messages).toBeGreaterThan(480);
    for (const state of ["received", "in-work", "ready", "dispatched", "delivered"] as const)
      expect(made.orders[state], state).toBeGreaterThan(0);
    expect(made.orders.cancelled).toBeGreaterThan(0);
    expect(made.orders.overdue).toBeGreaterThan(0);
  });

  it("spreads the dates over the years up to now, and nothing after", async () => {
    const { db } = database;
    const dates = await db
      .selectFrom("orders")
      .select((eb) => [eb.fn.min("order_date").as("first"), eb.fn.max("order_date").as("last")])
      .where("is_sample", "=", 0)
      .executeTakeFirstOrThrow();
    expect(dates.first < addDays(todayInIndia(NOW), -600)).toBe(true);
    expect(dates.last <= todayInIndia(NOW)).toBe(true);
    const latest = await db
      .selectFrom("order_events")
      .select((eb) => eb.fn.max("at").as("at"))
      .where("by", "is not", null)
      .executeTakeFirstOrThrow();
    expect(latest.at! <= NOW.toISOString()).toBe(true);
  });

  it("keeps what the retention rule keeps: a second run removes nothing", async () => {
    const retired = await retireOldData(database.db, NOW);
    expect(retired).toEqual({
      contactMessagesDeleted: 0,
      quoteEnquiriesDeleted: 0,
      outboxTextsCleared: 0,
    });
  });

  it("stays a demo-mode database, and the next order taken gets the year's next number", async () => {
    expect((await readDatabaseMode(database.db))?.created_in).toBe("demo");
    expect((await readDatabaseMode(database.db))?.real_since).toBeNull();
    const again = await openDatabase({ ...location.config, mode: "demo" });
    await again.close();
    const year = Number(todayInIndia(NOW).slice(0, 4));
    const { last } = await database.db
      .selectFrom("order_sequences")
      .select("last")
      .where("year", "=", year)
      .executeTakeFirstOrThrow();
    const input = NewOrderSchema.parse({
      customer: {
        name: "Test Customer",
        phone: "+91 70000 00001",
        email: "",
        address: { line: "1 Test Road", city: "Jaipur", state: "Rajasthan", postalCode: "" },
      },
      items: [{ name: "Kurti Set", quantity: 1 }],
      orderType: "custom",
      priority: "medium",
      orderDate: todayInIndia(NOW),
      expectedDelivery: addDays(todayInIndia(NOW), 20),
      amountRupees: 5000,
    });
    const outcome = await createOrder(database.db, input, { by: "sunita", now: NOW, site: "" });
    expect(outcome).toEqual({ created: `RR${year}${String(Number(last) + 1).padStart(3, "0")}` });
  });

  it("refuses a database that already holds orders besides the samples", async () => {
    await expect(loadSample(database, { ...OPTIONS, now: NOW })).rejects.toThrow(
      /already holds \d+ orders besides the samples/,
    );
  });
});

describe("the loader's volumes", () => {
  it("are a busy boutique's five years at scale 1", async () => {
    const { PER_YEAR } = await import("./load-sample");
    expect(Object.values(PER_YEAR).map((n) => Math.round(n * 5))).toEqual([
      20_000, 60_000, 281, 30_000,
    ]);
  });
});
