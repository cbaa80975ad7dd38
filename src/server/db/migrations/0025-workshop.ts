import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";

/**
 * The workshop (docs/decisions/0021): karigars, their piece rates as dated rows (a new rate
 * never changes an amount already earned), the steps assigned to them, and their account as
 * entries that are only ever added (earned on completing a step, reversed on reopening it,
 * adjusted by an owner with a reason, paid out).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable("karigars")
    .addColumn("id", "integer", id)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("place", "text", (c) => c.notNull().check(sql`place in ('workshop', 'outside')`))
    /** JSON array of production step ids. */
    .addColumn("skills", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();

  await db.schema
    .createTable("karigar_rates")
    .addColumn("id", "integer", id)
    .addColumn("karigar_id", "integer", (c) =>
      c.notNull().references("karigars.id").onDelete("cascade"),
    )
    .addColumn("step_id", "text", (c) => c.notNull())
    .addColumn("work", "text", (c) => c.notNull())
    .addColumn("unit", "text", (c) => c.notNull().check(sql`unit in ('piece', 'metre')`))
    .addColumn("rate_paise", "bigint", (c) => c.notNull().check(sql`rate_paise > 0`))
    .addColumn("effective_from", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .addUniqueConstraint("karigar_rates_dated", ["karigar_id", "step_id", "work", "effective_from"])
    .execute();

  await db.schema
    .createTable("step_assignments")
    .addColumn("order_id", "text", (c) =>
      c.notNull().references("orders.order_id").onDelete("cascade"),
    )
    .addColumn("step_id", "text", (c) => c.notNull())
    .addColumn("karigar_id", "integer", (c) => c.notNull().references("karigars.id"))
    .addColumn("work", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn("due_date", "text", (c) => c.notNull())
    /** The account entry its completion added, while it stands (null: none, or reversed). */
    .addColumn("earned_entry_id", "integer")
    .addColumn("assigned_at", "text", (c) => c.notNull())
    .addColumn("assigned_by", "text")
    .addPrimaryKeyConstraint("step_assignments_pk", ["order_id", "step_id"])
    .execute();
  await db.schema
    .createIndex("step_assignments_karigar_idx")
    .on("step_assignments")
    .columns(["karigar_id", "due_date"])
    .execute();

  await db.schema
    .createTable("karigar_entries")
    .addColumn("id", "integer", id)
    .addColumn("karigar_id", "integer", (c) =>
      c.notNull().references("karigars.id").onDelete("cascade"),
    )
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`kind in ('earned', 'reversed', 'adjustment', 'payout')`),
    )
    .addColumn("amount_paise", "bigint", (c) => c.notNull())
    .addColumn("on_date", "text", (c) => c.notNull())
    .addColumn("order_id", "text")
    .addColumn("step_id", "text")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("method", "text")
    .addColumn("reference", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .execute();
  await db.schema
    .createIndex("karigar_entries_karigar_idx")
    .on("karigar_entries")
    .columns(["karigar_id", "on_date", "id"])
    .execute();
}
