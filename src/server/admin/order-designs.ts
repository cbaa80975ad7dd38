import type { Kysely } from "kysely";
import { UNKNOWN_DESIGN } from "../../shared/order-input";
import type { OrderItem } from "../../shared/order-items";
import { findDesigns } from "../catalogue/catalogue-admin-read";
import type { Database } from "../db/schema";

/**
 * The 400 answer's body when an item names a design the catalogue does not have (the owners
 * keep the catalogue in the database, so the shared schema cannot know it); undefined when all
 * are there. A hidden design still counts: an order may be for one.
 */
export async function unknownDesign(
  db: Kysely<Database>,
  items: readonly OrderItem[],
): Promise<{ error: string; field: string } | undefined> {
  const ids = items.flatMap((item) => (item.designId === null ? [] : [item.designId]));
  const known = new Set((await findDesigns(db, ids)).map((d) => d.id));
  const index = items.findIndex((item) => item.designId !== null && !known.has(item.designId));
  return index === -1 ? undefined : { error: UNKNOWN_DESIGN, field: `items.${index}.designId` };
}
