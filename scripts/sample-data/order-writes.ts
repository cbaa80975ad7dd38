/**
 * The orders' lives written in bulk, a chunk at a time, each chunk in one transaction: the
 * orders, their steps, history, the measurements taken with them, payments (ids given in time
 * order, so each timeline entry names its payment), timeline and messages; then the years'
 * order sequences, so the next order taken gets the next number.
 */
import type { Db } from "../../src/server/db/schema";
import type { MeasurementVersion } from "../../src/shared/measurements";
import { orderEventRow } from "../../src/server/orders/order-change";
import type { Plan, PlannedOrder } from "./customer-plan";
import { measurementsTaken } from "./customer-rows";
import { insertAll } from "./bulk-insert";
import type { OrderLife } from "./order-life";
import { liveOrder, type LifeSettings } from "./order-plan";

const CHUNK = 2000;

export interface WriteSettings extends LifeSettings {
  /** Who took the order (her first order: the owner who made her record). */
  firstOwner: (order: PlannedOrder) => string;
  log: (line: string) => void;
}

/** Sorted by a time (ISO text), keeping the order of equal ones. */
const byTime = <T>(items: T[], at: (item: T) => string): T[] =>
  items.sort((a, b) => (at(a) < at(b) ? -1 : at(a) > at(b) ? 1 : 0));

export async function writeOrders({ db }: Db, plan: Plan, s: WriteSettings): Promise<void> {
  const versions = new Map<number, number>();
  const last = await db
    .selectFrom("payments")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  let nextPaymentId = Number(last?.id ?? 0) + 1;
  for (let start = 0; start < plan.orders.length; start += CHUNK) {
    const lives: OrderLife[] = [];
    const taken: ReturnType<typeof measurementsTaken>[] = [];
    for (const o of plan.orders.slice(start, start + CHUNK)) {
      const c = o.customer;
      const by = s.firstOwner(o);
      let measurements: MeasurementVersion | null = null;
      if (o.measured) {
        const version = (versions.get(c.id) ?? 0) + 1;
        versions.set(c.id, version);
        const made = measurementsTaken(o, version, by, s.random);
        taken.push(made);
        measurements = made.copy;
      }
      const since = new Date(c.createdAt).toISOString();
      const messaging = {
        language: c.language,
        whatsappConsentAt: c.whatsapp ? since : null,
        emailConsentAt: c.email ? since : null,
      };
      const order = { orderId: o.orderId, customerId: c.id, person: c.person, messaging };
      lives.push(liveOrder({ ...order, type: o.type, createdAt: o.at, by, measurements }, s));
    }
    const payments = byTime(
      lives.flatMap((l) => l.payments),
      (p) => p.row.recorded_at,
    );
    for (const p of payments) p.id = nextPaymentId++;
    const events = byTime(
      lives.flatMap((l) => l.events),
      (e) => e.row.at,
    ).map((e) => orderEventRow(e.row.order_id, e.row.at, e.row.by ?? null, e.detail()));
    const outbox = byTime(
      lives.flatMap((l) => l.settledOutbox(s.now)),
      (r) => r.created_at,
    );
    await db.transaction().execute(async (trx) => {
      await insertAll(
        trx,
        "orders",
        lives.map((l) => l.rows.order),
      );
      await insertAll(
        trx,
        "production_steps",
        lives.flatMap((l) => l.rows.steps),
      );
      await insertAll(
        trx,
        "status_history",
        lives.flatMap((l) => l.rows.history),
      );
      await insertAll(
        trx,
        "measurements",
        taken.map((m) => m.row),
      );
      await insertAll(
        trx,
        "customer_events",
        taken.map((m) => m.event),
      );
      await insertAll(
        trx,
        "payments",
        payments.map((p) => ({ ...p.row, id: p.id!, reverses_id: p.reverses?.id ?? null })),
      );
      await insertAll(trx, "order_events", events);
      await insertAll(trx, "outbox_messages", outbox);
    });
    s.log(`orders: ${Math.min(start + CHUNK, plan.orders.length)} of ${plan.orders.length}`);
  }
  for (const [year, lastOfYear] of plan.sequences) {
    await db
      .insertInto("order_sequences")
      .values({ year, last: lastOfYear })
      .onConflict((oc) =>
        oc.column("year").doUpdateSet((eb) => ({ last: eb.ref("excluded.last") })),
      )
      .execute();
  }
}
