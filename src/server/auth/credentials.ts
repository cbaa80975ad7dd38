import type { Kysely } from "kysely";
import type { AdminUser } from "../../shared/admin";
import { localeOf, type Locale } from "../../shared/locale";
import type { Database } from "../db/schema";
import { DUMMY_HASH, verifyPassword } from "./password-hash";

/**
 * The owner whose password this is (and her screens' language), or undefined. An unknown username still runs one full
 * scrypt (against a dummy hash), so the answer's timing does not reveal which usernames exist.
 */
export async function verifyCredentials(
  db: Kysely<Database>,
  username: string,
  password: string,
): Promise<(AdminUser & { language: Locale }) | undefined> {
  const account = await db
    .selectFrom("admin_accounts")
    .select(["username", "display_name", "password_hash", "language"])
    .where("username", "=", username)
    .executeTakeFirst();
  const matches = await verifyPassword(password, account?.password_hash ?? DUMMY_HASH);
  return account && matches
    ? {
        username: account.username,
        displayName: account.display_name,
        language: localeOf(account.language),
      }
    : undefined;
}
