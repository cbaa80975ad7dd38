import type { Kysely } from "kysely";
import { roundDiv } from "../../shared/billing/money";
import { todayInIndia } from "../../shared/dates";
import type { NewOrderInput } from "../../shared/order-input";
import type { QuoteContent } from "../../shared/quotes/quote";
import type { QuoteTotals } from "../../shared/quotes/quote-totals";
import type { QuotePage, QuotePageState } from "../../shared/quotes/quote-view";
import { createOrderIn } from "../admin/order-create";
import { advanceRequest } from "../billing/upi-requests";
import { findCustomerByPhone } from "../customers/customer-repository";
import type { Database, Engine } from "../db/schema";
import { recordEvent, type Trx } from "../orders/order-change";
import { recordEnquiryEvent } from "./enquiry-store";
import { moveEnquiry } from "./quote-store";

/** One issued version found by her link's code, with what her page and her acceptance need. */
interface FoundVersion {
  quoteId: number;
  enquiryId: number;
  version: number;
  content: QuoteContent;
  totals: QuoteTotals;
  issuedAt: string;
  /** The latest version sent. */
  latestIssued: number;
  accepted: { name: string; at: string; version: number } | null;
  /** The order her acceptance made. */
  orderId: string | null;
  enquiry: {
    reference: string;
    name: string;
    phone: string;
    email: string;
    city: string;
    stateName: string;
    language: "en" | "hi";
    customerId: number | null;
    consent: boolean;
    answerBy: "whatsapp" | "email" | "call";
  };
}

export async function versionWhere(
  db: Kysely<Database> | Trx,
  by: { code: string } | { quoteId: number; version: number },
): Promise<FoundVersion | undefined> {
  const row = await db
    .selectFrom("quote_versions as v")
    .innerJoin("quotes as q", "q.id", "v.quote_id")
    .innerJoin("quote_enquiries as e", "e.id", "q.enquiry_id")
    .select([
      "q.id as quote_id",
      "q.enquiry_id",
      "v.version",
      "v.content",
      "v.totals",
      "v.issued_at",
      "e.reference",
      "e.name",
      "e.phone",
      "e.email",
      "e.city",
      "e.state_name",
      "e.language",
      "e.customer_id",
      "e.consent",
      "e.answer_by",
    ])
    .where("v.issued_at", "is not", null)
    .$if("code" in by, (q) => q.where("v.code", "=", (by as { code: string }).code))
    .$if(!("code" in by), (q) =>
      q
        .where("v.quote_id", "=", (by as { quoteId: number }).quoteId)
        .where("v.version", "=", (by as { version: number }).version),
    )
    .executeTakeFirst();
  if (!row || row.totals === null || row.issued_at === null) return undefined;
  const quoteId = Number(row.quote_id);
  const latest = await db
    .selectFrom("quote_versions")
    .select((eb) => eb.fn.max("version").as("v"))
    .where("quote_id", "=", quoteId)
    .where("issued_at", "is not", null)
    .executeTakeFirstOrThrow();
  const acceptance = await db
    .selectFrom("quote_acceptances")
    .select(["name", "at", "version", "order_id"])
    .where("quote_id", "=", quoteId)
    .executeTakeFirst();
  return {
    quoteId,
    enquiryId: Number(row.enquiry_id),
    version: Number(row.version),
    content: JSON.parse(row.content) as QuoteContent,
    totals: JSON.parse(row.totals) as QuoteTotals,
    issuedAt: row.issued_at,
    latestIssued: Number(latest.v),
    accepted: acceptance
      ? { name: acceptance.name, at: acceptance.at, version: Number(acceptance.version) }
      : null,
    orderId: acceptance?.order_id ?? null,
    enquiry: {
      reference: row.reference,
      name: row.name,
      phone: row.phone,
      email: row.email,
      city: row.city,
      stateName: row.state_name,
      language: row.language,
      customerId: row.customer_id === null ? null : Number(row.customer_id),
      consent: Number(row.consent) === 1,
      answerBy: row.answer_by,
    },
  };
}

/** open, or why it can no longer be accepted: accepted, superseded by a later one, expired. */
function stateOf(found: FoundVersion, today: string): QuotePageState {
  if (found.accepted) return found.accepted.version === found.version ? "accepted" : "superseded";
  if (found.version < found.latestIssued) return "superseded";
  if (found.content.validUntil < today) return "expired";
  return "open";
}

/** Her page: this version only (GET /api/quote-pages/:code); undefined for a wrong code. */
export async function readQuotePage(
  db: Kysely<Database>,
  code: string,
  now: Date,
): Promise<QuotePage | undefined> {
  const found = await versionWhere(db, { code });
  if (!found) return undefined;
  const state = stateOf(found, todayInIndia(now));
  return {
    reference: found.enquiry.reference,
    version: found.version,
    state,
    language: found.enquiry.language,
    customer: {
      name: found.enquiry.name,
      city: found.enquiry.city,
      stateName: found.enquiry.stateName,
    },
    content: found.content,
    totals: found.totals,
    issuedAt: found.issuedAt,
    accepted: found.accepted,
    // Accepted: what is left of the advance her order asks, as a UPI request, until it is paid.
    advance:
      state === "accepted" && found.orderId !== null
        ? await advanceRequest(db, found.orderId)
        : null,
  };
}

export interface Acceptance {
  name: string;
  how: "online" | "phone" | "shop";
  /** Her request's address (online). */
  ip: string | null;
  /** The owner who recorded it; null: she did. */
  by: string | null;
  now: Date;
  site: string;
}

export type AcceptOutcome =
  | { orderId: string }
  | "not-found"
  | { refused: Exclude<QuotePageState, "open">; field: "version" };

/**
 * Her yes, all or nothing: the acceptance record (version, time, name, IP or the owner), the
 * order made at once (her customer record, found by the enquiry's link or her phone, else made;
 * the quote's lines as its items; the promised delivery; the quote's total), the order's
 * timeline saying which quote and version, by whom and how, and the advance due, and the
 * enquiry accepted. Only the latest version sent, still valid, and once.
 */
export async function acceptQuote(
  db: Kysely<Database>,
  engine: Engine,
  by: { code: string } | { quoteId: number; version: number },
  acceptance: Acceptance,
): Promise<AcceptOutcome> {
  return db.transaction().execute(async (trx): Promise<AcceptOutcome> => {
    const peek = await versionWhere(trx, by);
    if (!peek) return "not-found";
    // One acceptance at a time per quote: the quote's row locked before anything is read again.
    if (engine === "sqlite")
      await trx
        .updateTable("quotes")
        .set((eb) => ({ revision: eb.ref("revision") }))
        .where("id", "=", peek.quoteId)
        .execute();
    else
      await trx
        .selectFrom("quotes")
        .select("id")
        .where("id", "=", peek.quoteId)
        .forUpdate()
        .execute();
    const found = (await versionWhere(trx, by))!;
    const today = todayInIndia(acceptance.now);
    const state = stateOf(found, today);
    if (state !== "open") return { refused: state, field: "version" };
    const e = found.enquiry;
    const customerId = e.customerId ?? (await findCustomerByPhone(trx, e.phone))?.id ?? null;
    const input: NewOrderInput = {
      customerId,
      customer: {
        name: e.name,
        phone: e.phone,
        email: e.email,
        address: { line: "", city: e.city, state: e.stateName, postalCode: "" },
      },
      items: found.content.lines.map((l) => ({
        designId: l.designId,
        name: l.name,
        quantity: l.quantity,
        note: l.note,
      })),
      orderType: "custom",
      priority: found.content.rushPaise > 0 ? "high" : "medium",
      orderDate: today,
      expectedDelivery:
        found.content.promisedDelivery < today ? today : found.content.promisedDelivery,
      amountRupees: roundDiv(found.totals.totalPaise, 100),
      notes: "",
      ...(customerId === null
        ? {
            messaging: {
              language: e.language,
              whatsapp: e.consent && e.answerBy === "whatsapp",
              email: e.consent && e.answerBy === "email",
            },
          }
        : {}),
      saveAddress: false,
      measurements: null,
    };
    // The advance asked is the order's own from its first moment (not a later change).
    const made = await createOrderIn(
      trx,
      input,
      { by: acceptance.by, now: acceptance.now, site: acceptance.site },
      found.totals.advancePaise,
    );
    if (!("created" in made)) throw new Error("Her customer record could not be found or made");
    const orderId = made.created;
    const at = acceptance.now.toISOString();
    await trx
      .insertInto("quote_acceptances")
      .values({
        quote_id: found.quoteId,
        version: found.version,
        at,
        name: acceptance.name,
        how: acceptance.how,
        ip: acceptance.ip,
        by: acceptance.by,
        order_id: orderId,
      })
      .execute();
    await trx
      .updateTable("quotes")
      .set((eb) => ({ order_id: orderId, updated_at: at, revision: eb("revision", "+", 1) }))
      .where("id", "=", found.quoteId)
      .execute();
    await recordEvent(trx, orderId, acceptance, {
      kind: "quote-accepted",
      reference: e.reference,
      version: found.version,
      how: acceptance.how,
      name: acceptance.name,
      acceptedAt: at,
      totalPaise: found.totals.totalPaise,
      advancePaise: found.totals.advancePaise,
    });
    if (e.customerId === null) {
      const made = await trx
        .selectFrom("orders")
        .select("customer_id")
        .where("order_id", "=", orderId)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable("quote_enquiries")
        .set({ customer_id: made.customer_id })
        .where("id", "=", found.enquiryId)
        .execute();
    }
    await moveEnquiry(trx, found.enquiryId, "accepted", acceptance.by, acceptance.now);
    await recordEnquiryEvent(
      trx,
      found.enquiryId,
      acceptance.by,
      {
        kind: "quote",
        action: "accepted",
        version: found.version,
        text: acceptance.name,
        orderId,
      },
      acceptance.now,
    );
    return { orderId };
  });
}

/** Her "Ask for changes": her words in the enquiry's history; undefined for a wrong code. */
export async function askForChanges(
  db: Kysely<Database>,
  code: string,
  message: string,
  now: Date,
): Promise<{ enquiryId: number; reference: string; version: number } | undefined> {
  return db.transaction().execute(async (trx) => {
    const found = await versionWhere(trx, { code });
    if (!found) return undefined;
    await recordEnquiryEvent(
      trx,
      found.enquiryId,
      null,
      { kind: "quote", action: "changes-asked", version: found.version, text: message },
      now,
    );
    return {
      enquiryId: found.enquiryId,
      reference: found.enquiry.reference,
      version: found.version,
    };
  });
}
