import { sql, type Kysely, type Selectable } from "kysely";
import type { KarigarInput, RateInput } from "../../shared/workshop/karigar-input";
import type { Karigar, KarigarRate, KarigarSummary } from "../../shared/workshop/workshop";
import type { Database, KarigarsTable, KarigarRatesTable } from "../db/schema";
import type { Trx } from "../orders/order-change";

export interface Who {
  by: string;
  now: Date;
}

type Reader = Kysely<Database> | Trx;

const rateOf = (r: Selectable<KarigarRatesTable>): KarigarRate => ({
  id: Number(r.id),
  stepId: r.step_id,
  work: r.work,
  unit: r.unit,
  ratePaise: Number(r.rate_paise),
  effectiveFrom: r.effective_from,
});

/** Every karigar (active first, then by name) with what is owed and their open steps. */
export async function listKarigars(db: Reader): Promise<KarigarSummary[]> {
  const rows = await db
    .selectFrom("karigars")
    .selectAll()
    .orderBy("active", "desc")
    .orderBy("name")
    .orderBy("id")
    .execute();
  return summaries(db, rows);
}

export async function summaries(
  db: Reader,
  rows: Selectable<KarigarsTable>[],
): Promise<KarigarSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => Number(r.id));
  const [dues, open] = await Promise.all([
    db
      .selectFrom("karigar_entries")
      .select(["karigar_id", sql<number | string>`sum(amount_paise)`.as("due")])
      .where("karigar_id", "in", ids)
      .groupBy("karigar_id")
      .execute(),
    db
      .selectFrom("step_assignments as a")
      .innerJoin("production_steps as s", (j) =>
        j.onRef("s.order_id", "=", "a.order_id").onRef("s.step_id", "=", "a.step_id"),
      )
      .innerJoin("orders as o", "o.order_id", "a.order_id")
      .select(["a.karigar_id", sql<number | string>`count(*)`.as("n")])
      .where("a.karigar_id", "in", ids)
      .where("s.status", "!=", "completed")
      .where("o.cancelled_at", "is", null)
      .groupBy("a.karigar_id")
      .execute(),
  ]);
  const dueOf = new Map(dues.map((d) => [Number(d.karigar_id), Number(d.due)]));
  const openOf = new Map(open.map((d) => [Number(d.karigar_id), Number(d.n)]));
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    phone: r.phone,
    place: r.place,
    skills: JSON.parse(r.skills) as string[],
    active: r.active === 1,
    duePaise: dueOf.get(Number(r.id)) ?? 0,
    openSteps: openOf.get(Number(r.id)) ?? 0,
  }));
}

export async function loadKarigar(db: Reader, id: number): Promise<Karigar | undefined> {
  const row = await db.selectFrom("karigars").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const [summary] = await summaries(db, [row]);
  const rates = await db
    .selectFrom("karigar_rates")
    .selectAll()
    .where("karigar_id", "=", id)
    .orderBy("step_id")
    .orderBy("work")
    .orderBy("effective_from", "desc")
    .execute();
  return { ...summary!, note: row.note, rates: rates.map(rateOf) };
}

export async function createKarigar(
  db: Kysely<Database>,
  input: KarigarInput,
  who: Who,
): Promise<number> {
  const at = who.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("karigars")
      .values({
        name: input.name,
        phone: input.phone,
        place: input.place,
        skills: JSON.stringify([...new Set(input.skills)]),
        note: input.note,
        active: input.active ? 1 : 0,
        created_at: at,
        updated_at: at,
        updated_by: who.by,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const rate of input.rates) {
      if ((await addRate(trx, Number(id), rate, who)) === "exists") throw new RateExists();
    }
    return Number(id);
  });
}

/** Two rates for one step and work from one date in one form. */
export class RateExists extends Error {}

/** Changes the details (the rates are dated rows of their own: addRate). */
export async function updateKarigar(
  db: Kysely<Database>,
  id: number,
  input: KarigarInput,
  who: Who,
): Promise<boolean> {
  const result = await db
    .updateTable("karigars")
    .set({
      name: input.name,
      phone: input.phone,
      place: input.place,
      skills: JSON.stringify([...new Set(input.skills)]),
      note: input.note,
      active: input.active ? 1 : 0,
      updated_at: who.now.toISOString(),
      updated_by: who.by,
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A rate from a date on; the rates before it stay, for what was earned under them. */
export async function addRate(
  db: Reader,
  karigarId: number,
  rate: RateInput,
  who: Who,
): Promise<"added" | "exists"> {
  const taken = await db
    .selectFrom("karigar_rates")
    .select("id")
    .where("karigar_id", "=", karigarId)
    .where("step_id", "=", rate.stepId)
    .where("work", "=", rate.work)
    .where("effective_from", "=", rate.effectiveFrom)
    .executeTakeFirst();
  if (taken) return "exists";
  await db
    .insertInto("karigar_rates")
    .values({
      karigar_id: karigarId,
      step_id: rate.stepId,
      work: rate.work,
      unit: rate.unit,
      rate_paise: rate.ratePaise,
      effective_from: rate.effectiveFrom,
      created_at: who.now.toISOString(),
      created_by: who.by,
    })
    .execute();
  return "added";
}

/**
 * The rate in force on `day` for a step and work: the newest from that day or before; a day
 * before every rate takes the first one (the step was assigned on the owners' word).
 */
export async function rateOn(
  db: Reader,
  karigarId: number,
  stepId: string,
  work: string,
  day: string,
): Promise<KarigarRate | undefined> {
  const rows = await db
    .selectFrom("karigar_rates")
    .selectAll()
    .where("karigar_id", "=", karigarId)
    .where("step_id", "=", stepId)
    .where("work", "=", work)
    .orderBy("effective_from")
    .execute();
  const inForce = rows.filter((r) => r.effective_from <= day).pop() ?? rows[0];
  return inForce && rateOf(inForce);
}
