import type { Kysely } from "kysely";
import { DEMO_PASSWORDS } from "../auth/demo-accounts";
import { verifyPassword } from "../auth/password-hash";
import type { Database, DatabaseModeTable } from "./schema";

export type DatabaseMode = DatabaseModeTable["created_in"];

/** Why a database counts as holding real data; each says so in the refusal. */
const REAL_REASONS = {
  "production-mode": "the server ran on it with ADMIN_DEMO_MODE=0",
  "owner-password": "an owner's own password was stored in it",
  "found-owner-passwords": "its owner accounts have passwords other than the demo ones",
  "found-orders": "it holds orders that are not the sample ones",
} as const;
export type RealReason = keyof typeof REAL_REASONS;

/**
 * Run by the server on every start, after the migrations and before anything else is written
 * (docs/decisions/0014). A new database records the mode it is created in. Production mode
 * marks it as holding real data, for good. Demo mode (which puts the printed demo passwords
 * back and adds the sample orders) is refused on a database that has held real data: the
 * refusal says why and what to set, and nothing is written. A database made before this was
 * recorded is judged by what it holds: owner passwords that are not the demo ones, or orders
 * that are not sample orders.
 */
export async function claimDatabaseMode(
  db: Kysely<Database>,
  mode: DatabaseMode,
  now: Date,
): Promise<void> {
  let recorded = await readDatabaseMode(db);
  if (!recorded) {
    const found = await realDataFound(db);
    if (found && mode === "demo") throw demoModeRefusal({ real_since: null, real_reason: found });
    const at = now.toISOString();
    await db
      .insertInto("database_mode")
      .values({
        id: 1,
        created_in: found ? "production" : mode,
        recorded_at: at,
        real_since: found ? at : null,
        real_reason: found,
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    recorded = await readDatabaseMode(db);
  }
  if (recorded?.real_since && mode === "demo") throw demoModeRefusal(recorded);
  if (mode === "production") await markRealData(db, "production-mode", now);
}

/** Records that the database now holds real data (once: the first reason and time stay). */
export async function markRealData(
  db: Kysely<Database>,
  reason: RealReason,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto("database_mode")
    .values({
      id: 1,
      created_in: "production",
      recorded_at: at,
      real_since: at,
      real_reason: reason,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  await db
    .updateTable("database_mode")
    .set({ real_since: at, real_reason: reason })
    .where("id", "=", 1)
    .where("real_since", "is", null)
    .execute();
}

export const readDatabaseMode = (db: Kysely<Database>) =>
  db.selectFrom("database_mode").selectAll().where("id", "=", 1).executeTakeFirst();

/** A database from before the mode was recorded: does it hold anything demo mode would harm? */
async function realDataFound(db: Kysely<Database>): Promise<RealReason | null> {
  const order = await db
    .selectFrom("orders")
    .select("order_id")
    .where("is_sample", "=", 0)
    .limit(1)
    .executeTakeFirst();
  if (order) return "found-orders";
  const accounts = await db
    .selectFrom("admin_accounts")
    .select(["username", "password_hash"])
    .execute();
  for (const account of accounts) {
    const demo = (DEMO_PASSWORDS as Record<string, string | undefined>)[account.username];
    if (demo === undefined || !(await verifyPassword(demo, account.password_hash))) {
      return "found-owner-passwords";
    }
  }
  return null;
}

function demoModeRefusal(recorded: Pick<DatabaseModeTable, "real_since" | "real_reason">): Error {
  const reason = REAL_REASONS[recorded.real_reason as RealReason] ?? recorded.real_reason;
  const since = recorded.real_since ? ` since ${recorded.real_since}` : "";
  return new Error(
    `Refusing to start in demo mode: this database has held real data${since} (${reason}). ` +
      "Demo mode (ADMIN_DEMO_MODE=1, the default) would give the owners' accounts the demo " +
      "passwords printed on /admin and add the sample orders. Nothing in the database was " +
      "changed. To serve it, set ADMIN_DEMO_MODE=0 (with the same DATA_DIR or DATABASE_URL); " +
      "for a demo, point DATA_DIR or DATABASE_URL at a new, empty database.",
  );
}
