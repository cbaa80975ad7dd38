import type { Kysely } from "kysely";
import { formatPaise } from "../../shared/billing/money";
import type { UpiRequest } from "../../shared/billing/upi-link";
import { longDate } from "../../shared/message-render";
import type { Channel } from "../../shared/notifications";
import type { QuoteContent } from "../../shared/quotes/quote";
import type { QuoteTotals } from "../../shared/quotes/quote-totals";
import type { QuoteChannel, QuoteMessageView } from "../../shared/quotes/quote-view";
import { loadUpiPayee, quoteAdvanceRequest } from "../billing/upi-requests";
import { readMessaging } from "../customers/customer-messaging";
import type { Database } from "../db/schema";
import { howToPay } from "../notifications/order-message-rules";
import type { OutboxRow } from "../notifications/outbox-claims";
import { queueMessage } from "../notifications/outbox";
import type { OutgoingMessage } from "../notifications/sender";
import type { Trx } from "../orders/order-change";
import { quotePdf } from "./quote-pdf";
import { quoteLinkPath } from "./quote-store";

type Reader = Kysely<Database> | Trx;

/**
 * The channels a quote may go to her on (issue 22 §3), each with its address: one she agreed
 * to. On her enquiry she chose how to be answered and ticked her consent to be contacted, so
 * that channel is hers; her customer record's consents (the owners', or her order's form) add
 * the others. A phone call has no message; a channel without its address is none.
 */
export async function quoteChannels(db: Reader, enquiryId: number): Promise<QuoteChannel[]> {
  const e = await db
    .selectFrom("quote_enquiries")
    .select(["phone", "email", "consent", "answer_by", "customer_id"])
    .where("id", "=", enquiryId)
    .executeTakeFirst();
  if (!e) return [];
  const messaging =
    e.customer_id === null ? undefined : await readMessaging(db, Number(e.customer_id));
  const agreed = (channel: Channel) =>
    (Number(e.consent) === 1 && e.answer_by === channel) ||
    (channel === "whatsapp"
      ? messaging?.whatsappConsentAt != null
      : messaging?.emailConsentAt != null);
  const address = { whatsapp: e.phone, email: e.email.trim() };
  return (["whatsapp", "email"] as const)
    .filter((channel) => address[channel] !== "" && agreed(channel))
    .map((channel) => ({ channel, recipient: address[channel] }));
}

/** Her quote's address: the site's, her language's path, this version's code. */
export const quoteUrl = (site: string, code: string, language: "en" | "hi") =>
  `${site}${quoteLinkPath(code, language)}`;

/** The advance her quote asks, said in its message with how to pay it (never empty). */
const QUOTE_ADVANCE_NOTES: Record<"en" | "hi", { due: (amount: string) => string; none: string }> =
  {
    en: { due: (amount) => `To confirm, the advance is ${amount}.`, none: "No advance is asked." },
    hi: {
      due: (amount) => `पक्का करने के लिए अग्रिम राशि: ${amount}।`,
      none: "कोई अग्रिम राशि नहीं माँगी गई है।",
    },
  };

/** "To confirm, the advance is ₹7,375.00. Pay by UPI: upi://pay?…" */
export function quoteAdvanceNote(
  language: "en" | "hi",
  advancePaise: number,
  upi: UpiRequest | null,
): string {
  const say = QUOTE_ADVANCE_NOTES[language];
  if (advancePaise <= 0) return say.none;
  return `${say.due(formatPaise(advancePaise, language))} ${howToPay(language, upi)}`;
}

/**
 * An issued version sent to her on each channel, in her language, in the caller's transaction
 * (the message exists exactly when the version was issued): the e-mail attaches the version's
 * PDF when it goes (quoteAttachments), the WhatsApp text carries her link.
 */
export async function queueQuoteMessages(
  trx: Trx,
  sent: { enquiryId: number; version: number; code: string },
  to: QuoteChannel[],
  site: string,
  now: Date,
): Promise<void> {
  const row = await trx
    .selectFrom("quote_versions as v")
    .innerJoin("quotes as q", "q.id", "v.quote_id")
    .innerJoin("quote_enquiries as e", "e.id", "q.enquiry_id")
    .select(["v.id", "v.content", "v.totals", "e.reference", "e.name", "e.language"])
    .where("v.code", "=", sent.code)
    .executeTakeFirstOrThrow();
  const language = row.language;
  const content = JSON.parse(row.content) as QuoteContent;
  const totals = JSON.parse(row.totals ?? "{}") as QuoteTotals;
  // Her advance as a UPI request by the quote's reference (no order exists yet).
  const upi = quoteAdvanceRequest(await loadUpiPayee(trx), {
    reference: row.reference,
    version: sent.version,
    advancePaise: totals.advancePaise,
  });
  for (const { channel, recipient } of to)
    await queueMessage(
      trx,
      {
        kind: "quote-sent",
        channel,
        audience: "customer",
        recipient,
        language,
        orderId: null,
        quoteVersionId: Number(row.id),
        values: {
          name: row.name.trim().split(/\s+/)[0] ?? row.name,
          reference: row.reference,
          version: String(sent.version),
          total: formatPaise(totals.totalPaise, language),
          validUntil: longDate(content.validUntil, language),
          quoteUrl: quoteUrl(site, sent.code, language),
          payNote: quoteAdvanceNote(language, totals.advancePaise, upi),
        },
        dedupeKey: `quote:${row.reference}:v${sent.version}:${channel}`,
      },
      now,
    );
}

/** What was sent of a quote, per version: each message's channel, state and times. */
export async function quoteMessagesOf(
  db: Reader,
  quoteId: number,
): Promise<Map<number, QuoteMessageView[]>> {
  const rows = await db
    .selectFrom("outbox_messages as o")
    .innerJoin("quote_versions as v", "v.id", "o.quote_version_id")
    .select(["v.version", "o.channel", "o.state", "o.created_at", "o.sent_at"])
    .where("v.quote_id", "=", quoteId)
    .orderBy("o.id")
    .execute();
  const byVersion = new Map<number, QuoteMessageView[]>();
  for (const r of rows) {
    const list = byVersion.get(Number(r.version)) ?? [];
    list.push({ channel: r.channel, state: r.state, queuedAt: r.created_at, sentAt: r.sent_at });
    byVersion.set(Number(r.version), list);
  }
  return byVersion;
}

/** "Q-2026-0042-v2.pdf". */
export const quotePdfName = (reference: string, version: number) => `${reference}-v${version}.pdf`;

/** The outbox worker's attachment of a quote message's e-mail: its version's PDF. */
export function quoteAttachments(db: Kysely<Database>) {
  return async (row: OutboxRow): Promise<OutgoingMessage["attachments"]> => {
    if (row.quote_version_id === null) return undefined;
    const found = await db
      .selectFrom("quote_versions as v")
      .innerJoin("quotes as q", "q.id", "v.quote_id")
      .innerJoin("quote_enquiries as e", "e.id", "q.enquiry_id")
      .select(["v.quote_id", "v.version", "e.reference"])
      .where("v.id", "=", Number(row.quote_version_id))
      .executeTakeFirst();
    if (!found) return undefined;
    const version = Number(found.version);
    const pdf = await quotePdf(db, { quoteId: Number(found.quote_id), version });
    // Without the boutique's details there is no page: the e-mail goes with her link alone.
    if (typeof pdf === "string") return undefined;
    return [
      {
        filename: quotePdfName(found.reference, version),
        content: pdf,
        contentType: "application/pdf",
      },
    ];
  };
}

/** Several attachment sources (a bill's, a quote's): the first that has something. */
export function firstAttachments(
  ...sources: ((row: OutboxRow) => Promise<OutgoingMessage["attachments"]>)[]
) {
  return async (row: OutboxRow): Promise<OutgoingMessage["attachments"]> => {
    for (const source of sources) {
      const found = await source(row);
      if (found) return found;
    }
    return undefined;
  };
}
