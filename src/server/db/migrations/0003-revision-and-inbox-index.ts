import type { Kysely } from "kysely";

/**
 * orders.revision counts the stored changes to an order, so the owners' browser can tell which
 * of two answers about an order is the newer. contact_messages gets an index on (received_at,
 * id), the inbox's order and page cursor; it replaces the index on received_at alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("orders")
    .addColumn("revision", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createIndex("contact_messages_received_at_id_idx")
    .on("contact_messages")
    .columns(["received_at", "id"])
    .execute();
  await db.schema.dropIndex("contact_messages_received_at_idx").execute();
}
