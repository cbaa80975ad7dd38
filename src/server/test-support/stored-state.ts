/**
 * Everything a backup must bring back, read in a form two runs can compare: every row of
 * every table, sorted, and every photo's bytes by path.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { filesUnder, PHOTOS_DIR } from "../backup/backup-folder";
import type { Database, Db } from "../db/schema";

/** Every table of the schema; tableNames() checks that none is missing here. */
export const TABLES = [
  "orders",
  "order_search_keys",
  "search_positions",
  "production_steps",
  "status_history",
  "contact_messages",
  "rate_limits",
  "admin_accounts",
  "sessions",
  "login_devices",
  "customers",
  "customer_events",
  "customer_figures",
  "measurements",
  "payments",
  "order_events",
  "order_sequences",
  "catalogue_state",
  "designs",
  "design_reviews",
  "design_slugs",
  "design_photos",
  "catalogue_options",
  "catalogue_changes",
  "outbox_messages",
  "notification_channels",
  "consents",
  "erasures",
  "retention_settings",
  "backup_runs",
  "server_instances",
  "database_mode",
  "server_secrets",
  "billing_business",
  "billing_line_kinds",
  "design_tax_codes",
  "tax_rates",
  "billing_sequences",
  "billing_documents",
  "billing_cancellations",
  "payment_utrs",
  "karigars",
  "karigar_rates",
  "step_assignments",
  "karigar_entries",
  "balance_reminders",
  "money_settings",
  "quote_sequences",
  "quote_enquiries",
  "quote_enquiry_events",
  "quotes",
  "quote_versions",
  "quote_acceptances",
  "couriers",
  "order_dispatches",
  "order_photos",
  "appointments",
  "appointment_requests",
  "trial_notes",
  "order_alterations",
  "order_occasions",
  "challans",
  "challan_lines",
  "challan_returns",
  "challan_return_lines",
  "kysely_migration",
] as const;

/** The tables the database really has (without Kysely's lock table). */
export async function tableNames(db: Db): Promise<string[]> {
  const query =
    db.engine === "sqlite"
      ? sql<{
          name: string;
        }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`
      : sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`;
  const { rows } = await query.execute(db.db);
  return (
    rows
      .map((r) => r.name)
      .filter((n) => n !== "kysely_migration_lock")
      // SQLite's FTS5 search indexes (migrations 0019, 0020) and their own tables: derived from
      // the data, not data.
      .filter((n) => !/_search(_(data|idx|content|docsize|config))?$/.test(n))
      .sort()
  );
}

/** How many rows each of these tables holds, in their order: what a refusal must leave alone. */
export const rowCounts = (db: Db, tables: readonly (keyof Database)[]): Promise<number[]> =>
  Promise.all(
    tables.map((t) =>
      db.db
        .selectFrom(t)
        .select(sql<number>`count(*)`.as("n"))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n)),
    ),
  );

export async function storedRows(
  db: Db,
  tables: readonly string[] = TABLES,
): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(
      db.db,
    );
    out[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return out;
}

/** Each photo's content (base64) by its path under DATA_DIR/photos. */
export function storedPhotos(dataDir: string): Record<string, string> {
  const dir = path.join(dataDir, PHOTOS_DIR);
  return Object.fromEntries(
    filesUnder(dir).map((file) => [file, fs.readFileSync(path.join(dir, file)).toString("base64")]),
  );
}
