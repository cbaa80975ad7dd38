import { createHmac, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "./schema";

/** The table backups leave out: a backup's reader must not hold the key to its hashes. */
export const SECRETS_TABLE = "server_secrets";
const HASH_KEY = "hash-key";
const keys = new WeakMap<Kysely<Database>, Promise<Buffer>>();

/**
 * The server's own random key (32 bytes), made on first use and kept in the database so every
 * instance and the host's commands share it. Backups leave it out: after a restore a new one is
 * made, and counters keyed with the old one simply run out.
 */
export function serverHashKey(db: Kysely<Database>): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = readOrMakeKey(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

async function readOrMakeKey(db: Kysely<Database>): Promise<Buffer> {
  // DO NOTHING: another instance starting at the same moment may have made it first.
  await db
    .insertInto("server_secrets")
    .values({
      name: HASH_KEY,
      value: randomBytes(32).toString("base64"),
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db
    .selectFrom("server_secrets")
    .select("value")
    .where("name", "=", HASH_KEY)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, "base64");
}

/** HMAC-SHA-256 of `text` under the server's key, hex: stands for it where it must not be kept. */
export async function keyedHash(db: Kysely<Database>, text: string): Promise<string> {
  return createHmac("sha256", await serverHashKey(db))
    .update(text, "utf8")
    .digest("hex");
}
