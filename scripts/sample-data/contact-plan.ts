/**
 * The contact form's messages over the years and the owners' notice of each (outbox): from
 * customers before their first order (half of their records made from that message), from
 * customers later on, and from visitors who never ordered. Those are kept by the retention
 * rule only while younger than its months (privacy/retention.ts), so they are all recent.
 */
import type { Insertable } from "kysely";
import { ContactSchema, type ContactMessage } from "../../src/shared/contact-schema";
import type { ContactMessagesTable, OutboxMessagesTable } from "../../src/server/db/schema";
import {
  contactNoticeValues,
  type OwnerAudience,
} from "../../src/server/notifications/owner-messages";
import { outboxRow } from "../../src/server/notifications/outbox";
import { OWNER_NOTICES_PER_HOUR } from "../../src/shared/message-templates";
import { phoneKey } from "../../src/shared/phone";
import { DAY, HOUR, busyMoment, later } from "./clock";
import type { PlannedCustomer } from "./customer-plan";
import { personOf, writePhone } from "./people";
import type { Random } from "./random";
import { settled } from "./outbox-settle";
import { CONTACT_MESSAGES, CONTACT_SUBJECTS } from "./texts";

export interface ContactRows {
  messages: Insertable<ContactMessagesTable>[];
  notices: Insertable<OutboxMessagesTable>[];
}

interface Draft {
  at: number;
  fields: ContactMessage;
  /** Her record made from this message, at `handledAt`. */
  customer: PlannedCustomer | null;
}

export function planContactMessages(
  count: number,
  customers: readonly PlannedCustomer[],
  settings: { from: number; now: number; keptMonths: number; owners: OwnerAudience },
  ownerNames: readonly string[],
  random: Random,
): ContactRows {
  const { from, now } = settings;
  const write = (name: string, phone: string, email: string): ContactMessage =>
    ContactSchema.parse({
      name,
      phone,
      email: random.chance(0.5) ? email : "",
      subject: random.pick(CONTACT_SUBJECTS),
      message: random.pick(CONTACT_MESSAGES),
    });
  const drafts: Draft[] = [];
  for (const c of customers) {
    if (c.enquiryAt === null || drafts.length >= count) continue;
    const { name, email } = c.person;
    drafts.push({
      at: c.enquiryAt,
      fields: write(name, c.person.phone, email),
      customer: c.byForm ? c : null,
    });
  }
  // The rest: half from customers after they came to know the boutique, half from visitors.
  const kept = Math.max(from, now - (settings.keptMonths - 1) * 30 * DAY);
  for (let n = 0; drafts.length < count; n++) {
    if (n % 2 === 0 && customers.length > 0) {
      const c = random.pick(customers);
      const { name, email } = c.person;
      drafts.push({
        at: busyMoment(c.firstAt, now, random),
        fields: write(name, writePhone(phoneKey(c.person.phone), random), email),
        customer: null,
      });
    } else {
      const visitor = personOf(1_000_000 + n, random);
      drafts.push({
        at: busyMoment(kept, now, random),
        fields: write(visitor.name, visitor.phone, visitor.email),
        customer: null,
      });
    }
  }
  drafts.sort((a, b) => a.at - b.at);
  spreadOverHours(drafts);

  const messages: Insertable<ContactMessagesTable>[] = [];
  const notices: Insertable<OutboxMessagesTable>[] = [];
  for (const d of drafts) {
    const handledAt = d.customer
      ? d.customer.createdAt
      : random.chance(d.at < now - 2 * DAY ? 0.96 : 0.4)
        ? later(d.at, 0.01 + random.next() * 1.2, random)
        : null;
    const handled = handledAt !== null && handledAt <= now;
    messages.push({
      ...d.fields,
      phone_key: phoneKey(d.fields.phone),
      received_at: new Date(d.at).toISOString(),
      handled_at: handled ? new Date(handledAt).toISOString() : null,
      handled_by: handled ? random.pick(ownerNames) : null,
      customer_id: d.customer?.id ?? null,
    });
    const values = contactNoticeValues(settings.owners.language, d.fields);
    for (const { channel, address } of settings.owners.recipients) {
      const row = outboxRow(
        {
          kind: "contact-message",
          channel,
          audience: "owner",
          recipient: address,
          language: settings.owners.language,
          orderId: null,
          values,
          ...(d.fields.email && channel === "email" ? { replyTo: d.fields.email } : {}),
        },
        new Date(d.at),
      );
      notices.push(settled(row, d.at + random.int(2, 20) * 1000, now));
    }
  }
  return { messages, notices };
}

/**
 * The owners hear of the first OWNER_NOTICES_PER_HOUR messages of an hour one by one, the rest
 * in a summary: the sample's messages are spread so no hour has more, and each has its notice.
 */
function spreadOverHours(drafts: Draft[]): void {
  const perHour = new Map<number, number>();
  for (const d of drafts) {
    for (;;) {
      const hour = Math.floor(d.at / HOUR);
      const n = perHour.get(hour) ?? 0;
      if (n < OWNER_NOTICES_PER_HOUR) {
        perHour.set(hour, n + 1);
        break;
      }
      d.at += HOUR;
    }
  }
  drafts.sort((a, b) => a.at - b.at);
}
