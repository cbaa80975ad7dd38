import type { Kysely } from "kysely";
import type { ConsentForm, ConsentPurpose, ConsentRecord } from "../../shared/privacy-rules";
import type { Database } from "../db/schema";
import type { Actor } from "../orders/order-change";

/**
 * A consent given opens a record; withdrawn, the open record for that purpose is closed (kept,
 * with when, through which form and by whom). Called by setMessaging, in its transaction.
 */
export async function recordConsent(
  db: Kysely<Database>,
  customerId: number,
  purpose: ConsentPurpose,
  agrees: boolean,
  who: Actor,
  through: ConsentForm,
): Promise<void> {
  const at = who.now.toISOString();
  if (agrees) {
    await db
      .insertInto("consents")
      .values({
        customer_id: customerId,
        purpose,
        given_at: at,
        given_through: through,
        given_by: who.by,
      })
      .execute();
    return;
  }
  await db
    .updateTable("consents")
    .set({ withdrawn_at: at, withdrawn_through: through, withdrawn_by: who.by })
    .where("customer_id", "=", customerId)
    .where("purpose", "=", purpose)
    .where("withdrawn_at", "is", null)
    .execute();
}

/** Every consent she has given, the withdrawn ones included, oldest first. */
export async function consentsOf(
  db: Kysely<Database>,
  customerId: number,
): Promise<ConsentRecord[]> {
  const rows = await db
    .selectFrom("consents")
    .selectAll()
    .where("customer_id", "=", customerId)
    .orderBy("given_at")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    purpose: r.purpose,
    givenAt: r.given_at,
    givenThrough: r.given_through,
    givenBy: r.given_by,
    withdrawnAt: r.withdrawn_at,
    withdrawnThrough: r.withdrawn_through,
    withdrawnBy: r.withdrawn_by,
  }));
}
