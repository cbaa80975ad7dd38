import type { Kysely } from "kysely";
import { markRealData } from "../db/database-mode";
import type { Database } from "../db/schema";
import { DEMO_PASSWORDS } from "./demo-accounts";
import { hashPassword } from "./password-hash";

/**
 * Stores a new password for an owner (as a scrypt hash) and ends her sessions, all but
 * `keepSession` (the token hash of the session she changed it from), in one transaction.
 * A password other than the demo one marks the database as holding real data, so demo mode
 * never runs on it again (db/database-mode.ts). False when there is no such account.
 */
export async function setOwnerPassword(
  db: Kysely<Database>,
  username: string,
  password: string,
  now: Date,
  options: { keepSession?: string } = {},
): Promise<{ found: boolean; sessionsEnded: number }> {
  const hash = await hashPassword(password);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("admin_accounts")
      .set({ password_hash: hash, updated_at: at })
      .where("username", "=", username)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { found: false, sessionsEnded: 0 };
    if ((DEMO_PASSWORDS as Record<string, string>)[username] !== password) {
      await markRealData(trx, "owner-password", now);
    }
    const ended = await trx
      .updateTable("sessions")
      .set({ revoked_at: at })
      .where("username", "=", username)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", at)
      .$if(options.keepSession !== undefined, (q) =>
        q.where("token_hash", "!=", options.keepSession ?? ""),
      )
      .executeTakeFirst();
    return { found: true, sessionsEnded: Number(ended.numUpdatedRows) };
  });
}
