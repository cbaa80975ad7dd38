import type { Kysely } from "kysely";
import type {
  MeasurementsInput,
  MeasurementValues,
  MeasurementVersion,
} from "../../shared/measurements";
import { displayNameOf } from "../auth/owners";
import type { Database, MeasurementsTable } from "../db/schema";
import type { Selectable } from "kysely";
import type { Change, Trx } from "../orders/order-change";

const toVersion = (r: Selectable<MeasurementsTable>): MeasurementVersion => ({
  version: r.version,
  unit: r.unit,
  values: JSON.parse(r.sizes) as MeasurementValues,
  note: r.note,
  recordedAt: r.recorded_at,
  recordedBy: displayNameOf(r.recorded_by),
});

/** Every version of her measurements, newest first. */
export async function listMeasurements(
  db: Kysely<Database> | Trx,
  customerId: number,
): Promise<MeasurementVersion[]> {
  const rows = await db
    .selectFrom("measurements")
    .selectAll()
    .where("customer_id", "=", customerId)
    .orderBy("version", "desc")
    .execute();
  return rows.map(toVersion);
}

export async function latestMeasurements(
  db: Kysely<Database> | Trx,
  customerId: number,
): Promise<MeasurementVersion | undefined> {
  const row = await db
    .selectFrom("measurements")
    .selectAll()
    .where("customer_id", "=", customerId)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  return row && toVersion(row);
}

/**
 * Records a new version, numbered after the last. Runs inside the caller's transaction, which
 * holds the customer row's lock, so two owners saving at once get versions n and n+1.
 */
export async function insertMeasurements(
  trx: Trx,
  customerId: number,
  input: MeasurementsInput,
  who: Change,
): Promise<number> {
  const last = await trx
    .selectFrom("measurements")
    .select((eb) => eb.fn.max("version").as("v"))
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
  const version = Number(last?.v ?? 0) + 1;
  const values: MeasurementValues = Object.fromEntries(
    Object.entries(input.values).filter(([, v]) => v !== undefined),
  );
  await trx
    .insertInto("measurements")
    .values({
      customer_id: customerId,
      version,
      unit: input.unit,
      sizes: JSON.stringify(values),
      note: input.note,
      recorded_at: who.now.toISOString(),
      recorded_by: who.by,
    })
    .execute();
  return version;
}
