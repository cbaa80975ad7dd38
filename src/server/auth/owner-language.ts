import type { Kysely } from "kysely";
import type { Locale } from "../../shared/locale";
import type { Database } from "../db/schema";

/**
 * The language of an owner's own screens, on her account (docs/decisions/0017): every session
 * of hers reads it from there, so it follows her to another device and the other owner keeps
 * her own.
 */
export async function setOwnerLanguage(
  db: Kysely<Database>,
  username: string,
  language: Locale,
): Promise<void> {
  await db
    .updateTable("admin_accounts")
    .set({ language })
    .where("username", "=", username)
    .execute();
}
