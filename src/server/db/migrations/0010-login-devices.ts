import type { Kysely } from "kysely";

/**
 * login_devices: the browsers an owner has logged in from (auth/login-devices.ts). A device
 * cookie's token is stored only as its SHA-256, as session tokens are. Guesses at her password
 * from elsewhere (which lock her account for a while) do not lock out a device she has used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("login_devices")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("username", "text", (c) =>
      c.notNull().references("admin_accounts.username").onDelete("cascade"),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_login_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("login_devices_username_idx")
    .on("login_devices")
    .column("username")
    .execute();
}
