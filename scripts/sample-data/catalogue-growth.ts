/**
 * The catalogue's growth over the years: new designs added by the owners through the same
 * change the Products tab makes (addDesign: revision, change log, address), a few hidden, each
 * with one of the seed's artworks as its main photo.
 */
import type { Kysely } from "kysely";
import { NewDesignSchema } from "../../src/shared/catalogue-admin";
import { CATEGORIES, COLORS, DESIGNS, FABRICS, WORKS } from "../../src/shared/catalogue";
import { addDesign } from "../../src/server/catalogue/design-writes";
import type { Database } from "../../src/server/db/schema";
import { artworkPhoto } from "../../src/server/db/seed-catalogue";
import { busyMoment } from "./clock";
import type { Random } from "./random";

export interface OrderableDesign {
  id: number;
  name: string;
  /** From when orders may name it. */
  addedAt: number;
}

/** Out of the 281 designs five years add, 12 are hidden (288 of 300 shown). */
const HIDDEN_SHARE = 12 / 281;

const DESCRIPTIONS = [
  (d: Look) =>
    `A ${d.color} ${d.fabric} ${d.category} with fine ${d.work}, made to her measurements.`,
  (d: Look) =>
    `${d.work} in the Jaipur way on ${d.fabric}: a ${d.color} ${d.category} for weddings.`,
  (d: Look) => `Hand-finished ${d.category} in ${d.color} ${d.fabric}, its borders in ${d.work}.`,
];
type Look = Record<"color" | "fabric" | "category" | "work", string>;

export async function growCatalogue(
  db: Kysely<Database>,
  count: number,
  span: { from: number; to: number },
  owners: readonly string[],
  random: Random,
): Promise<OrderableDesign[]> {
  const existing = await db.selectFrom("designs").select(["id", "name", "hidden"]).execute();
  const names = new Set(existing.map((d) => d.name));
  const times = Array.from({ length: count }, () => busyMoment(span.from, span.to, random));
  times.sort((a, b) => a - b);
  const added: OrderableDesign[] = [];
  for (const [k, t] of times.entries()) {
    let look: Look;
    let name: string;
    do {
      look = {
        color: random.pick(COLORS),
        fabric: random.pick(FABRICS),
        category: random.pick(CATEGORIES),
        work: random.pick(WORKS),
      };
      name = `${look.color} ${look.work} ${look.fabric} ${look.category}`;
    } while (names.has(name));
    names.add(name);
    const lower = Object.fromEntries(Object.entries(look).map(([f, v]) => [f, v.toLowerCase()]));
    const input = NewDesignSchema.parse({
      name,
      ...look,
      description: random
        .pick(DESCRIPTIONS)(lower as Look)
        .replace(/^./, (c) => c.toUpperCase()),
      hidden: random.chance(HIDDEN_SHARE),
    });
    const now = new Date(t);
    const id = await addDesign(db, { by: random.pick(owners), now }, input);
    const artwork = DESIGNS[k % DESIGNS.length]!;
    await db
      .insertInto("design_photos")
      .values(artworkPhoto(artwork, id, now.toISOString()))
      .execute();
    if (!input.hidden) added.push({ id, name, addedAt: t });
  }
  const seeded = existing
    .filter((d) => d.hidden === 0)
    .map((d) => ({ id: d.id, name: d.name, addedAt: span.from }));
  return [...seeded, ...added];
}
