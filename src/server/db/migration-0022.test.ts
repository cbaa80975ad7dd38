/**
 * 0022 on a database with orders and payments taken before it: what was paid and the search
 * keys are filled in; from then on the triggers keep them whoever writes (a payment, its
 * reversal, a deletion, a rename, an order removed), on both engines.
 */
import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { SAMPLE_ORDERS } from "../../shared/sample-orders";
import {
  createTestDatabase,
  describeEachEngine,
  type TestDatabase,
} from "../test-support/databases";
import { down, SEARCH_KEY_LENGTH, up } from "./migrations/0022-order-list-pages";
import type { Db } from "./schema";

describeEachEngine("migration 0022 (order list pages)", (engine) => {
  let location: TestDatabase;
  let db: Db;
  const [first, second] = SAMPLE_ORDERS;

  const pay = (orderId: string, amount: number) =>
    sql`insert into payments (order_id, amount_rupees, paid_on, method, reference, recorded_by, recorded_at)
      values (${orderId}, ${amount}, '2024-02-01', 'cash', '', 'sunita', '2024-02-01T10:00:00.000Z')`.execute(
      db.db,
    );
  const money = async (orderId: string) =>
    db.db
      .selectFrom("orders")
      .select(["amount_rupees", "paid_rupees", "balance_rupees"])
      .where("order_id", "=", orderId)
      .executeTakeFirstOrThrow();
  const keysOf = async (orderId: string) =>
    (
      await db.db
        .selectFrom("order_search_keys")
        .select("key")
        .where("order_id", "=", orderId)
        .execute()
    )
      .map((r) => r.key)
      .sort();
  /** The keys the rule gives: every suffix of the ID and of the name, folded, cut short. */
  const keysFor = (orderId: string, name: string) =>
    [
      ...new Set(
        [orderId, name].flatMap((text) => {
          const chars = [...text.replace(/[A-Z]/g, (c) => c.toLowerCase())];
          return chars.map((_, i) => chars.slice(i, i + SEARCH_KEY_LENGTH).join(""));
        }),
      ),
    ].sort();

  beforeEach(async () => {
    location = await createTestDatabase(engine);
    db = await location.open({ sampleOrders: true });
    // As the database was before 0022: payments already taken.
    await down(db.db as Kysely<unknown>);
    await pay(first!.orderId, 5000);
    await pay(first!.orderId, 2500);
    await pay(second!.orderId, 700);
    await up(db.db as Kysely<unknown>);
  });

  afterEach(async () => {
    await db.close();
    await location.remove();
  });

  it("fills in what each order was paid, and its balance", async () => {
    expect(await money(first!.orderId)).toEqual({
      amount_rupees: first!.amountRupees,
      paid_rupees: 7500,
      balance_rupees: first!.amountRupees - 7500,
    });
    expect((await money(second!.orderId)).paid_rupees).toBe(700);
    expect((await money(SAMPLE_ORDERS[2]!.orderId)).paid_rupees).toBe(0);
  });

  it("keeps what was paid as payments come, are reversed, changed and deleted", async () => {
    const id = first!.orderId;
    await pay(id, 1000);
    await pay(id, -2500);
    expect((await money(id)).paid_rupees).toBe(6000);
    await sql`update payments set amount_rupees = 3000 where amount_rupees = 5000`.execute(db.db);
    expect((await money(id)).paid_rupees).toBe(4000);
    await sql`update payments set order_id = ${second!.orderId} where amount_rupees = 1000`.execute(
      db.db,
    );
    expect((await money(id)).paid_rupees).toBe(3000);
    expect((await money(second!.orderId)).paid_rupees).toBe(1700);
    await sql`delete from payments where order_id = ${id}`.execute(db.db);
    expect(await money(id)).toMatchObject({ paid_rupees: 0, balance_rupees: first!.amountRupees });
    // A bulk insert (one statement, several orders) counts each.
    await sql`insert into payments (order_id, amount_rupees, paid_on, method, reference, recorded_by, recorded_at)
      select order_id, 100, '2024-02-01', 'cash', '', 'sunita', '2024-02-01T10:00:00.000Z' from orders`.execute(
      db.db,
    );
    expect((await money(id)).paid_rupees).toBe(100);
    expect((await money(second!.orderId)).paid_rupees).toBe(1800);
  });

  it("keys every order's ID and name, and follows a rename and a removal", async () => {
    for (const sample of SAMPLE_ORDERS)
      expect(await keysOf(sample.orderId)).toEqual(keysFor(sample.orderId, sample.customerName));
    const id = first!.orderId;
    const renamed = "Émilie D'SOUZA Rathore-Shekhawat of Johari Bazaar";
    await sql`update orders set customer_name = ${renamed} where order_id = ${id}`.execute(db.db);
    expect(await keysOf(id)).toEqual(keysFor(id, renamed));
    // Only ASCII letters are folded, the same on both engines.
    expect(await keysOf(id)).toContain("Émilie d'souza r");
    // Any other change leaves them be.
    await sql`update orders set priority = 'low' where order_id = ${id}`.execute(db.db);
    expect(await keysOf(id)).toEqual(keysFor(id, renamed));
    await sql`delete from orders where order_id = ${id}`.execute(db.db);
    expect(await keysOf(id)).toEqual([]);
    expect(await keysOf(second!.orderId)).toEqual(keysFor(second!.orderId, second!.customerName));
    // Many at once (one statement): each order's keys follow its own name.
    await sql`update orders set customer_name = customer_name || ' Jain'`.execute(db.db);
    for (const sample of SAMPLE_ORDERS.slice(1))
      expect(await keysOf(sample.orderId)).toEqual(
        keysFor(sample.orderId, `${sample.customerName} Jain`),
      );
    await sql`delete from orders where order_id <> ${second!.orderId}`.execute(db.db);
    const left = await db.db
      .selectFrom("order_search_keys")
      .select("order_id")
      .distinct()
      .execute();
    expect(left).toEqual([{ order_id: second!.orderId }]);
  });
});
