import { sql } from "kysely";
import { beforeAll, expect, it } from "vitest";
import type { OrderRow } from "../db/schema";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";

/** A small seeded generator, so a failing sequence can be run again. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s % n;
  };
}

/**
 * Each customer's figures (customer_figures, migration 0019) are kept by triggers, whoever
 * writes the orders and payments: here plain SQL, in any order of changes, including those the
 * back office never makes (an order moved to another customer, deleted with its payments).
 */
describeEachEngine("customer_figures, kept by the database", (engine) => {
  const testDb = useTestDatabase(engine);
  const db = () => testDb.db.db;
  let template: Omit<OrderRow, "paid_rupees" | "balance_rupees">;
  let customers: number[];

  /** Her figures as the orders and payments make them, for every customer. */
  async function computed() {
    const [orders, payments] = await Promise.all([
      db()
        .selectFrom("orders")
        .select(["order_id", "customer_id", "amount_rupees", "cancelled_at", "order_date"])
        .execute(),
      db().selectFrom("payments").select(["order_id", "amount_rupees"]).execute(),
    ]);
    return Object.fromEntries(
      customers.map((id) => {
        const hers = orders.filter((o) => Number(o.customer_id) === id);
        const standing = hers.filter((o) => o.cancelled_at === null);
        const paid = payments
          .filter((p) => standing.some((o) => o.order_id === p.order_id))
          .reduce((sum, p) => sum + Number(p.amount_rupees), 0);
        return [
          id,
          {
            order_count: hers.length,
            last_order_date:
              hers
                .map((o) => o.order_date)
                .sort()
                .at(-1) ?? "",
            balance_rupees: standing.reduce((sum, o) => sum + Number(o.amount_rupees), 0) - paid,
          },
        ];
      }),
    );
  }
  async function kept() {
    const rows = await db().selectFrom("customer_figures").selectAll().execute();
    return Object.fromEntries(
      rows
        .filter((r) => customers.includes(Number(r.customer_id)))
        .map((r) => [
          Number(r.customer_id),
          {
            order_count: Number(r.order_count),
            last_order_date: r.last_order_date,
            balance_rupees: Number(r.balance_rupees),
          },
        ]),
    );
  }

  let serial = 0;
  const newOrder = async (customerId: number | null, amount: number, date: string) => {
    const orderId = `RR2099${String(++serial).padStart(4, "0")}`;
    await db()
      .insertInto("orders")
      .values({
        ...template,
        order_id: orderId,
        tracking_code: `figures${String(serial).padStart(9, "0")}`,
        customer_id: customerId,
        amount_rupees: amount,
        order_date: date,
        cancelled_at: null,
        revision: 0,
      })
      .execute();
    return orderId;
  };

  beforeAll(async () => {
    // What the database keeps itself (what was paid, the balance: migration 0022) is not written.
    const row = await db().selectFrom("orders").selectAll().limit(1).executeTakeFirstOrThrow();
    template = Object.fromEntries(
      Object.entries(row).filter(([column]) => !["paid_rupees", "balance_rupees"].includes(column)),
    ) as typeof template;
    const at = new Date().toISOString();
    customers = [];
    for (let i = 0; i < 4; i++) {
      const row = await db()
        .insertInto("customers")
        .values({
          name: `Figures ${i}`,
          phone: `+91 80000 0000${i}`,
          phone_key: `800000000${i}`,
          email: "",
          address_line: "",
          city: "",
          state: "",
          postal_code: "",
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      customers.push(Number(row.id));
    }
  });

  it("a new customer has a row of figures, all nought", async () => {
    expect(await kept()).toEqual(await computed());
    expect((await kept())[customers[0]!]).toEqual({
      order_count: 0,
      last_order_date: "",
      balance_rupees: 0,
    });
  });

  it("stay exact through any sequence of changes to orders and payments", async () => {
    const pick = random(27);
    const orders: string[] = [];
    const payments: number[] = [];
    const anyOf = <T>(list: T[]) => list[pick(list.length)]!;
    for (let step = 0; step < 160; step++) {
      const kind = orders.length === 0 ? 0 : pick(9);
      const orderId = orders.length ? anyOf(orders) : "";
      switch (kind) {
        case 0:
          orders.push(
            await newOrder(
              anyOf(customers),
              1000 * (1 + pick(50)),
              `2026-0${1 + pick(9)}-1${pick(10)}`,
            ),
          );
          break;
        case 1: {
          const row = await db()
            .insertInto("payments")
            .values({
              order_id: orderId,
              amount_rupees: 100 * (1 + pick(90)),
              paid_on: "2026-03-01",
              method: "cash",
              reference: "",
              recorded_by: "sunita",
              recorded_at: "2026-03-01T10:00:00.000Z",
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          payments.push(Number(row.id));
          break;
        }
        case 2:
          await db()
            .updateTable("orders")
            .set({ amount_rupees: 500 * (1 + pick(40)) })
            .where("order_id", "=", orderId)
            .execute();
          break;
        case 3:
          await db()
            .updateTable("orders")
            .set({ cancelled_at: pick(2) ? "2026-03-05T10:00:00.000Z" : null })
            .where("order_id", "=", orderId)
            .execute();
          break;
        case 4:
          await db()
            .updateTable("orders")
            .set({ customer_id: pick(5) === 0 ? null : anyOf(customers) })
            .where("order_id", "=", orderId)
            .execute();
          break;
        case 5:
          await db()
            .updateTable("orders")
            .set({ order_date: `2025-1${pick(3)}-0${1 + pick(9)}` })
            .where("order_id", "=", orderId)
            .execute();
          break;
        case 6:
          if (payments.length) {
            const id = payments.splice(pick(payments.length), 1)[0]!;
            await db().deleteFrom("payments").where("id", "=", id).execute();
          }
          break;
        case 7: {
          // Deleted with its payments (ON DELETE CASCADE).
          orders.splice(orders.indexOf(orderId), 1);
          await db().deleteFrom("orders").where("order_id", "=", orderId).execute();
          const left = await db().selectFrom("payments").select("id").execute();
          payments.splice(
            0,
            payments.length,
            ...left.map((p) => Number(p.id)).filter((id) => payments.includes(id)),
          );
          break;
        }
        default:
          // A change the figures do not depend on leaves them alone (and right).
          await db()
            .updateTable("orders")
            .set((eb) => ({ revision: eb("revision", "+", 1), current_step: pick(9) }))
            .where("order_id", "=", orderId)
            .execute();
      }
      expect(await kept(), `after step ${step} (${kind})`).toEqual(await computed());
    }
  });

  it("count two payments made at once on two orders of hers (PostgreSQL's writers do not wait for each other)", async () => {
    const her = customers[3]!;
    const a = await newOrder(her, 20000, "2026-03-01");
    const b = await newOrder(her, 30000, "2026-03-02");
    const pay = (orderId: string, amount: number) =>
      sql`insert into payments (order_id, amount_rupees, paid_on, method, reference, recorded_by, recorded_at)
            values (${orderId}, ${amount}, '2026-03-03', 'upi', '', 'sunita', '2026-03-03T10:00:00.000Z')`;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let firstPaid!: () => void;
    const paidFirst = new Promise<void>((r) => (firstPaid = r));
    const first = db()
      .transaction()
      .execute(async (trx) => {
        await pay(a, 5000).execute(trx);
        firstPaid();
        await held;
      });
    await paidFirst;
    // The second waits for the first's lock on her figures, then counts its payment too.
    const second = db()
      .transaction()
      .execute(async (trx) => {
        await pay(b, 7000).execute(trx);
      });
    await new Promise((r) => setTimeout(r, 300));
    release();
    await Promise.all([first, second]);
    expect((await kept())[her]).toEqual((await computed())[her]);
    expect((await kept())[her]!.balance_rupees).toBe(20000 + 30000 - 5000 - 7000);
  });
});
