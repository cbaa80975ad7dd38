import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";

/**
 * Issue 24 §2: work sent out. A challan (a numbered delivery note) when fabric or a piece leaves
 * for a karigar's outside work, for one order's step, with its lines (pieces and centimetres,
 * whole numbers); what comes back is recorded as returns of their own, each with its lines, so a
 * partial return keeps what came back and when. Its number comes from billing_sequences (series
 * DC, per financial year: server/billing/document-numbers.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable("challans")
    .addColumn("id", "integer", id)
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("karigar_id", "integer", (c) => c.notNull().references("karigars.id"))
    .addColumn("order_id", "text", (c) =>
      c.notNull().references("orders.order_id").onDelete("cascade"),
    )
    .addColumn("step_id", "text", (c) => c.notNull())
    .addColumn("sent_on", "text", (c) => c.notNull())
    .addColumn("expected_on", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) =>
      c.notNull().check(sql`state in ('open', 'partly-returned', 'returned')`),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .execute();
  // The overdue ones (the attention list, the digest): not returned, by their return date.
  await db.schema
    .createIndex("challans_state_idx")
    .on("challans")
    .columns(["state", "expected_on"])
    .execute();
  await db.schema.createIndex("challans_order_idx").on("challans").columns(["order_id"]).execute();

  await db.schema
    .createTable("challan_lines")
    .addColumn("id", "integer", id)
    .addColumn("challan_id", "integer", (c) =>
      c.notNull().references("challans.id").onDelete("cascade"),
    )
    .addColumn("description", "text", (c) => c.notNull())
    /** Whole pieces. */
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity >= 0`))
    /** Fabric's length in whole centimetres (no floats: 2.5 m is 250). */
    .addColumn("centimetres", "integer", (c) => c.notNull().check(sql`centimetres >= 0`))
    .execute();
  await db.schema
    .createIndex("challan_lines_challan_idx")
    .on("challan_lines")
    .columns(["challan_id", "id"])
    .execute();

  await db.schema
    .createTable("challan_returns")
    .addColumn("id", "integer", id)
    .addColumn("challan_id", "integer", (c) =>
      c.notNull().references("challans.id").onDelete("cascade"),
    )
    .addColumn("returned_on", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("challan_returns_challan_idx")
    .on("challan_returns")
    .columns(["challan_id", "id"])
    .execute();

  await db.schema
    .createTable("challan_return_lines")
    .addColumn("return_id", "integer", (c) =>
      c.notNull().references("challan_returns.id").onDelete("cascade"),
    )
    .addColumn("line_id", "integer", (c) =>
      c.notNull().references("challan_lines.id").onDelete("cascade"),
    )
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity >= 0`))
    .addColumn("centimetres", "integer", (c) => c.notNull().check(sql`centimetres >= 0`))
    .addPrimaryKeyConstraint("challan_return_lines_pk", ["return_id", "line_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("challan_return_lines").execute();
  await db.schema.dropTable("challan_returns").execute();
  await db.schema.dropTable("challan_lines").execute();
  await db.schema.dropTable("challans").execute();
}
