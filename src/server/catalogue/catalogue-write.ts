import type { Kysely, Transaction } from "kysely";
import type { CatalogueChangeWhat } from "../../shared/catalogue-changes";
import type { Database } from "../db/schema";

/** Who changes the catalogue and when: an owner's username (null for the seed) and the time. */
export interface Actor {
  by: string | null;
  now: Date;
}

/** A change the owners asked for that cannot be made: the answer's status, message and field. */
export class CatalogueRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export interface CatalogueWriter {
  trx: Transaction<Database>;
  actor: Actor;
  /** Records one line of the change log (in the same transaction). */
  record(designId: number | null, what: CatalogueChangeWhat): Promise<void>;
}

/**
 * Every change to the catalogue, in one transaction: it first raises the catalogue's revision
 * (which also makes writers take turns: the row stays locked until commit, so ids given as
 * max + 1 and positions cannot collide), does the work, and logs what changed. Instances
 * compare the revision to know their copy of the catalogue is stale (catalogue-source.ts).
 */
export async function changeCatalogue<T>(
  db: Kysely<Database>,
  actor: Actor,
  work: (writer: CatalogueWriter) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable("catalogue_state")
      .set((eb) => ({ revision: eb("revision", "+", 1) }))
      .where("id", "=", 1)
      .execute();
    const record = async (designId: number | null, what: CatalogueChangeWhat) => {
      await trx
        .insertInto("catalogue_changes")
        .values({
          at: actor.now.toISOString(),
          by: actor.by,
          design_id: designId,
          what: JSON.stringify(what),
        })
        .execute();
    };
    return work({ trx, actor, record });
  });
}

/** The catalogue's revision: it goes up by one with every change. */
export async function readRevision(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("catalogue_state")
    .select("revision")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.revision);
}

/** The next free id of a table whose ids the writer gives (designs), inside changeCatalogue. */
export async function nextId(trx: Transaction<Database>, table: "designs"): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max("id").as("max"))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}
