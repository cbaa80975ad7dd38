import type { Kysely, Selectable } from "kysely";
import type { Courier, CourierInput } from "../../shared/dispatch/dispatch";
import type { Database } from "../db/schema";
import type { CouriersTable } from "./dispatch-tables";

export interface Who {
  by: string;
  now: Date;
}

/** Two names that differ only in case or spacing are one courier. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

export const courierOf = (r: Selectable<CouriersTable>): Courier => ({
  id: Number(r.id),
  name: r.name,
  trackingTemplate: r.tracking_template,
  active: Number(r.active) === 1,
});

/** Every courier kept, those in use first, then by name. */
export async function listCouriers(db: Kysely<Database>): Promise<Courier[]> {
  const rows = await db
    .selectFrom("couriers")
    .selectAll()
    .orderBy("active", "desc")
    .orderBy("name_key")
    .orderBy("id")
    .execute();
  return rows.map(courierOf);
}

export async function loadCourier(db: Kysely<Database>, id: number): Promise<Courier | undefined> {
  const row = await db.selectFrom("couriers").selectAll().where("id", "=", id).executeTakeFirst();
  return row && courierOf(row);
}

async function nameTaken(db: Kysely<Database>, name: string, except?: number) {
  const row = await db
    .selectFrom("couriers")
    .select("id")
    .where("name_key", "=", nameKey(name))
    .$if(except !== undefined, (q) => q.where("id", "!=", except!))
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds a courier; "exists" when one of that name is kept already. */
export async function createCourier(
  db: Kysely<Database>,
  input: CourierInput,
  who: Who,
): Promise<Courier | "exists"> {
  if (await nameTaken(db, input.name)) return "exists";
  const row = await db
    .insertInto("couriers")
    .values({
      name: input.name,
      name_key: nameKey(input.name),
      tracking_template: input.trackingTemplate,
      active: input.active ? 1 : 0,
      updated_at: who.now.toISOString(),
      updated_by: who.by,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return courierOf(row);
}

/**
 * Changes a courier's name, template or use. Orders already dispatched with it keep it: their
 * tracking pages link through its template as it is now, so a corrected address reaches them.
 */
export async function updateCourier(
  db: Kysely<Database>,
  id: number,
  input: CourierInput,
  who: Who,
): Promise<Courier | "exists" | undefined> {
  if (!(await loadCourier(db, id))) return undefined;
  if (await nameTaken(db, input.name, id)) return "exists";
  const row = await db
    .updateTable("couriers")
    .set({
      name: input.name,
      name_key: nameKey(input.name),
      tracking_template: input.trackingTemplate,
      active: input.active ? 1 : 0,
      updated_at: who.now.toISOString(),
      updated_by: who.by,
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return courierOf(row);
}
