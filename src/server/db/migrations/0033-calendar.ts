import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

/**
 * Issue 24 §3: the calendar. Her appointments (a measurement, a fitting, a pickup, a delivery)
 * at an instant (ISO, UTC; shown in Jaipur's time), each with an unguessable code for the link
 * in its reminders where she asks to move it, and her requests to move it. An appointment goes
 * with her customer record (erased with it); an order's deletion leaves it without the order.
 * After a fitting, its trial notes (what to alter) and the alterations they call for: the
 * order's own extra steps after the nine (the nine stay the spec's, as every order's steps are
 * checked against their template). Her occasion's date, per order, which the remaining steps'
 * usual durations are worked back from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable("appointments")
    .addColumn("id", "integer", id)
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("customer_id", "integer", (c) =>
      c.notNull().references("customers.id").onDelete("cascade"),
    )
    .addColumn("order_id", "text", (c) => c.references("orders.order_id").onDelete("set null"))
    /** For a fitting: the version of her measurements it is made with. */
    .addColumn("measurement_version", "integer")
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("duration_minutes", "integer", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull())
    /** booked or cancelled. */
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("revision", "integer", (c) => c.notNull())
    /** Random, unguessable: her link to ask for another time. */
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("appointments_starts_idx")
    .on("appointments")
    .columns(["starts_at", "id"])
    .execute();
  await db.schema
    .createIndex("appointments_customer_idx")
    .on("appointments")
    .column("customer_id")
    .execute();
  await db.schema
    .createIndex("appointments_order_idx")
    .on("appointments")
    .column("order_id")
    .execute();

  await db.schema
    .createTable("appointment_requests")
    .addColumn("id", "integer", id)
    .addColumn("appointment_id", "integer", (c) =>
      c.notNull().references("appointments.id").onDelete("cascade"),
    )
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("asked_at", "text", (c) => c.notNull())
    /** 0 or 1: an owner has answered it. */
    .addColumn("handled", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("appointment_requests_appointment_idx")
    .on("appointment_requests")
    .column("appointment_id")
    .execute();

  await db.schema
    .createTable("trial_notes")
    .addColumn("id", "integer", id)
    .addColumn("order_id", "text", (c) =>
      c.notNull().references("orders.order_id").onDelete("cascade"),
    )
    /** The fitting it was written at, if any. */
    .addColumn("appointment_id", "integer", (c) =>
      c.references("appointments.id").onDelete("set null"),
    )
    .addColumn("note", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("trial_notes_order_idx")
    .on("trial_notes")
    .column("order_id")
    .execute();

  await db.schema
    .createTable("order_alterations")
    .addColumn("id", "integer", id)
    .addColumn("order_id", "text", (c) =>
      c.notNull().references("orders.order_id").onDelete("cascade"),
    )
    .addColumn("trial_note_id", "integer", (c) =>
      c.references("trial_notes.id").onDelete("set null"),
    )
    /** What to alter, as the owner wrote it: the step's name. */
    .addColumn("name", "text", (c) => c.notNull())
    /** Its usual duration, as the owner judged it. */
    .addColumn("estimated_days", "integer", (c) => c.notNull())
    /** pending, in-progress or completed (the production steps' states). */
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("completed_date", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("order_alterations_order_idx")
    .on("order_alterations")
    .columns(["order_id", "id"])
    .execute();

  await db.schema
    .createTable("order_occasions")
    .addColumn("order_id", "text", (c) =>
      c.primaryKey().references("orders.order_id").onDelete("cascade"),
    )
    /** yyyy-mm-dd: the day she wears it (a wedding, Teej). */
    .addColumn("event_date", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("order_occasions").execute();
  await db.schema.dropTable("order_alterations").execute();
  await db.schema.dropTable("trial_notes").execute();
  await db.schema.dropTable("appointment_requests").execute();
  await db.schema.dropTable("appointments").execute();
}
