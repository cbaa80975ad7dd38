import type { Kysely } from "kysely";
import type { CustomerEvent } from "../../shared/customers";
import type { Database, Engine } from "../db/schema";
import type { Change, Trx } from "../orders/order-change";

type EventDetail = CustomerEvent extends infer E
  ? E extends CustomerEvent
    ? Omit<E, "id" | "at" | "by">
    : never
  : never;

/** Appends one entry to the customer's history. */
export async function recordCustomerEvent(
  trx: Trx | Kysely<Database>,
  customerId: number,
  who: { by: string | null; now: Date },
  detail: EventDetail,
): Promise<void> {
  const { kind, ...rest } = detail;
  await trx
    .insertInto("customer_events")
    .values({
      customer_id: customerId,
      at: who.now.toISOString(),
      by: who.by,
      kind,
      detail: JSON.stringify(rest),
    })
    .execute();
}

/**
 * On SQLite, takes the database's write lock at the start of a transaction by writing to her
 * row (a write that changes nothing), so nothing read after it goes stale; PostgreSQL locks rows
 * as they are read (FOR UPDATE) instead.
 */
export async function takeSqliteWriteLock(
  trx: Trx,
  engine: Engine,
  customerId: number,
): Promise<void> {
  if (engine !== "sqlite") return;
  await trx
    .updateTable("customers")
    .set((eb) => ({ updated_at: eb.ref("updated_at") }))
    .where("id", "=", customerId)
    .execute();
}

/**
 * Runs `change` on one customer's record, all or nothing, with the row locked (PostgreSQL FOR
 * UPDATE; SQLite's write lock, taken by writing first), telling it in her history and raising
 * her revision once anything was recorded.
 */
export async function changeCustomer<T>(
  db: Kysely<Database>,
  engine: Engine,
  customerId: number,
  who: Change,
  change: (ctx: {
    trx: Trx;
    revision: number;
    record: (detail: EventDetail) => Promise<void>;
  }) => Promise<T>,
): Promise<T | "customer-not-found"> {
  return db.transaction().execute(async (trx) => {
    await takeSqliteWriteLock(trx, engine, customerId);
    const row = await trx
      .selectFrom("customers")
      .select("revision")
      .where("id", "=", customerId)
      .$if(engine === "postgres", (q) => q.forUpdate())
      .executeTakeFirst();
    if (!row) return "customer-not-found";
    let recorded = false;
    const result = await change({
      trx,
      revision: row.revision,
      record: async (detail) => {
        recorded = true;
        await recordCustomerEvent(trx, customerId, who, detail);
      },
    });
    if (recorded) {
      await trx
        .updateTable("customers")
        .set((eb) => ({ revision: eb("revision", "+", 1), updated_at: who.now.toISOString() }))
        .where("id", "=", customerId)
        .execute();
    }
    return result;
  });
}
