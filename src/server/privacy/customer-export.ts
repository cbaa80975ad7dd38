import type { Kysely } from "kysely";
import { BUSINESS } from "../../shared/business";
import type { CustomerExport } from "../../shared/privacy-admin";
import { displayNameOf } from "../auth/owners";
import { consentsOf } from "../customers/consent-records";
import { loadCustomerDetail } from "../customers/customer-detail";
import type { Database } from "../db/schema";
import type { OutboxRow } from "../notifications/outbox-claims";
import { findOrder } from "../orders/order-repository";
import { loadTimeline } from "../orders/order-timeline";
import { loadPayments } from "../orders/payment-rows";
import { exportedOrderPhotos } from "../order-photos/order-photo-store";
import { findHerData } from "./her-data";

/**
 * Everything the boutique holds about a customer (her right of access): her record, consents,
 * measurements and history, her orders in full (steps, status history, payments, timeline, the
 * list of her piece's photos), the
 * contact messages she sent, her enquiries for a quote, the messages sent to her and the owners' notices that quote her.
 */
export async function exportCustomer(
  db: Kysely<Database>,
  customerId: number,
  who: { by: string; now: Date },
): Promise<CustomerExport | undefined> {
  const her = await findHerData(db, customerId);
  const detail = await loadCustomerDetail(db, customerId);
  if (!her || !detail) return undefined;
  const orders = [];
  for (const orderId of her.orderIds) {
    const order = await findOrder(db, orderId);
    if (!order) continue;
    orders.push({
      order,
      payments: await loadPayments(db, orderId),
      timeline: await loadTimeline(db, orderId),
      photos: await exportedOrderPhotos(db, orderId),
    });
  }
  const outbox = (ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([] as OutboxRow[])
      : db.selectFrom("outbox_messages").selectAll().where("id", "in", ids).orderBy("id").execute();
  const message = (r: OutboxRow) => ({
    channel: r.channel,
    kind: r.kind,
    to: r.recipient,
    subject: r.subject,
    body: r.body,
    state: r.state,
    createdAt: r.created_at,
    sentAt: r.sent_at,
  });
  const contactMessages =
    her.contactMessageIds.length === 0
      ? []
      : await db
          .selectFrom("contact_messages")
          .select(["name", "phone", "email", "subject", "message", "received_at"])
          .where("id", "in", her.contactMessageIds)
          .orderBy("id")
          .execute();
  const quoteEnquiries =
    her.quoteEnquiryIds.length === 0
      ? []
      : await db
          .selectFrom("quote_enquiries")
          .selectAll()
          .where("id", "in", her.quoteEnquiryIds)
          .orderBy("id")
          .execute();
  return {
    exportedAt: who.now.toISOString(),
    exportedBy: displayNameOf(who.by),
    boutique: { name: BUSINESS.legalName, email: BUSINESS.email },
    customer: detail.customer,
    consents: await consentsOf(db, customerId),
    measurements: detail.measurements,
    history: detail.history,
    orders,
    contactMessages: contactMessages.map((m) => ({
      name: m.name,
      phone: m.phone,
      email: m.email,
      subject: m.subject,
      message: m.message,
      receivedAt: m.received_at,
    })),
    quoteEnquiries: quoteEnquiries.map((e) => ({
      reference: e.reference,
      receivedAt: e.received_at,
      state: e.state,
      name: e.name,
      phone: e.phone,
      email: e.email,
      designs: JSON.parse(e.designs) as string[],
      occasion: e.occasion,
      neededBy: e.needed_by,
      quantity: Number(e.quantity),
      buyer: e.buyer,
      sizes: e.sizes,
      city: e.city,
      stateName: e.state_name,
      answerBy: e.answer_by,
      language: e.language,
      consent: Number(e.consent) === 1,
      note: e.note,
    })),
    messagesToHer: (await outbox(her.outboxToHerIds)).map(message),
    ownerNoticesAboutHer: (await outbox(her.ownerNoticeIds)).map(message),
  };
}
