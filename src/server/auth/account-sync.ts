import type { Kysely } from "kysely";
import type { AdminConfig } from "../../shared/admin";
import type { Database } from "../db/schema";
import { isCommonPassword } from "./common-passwords";
import { DEMO_PASSWORDS } from "./demo-accounts";
import { setOwnerPassword } from "./owner-password";
import { hashPassword, needsRehash, verifyPassword } from "./password-hash";
import { adminConfigFor, OWNERS, type AdminSettings, type OwnerUsername } from "./owners";

export type AccountChange =
  "created" | "demo-password-set" | "demo-password-replaced" | "rehashed" | "unchanged";

/**
 * Run on every start. The database owns the owners' passwords (docs/decisions/0010):
 * - demo mode: every account has its demo password, the one the login page prints (set
 *   back if it was changed, ending her sessions);
 * - otherwise an account is created from the environment's password when missing (first
 *   start), or given it when it still has the public demo password (a database that began in
 *   demo mode). Any other stored password stays: the environment's is ignored.
 * Returns what the login page may print.
 */
export async function prepareAdminAccounts(
  db: Kysely<Database>,
  settings: AdminSettings,
  now: Date,
): Promise<{ config: AdminConfig; changes: Record<string, AccountChange> }> {
  const changes: Record<string, AccountChange> = {};
  for (const owner of OWNERS) {
    const stored = await db
      .selectFrom("admin_accounts")
      .select(["password_hash", "display_name"])
      .where("username", "=", owner.username)
      .executeTakeFirst();
    const demo = DEMO_PASSWORDS[owner.username];
    if (!stored) {
      const password = settings.demoMode
        ? demo
        : await firstPassword(settings, owner.username, "create");
      // DO NOTHING: a second instance starting at the same moment may have inserted it.
      await db
        .insertInto("admin_accounts")
        .values({
          username: owner.username,
          display_name: owner.displayName,
          password_hash: await hashPassword(password),
          updated_at: now.toISOString(),
        })
        .onConflict((oc) => oc.column("username").doNothing())
        .execute();
      changes[owner.username] = "created";
      continue;
    }
    if (stored.display_name !== owner.displayName) {
      await db
        .updateTable("admin_accounts")
        .set({ display_name: owner.displayName })
        .where("username", "=", owner.username)
        .execute();
    }
    const hasDemo = await verifyPassword(demo, stored.password_hash);
    if (settings.demoMode && !hasDemo) {
      await setOwnerPassword(db, owner.username, demo, now);
      changes[owner.username] = "demo-password-set";
    } else if (!settings.demoMode && hasDemo) {
      const password = await firstPassword(settings, owner.username, "replace");
      await setOwnerPassword(db, owner.username, password, now);
      changes[owner.username] = "demo-password-replaced";
    } else if (settings.demoMode && needsRehash(stored.password_hash)) {
      await setOwnerPassword(db, owner.username, demo, now);
      changes[owner.username] = "rehashed";
    } else {
      changes[owner.username] = "unchanged";
    }
  }
  return { config: adminConfigFor(settings), changes };
}

export const passwordVariable = (username: OwnerUsername): string =>
  `ADMIN_PASSWORD_${username.toUpperCase()}`;

/** The environment's password for an owner whose account needs one, or a clear refusal. */
async function firstPassword(
  settings: AdminSettings,
  username: OwnerUsername,
  why: "create" | "replace",
): Promise<string> {
  const variable = passwordVariable(username);
  const password = settings.passwords?.[username];
  if (!password) {
    throw new Error(
      why === "create"
        ? `${variable} is required to create the owner account "${username}" (first start with ADMIN_DEMO_MODE off).`
        : `${variable} is required: the owner account "${username}" still has its public demo password.`,
    );
  }
  if (await isCommonPassword(password)) {
    throw new Error(`${variable} is too common or too easy to guess: choose another.`);
  }
  return password;
}
