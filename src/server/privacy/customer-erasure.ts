import { sql, type Kysely } from "kysely";
import { redactOrderDocuments } from "../billing/document-erasure";
import { ERASED, invoiceNeedsNameAndAddress, type ErasureCounts } from "../../shared/privacy-admin";
import type { Database } from "../db/schema";
import type { Change } from "../orders/order-change";
import { deleteOrdersPhotos } from "../order-photos/order-photo-store";
import type { PhotoStore } from "../photos/photo-store";
import { findHerData, PERSONAL_FIELD, type HerData } from "./her-data";

export type ErasureOutcome = { erased: ErasureCounts } | "customer-not-found" | "name-mismatch";

/**
 * Erases a customer on her request, in one transaction: her record, history, measurements and
 * consents are deleted; the contact messages she sent are deleted; the messages to her and the
 * owners' notices quoting her lose their text (and hers, their address); her orders keep what
 * the GST invoice must show (items, amounts, dates, the state; her name and address too when
 * the law asks, invoiceNeedsNameAndAddress) and lose the rest; her values are scrubbed from
 * the orders' timelines, notes for her and payment references; the tracking guesses counted
 * for her orders go; the photos of her orders go, rows with the erasure and their files from
 * `photos` once it has committed. The erasure log keeps when, who and these counts: none of her
 * data. The owner confirms by typing her name as recorded.
 */
export async function eraseCustomer(
  db: Kysely<Database>,
  customerId: number,
  confirmName: string,
  who: Change,
  photos?: PhotoStore,
): Promise<ErasureOutcome> {
  let photoKeys: string[] = [];
  const outcome = await db.transaction().execute(async (trx) => {
    const customer = await trx
      .selectFrom("customers")
      .select(["name"])
      .where("id", "=", customerId)
      .executeTakeFirst();
    if (!customer) return "customer-not-found";
    if (confirmName.trim() !== customer.name.trim()) return "name-mismatch";
    const her = (await findHerData(trx, customerId))!;
    const photosGone = await deleteOrdersPhotos(trx, her.orderIds);
    photoKeys = photosGone.keys;
    const counts = { ...(await eraseRows(trx, her)), orderPhotosDeleted: photosGone.deleted };
    await trx
      .insertInto("erasures")
      .values({
        erased_at: who.now.toISOString(),
        erased_by: who.by,
        counts: JSON.stringify(counts),
      })
      .execute();
    return { erased: counts };
  });
  // After the commit: a file left by a failed delete is one no link opens (its row is gone).
  if (photos && photoKeys.length > 0)
    await photos.delete(photoKeys).catch((error: unknown) => {
      console.error("Deleting an erased customer's order photos failed:", error);
    });
  return outcome;
}

async function eraseRows(
  trx: Kysely<Database>,
  her: HerData,
): Promise<Omit<ErasureCounts, "orderPhotosDeleted">> {
  const scrub = (text: string) =>
    her.values.reduce((t, value) => t.split(value).join(ERASED), text);
  const n = (r: { numDeletedRows?: bigint; numUpdatedRows?: bigint }) =>
    Number(r.numDeletedRows ?? r.numUpdatedRows ?? 0);
  let ordersKeepingNameForTax = 0;
  let timelineEntriesScrubbed = 0;
  let rateLimitsDeleted = 0;

  for (const orderId of her.orderIds) {
    const order = await trx
      .selectFrom("orders")
      .select(["order_date", "amount_rupees", "items", "cancel_reason"])
      .where("order_id", "=", orderId)
      .executeTakeFirstOrThrow();
    const keepsName = invoiceNeedsNameAndAddress(order.order_date, order.amount_rupees);
    if (keepsName) ordersKeepingNameForTax++;
    // An item's note may say anything about her ("her sister's wedding"): the items keep their
    // names and quantities, what the invoice describes.
    const items = (JSON.parse(order.items) as { note?: string }[]).map((i) => ({ ...i, note: "" }));
    await trx
      .updateTable("orders")
      .set({
        customer_id: null,
        customer_phone: "",
        customer_email: "",
        measurements: null,
        items: JSON.stringify(items),
        cancel_reason: order.cancel_reason === null ? null : scrub(order.cancel_reason),
        ...(keepsName
          ? {}
          : { customer_name: ERASED, address_line: "", city: "", postal_code: "" }),
      })
      .where("order_id", "=", orderId)
      .execute();
    await redactOrderDocuments(trx, orderId, keepsName, scrub);
    await trx.deleteFrom("order_dispatches").where("order_id", "=", orderId).execute();
    // What a fitting found to alter, and her occasion's date, are about her.
    for (const table of ["order_alterations", "trial_notes", "order_occasions"] as const)
      await trx.deleteFrom(table).where("order_id", "=", orderId).execute();
    await scrubChallans(trx, orderId, scrub);
    const events = await trx
      .selectFrom("order_events")
      .select(["id", "kind", "detail"])
      .where("order_id", "=", orderId)
      .execute();
    for (const e of events) {
      const detail = JSON.parse(e.detail) as {
        changes?: { field: string }[];
        awb?: string;
        link?: string;
        name?: string;
      };
      // A dispatch's tracking number opens her name and address on the courier's website.
      if (detail.awb !== undefined) Object.assign(detail, { awb: ERASED, link: ERASED });
      // The name she typed accepting her quote, however short or unlike her record's.
      if (e.kind === "quote-accepted") detail.name = ERASED;
      if (detail.changes) {
        detail.changes = detail.changes.map((c) =>
          PERSONAL_FIELD.test(c.field) ? { ...c, from: ERASED, to: ERASED } : c,
        );
      }
      const scrubbed = scrub(JSON.stringify(detail));
      if (scrubbed !== e.detail) {
        await trx
          .updateTable("order_events")
          .set({ detail: scrubbed })
          .where("id", "=", e.id)
          .execute();
        timelineEntriesScrubbed++;
      }
    }
    for (const h of await trx
      .selectFrom("status_history")
      .select(["seq", "description"])
      .where("order_id", "=", orderId)
      .execute()) {
      const description = scrub(h.description);
      if (description !== h.description)
        await trx
          .updateTable("status_history")
          .set({ description })
          .where("order_id", "=", orderId)
          .where("seq", "=", h.seq)
          .execute();
    }
    for (const p of await trx
      .selectFrom("payments")
      .select(["id", "reference"])
      .where("order_id", "=", orderId)
      .execute()) {
      const reference = scrub(p.reference);
      if (reference !== p.reference)
        await trx.updateTable("payments").set({ reference }).where("id", "=", p.id).execute();
    }
    rateLimitsDeleted += n(
      await trx
        .deleteFrom("rate_limits")
        // Keys name the order as a whole part: "wrong-digits:RR2026001", "…:RR2026001:…".
        .where((eb) =>
          eb.or([
            eb("key", "like", sql<string>`${`%:${orderId}`}`),
            eb("key", "like", sql<string>`${`%:${orderId}:%`}`),
          ]),
        )
        .executeTakeFirst(),
    );
  }

  // reply_to (an owners' notice of her contact message) is her e-mail address.
  const cleared = { subject: "", body: "", params: "[]", last_error: null, reply_to: null };
  const messagesToHerCleared =
    her.outboxToHerIds.length === 0
      ? 0
      : n(
          await trx
            .updateTable("outbox_messages")
            .set({ ...cleared, recipient: "" })
            .where("id", "in", her.outboxToHerIds)
            .executeTakeFirst(),
        );
  const ownerNoticesCleared =
    her.ownerNoticeIds.length === 0
      ? 0
      : n(
          await trx
            .updateTable("outbox_messages")
            .set(cleared)
            .where("id", "in", her.ownerNoticeIds)
            .executeTakeFirst(),
        );
  const contactMessagesDeleted =
    her.contactMessageIds.length === 0
      ? 0
      : n(
          await trx
            .deleteFrom("contact_messages")
            .where("id", "in", her.contactMessageIds)
            .executeTakeFirst(),
        );
  let quoteEnquiriesDeleted = 0;
  if (her.quoteEnquiryIds.length > 0) {
    await trx
      .deleteFrom("quote_enquiry_events")
      .where("enquiry_id", "in", her.quoteEnquiryIds)
      .execute();
    quoteEnquiriesDeleted = n(
      await trx
        .deleteFrom("quote_enquiries")
        .where("id", "in", her.quoteEnquiryIds)
        .executeTakeFirst(),
    );
  }
  const byCustomer = async (table: "measurements" | "consents" | "customer_events") =>
    n(await trx.deleteFrom(table).where("customer_id", "=", her.customerId).executeTakeFirst());
  const measurementsDeleted = await byCustomer("measurements");
  const consentsDeleted = await byCustomer("consents");
  const historyDeleted = await byCustomer("customer_events");
  // Her appointments and her requests to move them go with her record.
  const appointments = trx
    .selectFrom("appointments")
    .select("id")
    .where("customer_id", "=", her.customerId);
  await trx
    .deleteFrom("appointment_requests")
    .where("appointment_id", "in", appointments)
    .execute();
  await trx.deleteFrom("appointments").where("customer_id", "=", her.customerId).execute();
  await trx.deleteFrom("customers").where("id", "=", her.customerId).execute();
  return {
    ordersAnonymised: her.orderIds.length,
    ordersKeepingNameForTax,
    contactMessagesDeleted,
    quoteEnquiriesDeleted,
    messagesToHerCleared,
    ownerNoticesCleared,
    measurementsDeleted,
    consentsDeleted,
    historyDeleted,
    timelineEntriesScrubbed,
    rateLimitsDeleted,
  };
}

/**
 * Work sent out for her order (issue 24 §2) holds nothing of hers by design, but the owners'
 * words may name her: its notes and lines' descriptions are scrubbed of her values. The challan
 * itself stays (the karigar's delivery note and what came back).
 */
async function scrubChallans(
  trx: Kysely<Database>,
  orderId: string,
  scrub: (text: string) => string,
): Promise<void> {
  const challans = await trx
    .selectFrom("challans")
    .select(["id", "note"])
    .where("order_id", "=", orderId)
    .execute();
  if (challans.length === 0) return;
  const ids = challans.map((c) => Number(c.id));
  for (const c of challans)
    if (scrub(c.note) !== c.note)
      await trx
        .updateTable("challans")
        .set({ note: scrub(c.note) })
        .where("id", "=", c.id)
        .execute();
  for (const l of await trx
    .selectFrom("challan_lines")
    .select(["id", "description"])
    .where("challan_id", "in", ids)
    .execute())
    if (scrub(l.description) !== l.description)
      await trx
        .updateTable("challan_lines")
        .set({ description: scrub(l.description) })
        .where("id", "=", l.id)
        .execute();
  for (const r of await trx
    .selectFrom("challan_returns")
    .select(["id", "note"])
    .where("challan_id", "in", ids)
    .execute())
    if (scrub(r.note) !== r.note)
      await trx
        .updateTable("challan_returns")
        .set({ note: scrub(r.note) })
        .where("id", "=", r.id)
        .execute();
}
