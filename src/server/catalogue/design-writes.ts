import type { Kysely, Transaction } from "kysely";
import { CATALOGUE_REFUSALS, type DesignPatch, type NewDesign } from "../../shared/catalogue-admin";
import { DESIGN_FIELD_LABELS, type DesignField } from "../../shared/catalogue-changes";
import { slugOfName } from "../../shared/design";
import type { Database } from "../db/schema";
import type { DesignRow } from "./catalogue-read";
import { changeCatalogue, nextId, CatalogueRefusal, type Actor } from "./catalogue-write";

const FIELDS = Object.keys(DESIGN_FIELD_LABELS) as DesignField[];

/** Each field's column. */
const COLUMN = {
  name: "name",
  category: "category",
  fabric: "fabric",
  work: "work",
  color: "color",
  description: "description",
  nameHi: "name_hi",
  descriptionHi: "description_hi",
} as const satisfies Record<DesignField, keyof DesignRow>;

export const DESIGN_NOT_FOUND = CATALOGUE_REFUSALS.designNotFound;
export const DESIGNS_CHANGED = CATALOGUE_REFUSALS.designsChanged;

/** Adds a design at the top of the catalogue; answers its id. */
export function addDesign(db: Kysely<Database>, actor: Actor, input: NewDesign): Promise<number> {
  return changeCatalogue(db, actor, async ({ trx, record }) => {
    const id = await nextId(trx, "designs");
    const top = await trx
      .selectFrom("designs")
      .select((eb) => eb.fn.min("position").as("min"))
      .executeTakeFirst();
    const at = actor.now.toISOString();
    await trx
      .insertInto("designs")
      .values({
        id,
        // A placeholder until assignSlug gives the real one (the column is unique).
        slug: `#new-${id}`,
        name: input.name,
        category: input.category,
        fabric: input.fabric,
        work: input.work,
        color: input.color,
        description: input.description,
        name_hi: input.nameHi,
        description_hi: input.descriptionHi,
        hidden: input.hidden ? 1 : 0,
        featured: input.featured ? 1 : 0,
        position: Number(top?.min ?? 1) - 1,
        created_at: at,
        updated_at: at,
        updated_by: actor.by,
      })
      .execute();
    await assignSlug(trx, id, input.name);
    await record(id, { kind: "design-added", name: input.name });
    if (input.hidden) await record(id, { kind: "design-hidden", name: input.name });
    if (input.featured) await record(id, { kind: "design-featured", name: input.name });
    return id;
  });
}

/** Changes the fields sent; a new name gives a new address and keeps the old one. */
export function editDesign(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  patch: DesignPatch,
): Promise<void> {
  return changeCatalogue(db, actor, async ({ trx, record }) => {
    const row = await trx.selectFrom("designs").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw new CatalogueRefusal(404, DESIGN_NOT_FOUND);
    const fields = FIELDS.flatMap((field) => {
      const to = patch[field];
      const from = row[COLUMN[field]];
      return to !== undefined && to !== from ? [{ field, from, to }] : [];
    });
    const hidden = patch.hidden ?? row.hidden === 1;
    const featured = patch.featured ?? row.featured === 1;
    const flagsChanged = hidden !== (row.hidden === 1) || featured !== (row.featured === 1);
    if (fields.length === 0 && !flagsChanged) return;
    await trx
      .updateTable("designs")
      .set({
        ...Object.fromEntries(fields.map((f) => [COLUMN[f.field], f.to])),
        hidden: hidden ? 1 : 0,
        featured: featured ? 1 : 0,
        updated_at: actor.now.toISOString(),
        updated_by: actor.by,
      })
      .where("id", "=", id)
      .execute();
    const name = patch.name ?? row.name;
    if (patch.name !== undefined && patch.name !== row.name) await assignSlug(trx, id, name);
    if (fields.length > 0) await record(id, { kind: "design-edited", name, fields });
    if (hidden !== (row.hidden === 1))
      await record(id, { kind: hidden ? "design-hidden" : "design-shown", name });
    if (featured !== (row.featured === 1))
      await record(id, { kind: featured ? "design-featured" : "design-unfeatured", name });
  });
}

/** Puts every design in the order given; the list must name each design once. */
export function reorderDesigns(
  db: Kysely<Database>,
  actor: Actor,
  ids: readonly number[],
): Promise<void> {
  return changeCatalogue(db, actor, async ({ trx, record }) => {
    const existing = await trx.selectFrom("designs").select("id").execute();
    const known = new Set(existing.map((r) => r.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id)))
      throw new CatalogueRefusal(409, DESIGNS_CHANGED, "ids");
    for (const [position, id] of ids.entries())
      await trx.updateTable("designs").set({ position }).where("id", "=", id).execute();
    await record(null, { kind: "designs-reordered" });
  });
}

/**
 * Gives design `id` the address its name makes. An address another design has (or had, and
 * still redirects) is not taken from it: the id is added instead ("maroon-poshak-23").
 */
async function assignSlug(trx: Transaction<Database>, id: number, name: string): Promise<void> {
  const base = slugOfName(name) || "design";
  for (const slug of [base, `${base}-${id}`, ...[2, 3, 4, 5].map((n) => `${base}-${id}-${n}`)]) {
    const owner = await trx
      .selectFrom("design_slugs")
      .select("design_id")
      .where("slug", "=", slug)
      .executeTakeFirst();
    if (owner && owner.design_id !== id) continue;
    if (!owner) await trx.insertInto("design_slugs").values({ slug, design_id: id }).execute();
    await trx.updateTable("designs").set({ slug }).where("id", "=", id).execute();
    return;
  }
  throw new CatalogueRefusal(409, CATALOGUE_REFUSALS.nameTaken, "name");
}
