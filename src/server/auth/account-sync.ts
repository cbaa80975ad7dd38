import type { Kysely } from "kysely";
import type { AdminConfig } from "../../shared/admin";
import type { Database } from "../db/schema";
import { hashPassword, needsRehash, verifyPassword } from "./password-hash";
import { adminConfigFor, configuredAccounts, type AdminSettings } from "./owners";
import { revokeAllSessions } from "./sessions";

export type AccountChange = "created" | "password-changed" | "rehashed" | "unchanged";

/**
 * Run on every start: makes each owner's stored hash match the configured password (demo or
 * env). A changed password revokes that owner's sessions, so an old password's logins end.
 * Returns what the login page may print.
 */
export async function prepareAdminAccounts(
  db: Kysely<Database>,
  settings: AdminSettings,
  now: Date,
): Promise<{ config: AdminConfig; changes: Record<string, AccountChange> }> {
  const changes: Record<string, AccountChange> = {};
  for (const account of configuredAccounts(settings)) {
    const at = now.toISOString();
    const stored = await db
      .selectFrom("admin_accounts")
      .selectAll()
      .where("username", "=", account.username)
      .executeTakeFirst();
    if (!stored) {
      // DO NOTHING: a second instance starting at the same moment may have inserted it.
      await db
        .insertInto("admin_accounts")
        .values({
          username: account.username,
          display_name: account.displayName,
          password_hash: await hashPassword(account.password),
          updated_at: at,
        })
        .onConflict((oc) => oc.column("username").doNothing())
        .execute();
      changes[account.username] = "created";
      continue;
    }
    const matches = await verifyPassword(account.password, stored.password_hash);
    const change: AccountChange = !matches
      ? "password-changed"
      : needsRehash(stored.password_hash)
        ? "rehashed"
        : "unchanged";
    if (change !== "unchanged" || stored.display_name !== account.displayName) {
      await db
        .updateTable("admin_accounts")
        .set({
          display_name: account.displayName,
          password_hash:
            change === "unchanged" ? stored.password_hash : await hashPassword(account.password),
          updated_at: at,
        })
        .where("username", "=", account.username)
        .execute();
    }
    if (change === "password-changed") await revokeAllSessions(db, account.username, now);
    changes[account.username] = change;
  }
  return { config: adminConfigFor(settings), changes };
}
