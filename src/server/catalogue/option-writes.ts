import type { Kysely, Transaction } from "kysely";
import { CATALOGUE_REFUSALS } from "../../shared/catalogue-admin";
import type { FilterGroup } from "../../shared/filter";
import type { Database } from "../db/schema";
import { changeCatalogue, CatalogueRefusal, type Actor } from "./catalogue-write";

const OPTION_NOT_FOUND = CATALOGUE_REFUSALS.optionNotFound;

/** Adds a value at the end of a filter list. */
export function addOption(
  db: Kysely<Database>,
  actor: Actor,
  group: FilterGroup,
  value: string,
): Promise<number> {
  return changeCatalogue(db, actor, async ({ trx, record }) => {
    await refuseDuplicate(trx, group, value);
    const last = await trx
      .selectFrom("catalogue_options")
      .select((eb) => eb.fn.max("position").as("max"))
      .where("group_name", "=", group)
      .executeTakeFirst();
    const added = await trx
      .insertInto("catalogue_options")
      .values({ group_name: group, value, position: Number(last?.max ?? -1) + 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    await record(null, { kind: "option-added", group, value });
    return added.id;
  });
}

/** Renames a value; the designs that use it take the new value, so none drops out of a filter. */
export function renameOption(
  db: Kysely<Database>,
  actor: Actor,
  group: FilterGroup,
  id: number,
  value: string,
): Promise<void> {
  return changeCatalogue(db, actor, async ({ trx, record }) => {
    const option = await findOption(trx, group, id);
    if (option.value === value) return;
    await refuseDuplicate(trx, group, value, id);
    await trx.updateTable("catalogue_options").set({ value }).where("id", "=", id).execute();
    const moved = await trx
      .updateTable("designs")
      .set({ [group]: value, updated_at: actor.now.toISOString(), updated_by: actor.by })
      .where(group, "=", option.value)
      .executeTakeFirst();
    const designs = Number(moved.numUpdatedRows);
    await record(null, { kind: "option-renamed", group, from: option.value, to: value, designs });
  });
}

/** Deletes a value no design uses (hidden designs count: they may be shown again). */
export function removeOption(
  db: Kysely<Database>,
  actor: Actor,
  group: FilterGroup,
  id: number,
): Promise<void> {
  return changeCatalogue(db, actor, async ({ trx, record }) => {
    const option = await findOption(trx, group, id);
    const used = await trx
      .selectFrom("designs")
      .select((eb) => eb.fn.countAll().as("n"))
      .where(group, "=", option.value)
      .executeTakeFirst();
    const n = Number(used?.n ?? 0);
    if (n > 0)
      throw new CatalogueRefusal(409, CATALOGUE_REFUSALS.optionInUse(option.value, n), "value");
    await trx.deleteFrom("catalogue_options").where("id", "=", id).execute();
    await record(null, { kind: "option-removed", group, value: option.value });
  });
}

/** Puts a list's values in the order given; the list must name each of its values once. */
export function reorderOptions(
  db: Kysely<Database>,
  actor: Actor,
  group: FilterGroup,
  ids: readonly number[],
): Promise<void> {
  return changeCatalogue(db, actor, async ({ trx, record }) => {
    const rows = await trx
      .selectFrom("catalogue_options")
      .select("id")
      .where("group_name", "=", group)
      .execute();
    const known = new Set(rows.map((r) => r.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id)))
      throw new CatalogueRefusal(409, CATALOGUE_REFUSALS.listChanged(group), "ids");
    for (const [position, id] of ids.entries())
      await trx.updateTable("catalogue_options").set({ position }).where("id", "=", id).execute();
    await record(null, { kind: "options-reordered", group });
  });
}

async function findOption(trx: Transaction<Database>, group: FilterGroup, id: number) {
  const option = await trx
    .selectFrom("catalogue_options")
    .select(["id", "value"])
    .where("id", "=", id)
    .where("group_name", "=", group)
    .executeTakeFirst();
  if (!option) throw new CatalogueRefusal(404, OPTION_NOT_FOUND);
  return option;
}

/** Two values of a list differing only in case would be two boxes for one thing. */
async function refuseDuplicate(
  trx: Transaction<Database>,
  group: FilterGroup,
  value: string,
  exceptId?: number,
): Promise<void> {
  const rows = await trx
    .selectFrom("catalogue_options")
    .select(["id", "value"])
    .where("group_name", "=", group)
    .execute();
  const same = rows.find((r) => r.id !== exceptId && r.value.toLowerCase() === value.toLowerCase());
  if (same)
    throw new CatalogueRefusal(409, CATALOGUE_REFUSALS.alreadyInList(same.value, group), "value");
}
