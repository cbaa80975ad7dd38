import type { Kysely } from "kysely";
import type { OrderEvent, OrderEventDetail } from "../../shared/order-events";
import type { CustomerNote } from "../../shared/order-format";
import { displayNameOf } from "../auth/owners";
import type { Database } from "../db/schema";

/** The order's timeline, newest first. */
export async function loadTimeline(db: Kysely<Database>, orderId: string): Promise<OrderEvent[]> {
  const rows = await db
    .selectFrom("order_events")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    ...(JSON.parse(row.detail) as Omit<OrderEventDetail, "kind">),
    kind: row.kind,
    id: Number(row.id),
    at: row.at,
    by: row.by === null ? null : displayNameOf(row.by),
  })) as OrderEvent[];
}

/** The notes the owners wrote for the customer, oldest first (her tracking page shows them). */
export async function loadCustomerNotes(
  db: Kysely<Database>,
  orderId: string,
): Promise<CustomerNote[]> {
  const rows = await db
    .selectFrom("order_events")
    .select(["at", "detail"])
    .where("order_id", "=", orderId)
    .where("kind", "=", "note")
    .orderBy("id")
    .execute();
  return rows.flatMap((row) => {
    const note = JSON.parse(row.detail) as { audience: string; text: string };
    return note.audience === "customer" ? [{ at: row.at, text: note.text }] : [];
  });
}
