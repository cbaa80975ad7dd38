import type { Kysely, Selectable } from "kysely";
import { addDays, todayInIndia } from "../../shared/dates";
import { localizedPath } from "../../shared/locale";
import { PATHS } from "../../shared/paths";
import {
  DAYS_SPARE_BEFORE_HER_DATE,
  DEFAULT_MAKING_DAYS,
  DEFAULT_VALID_DAYS,
  type QuoteChange,
  type QuoteContent,
} from "../../shared/quotes/quote";
import { quoteChanges, quoteTotals, type QuoteTotals } from "../../shared/quotes/quote-totals";
import type { QuoteDetail, QuoteVersionView } from "../../shared/quotes/quote-view";
import { displayNameOf } from "../auth/owners";
import type { Database, Engine } from "../db/schema";
import type { Change, Trx } from "../orders/order-change";
import { recordEnquiryEvent } from "./enquiry-store";
import { newQuoteCode } from "./quote-code";
import { quoteChannels, quoteMessagesOf } from "./quote-messages";
import type { QuoteVersionsTable } from "./quote-tables";
import { quoteTaxContext } from "./quote-tax";

type VersionRow = Selectable<QuoteVersionsTable>;
type Reader = Kysely<Database> | Trx;

/**
 * Her link's path, in her language: her page with the code after # (as her appointment's link),
 * so the code never reaches a server's log or another site's Referer; her page reads it.
 */
export const quoteLinkPath = (code: string, language: "en" | "hi"): string =>
  `${localizedPath(PATHS.quote, language)}#${code}`;

/** A version's totals: as issued, or (a draft) as they would be issued today. */
async function totalsOf(
  db: Reader,
  row: VersionRow,
  herState: string,
  today: string,
): Promise<Pick<QuoteVersionView, "totals" | "problem">> {
  if (row.totals !== null) return { totals: JSON.parse(row.totals) as QuoteTotals, problem: null };
  const content = JSON.parse(row.content) as QuoteContent;
  const outcome = quoteTotals(content, await quoteTaxContext(db, content, herState, today));
  return outcome.ok
    ? { totals: outcome.totals, problem: null }
    : { totals: null, problem: { field: outcome.field, error: outcome.error } };
}

/** The quote with every version (oldest first) and its acceptance; undefined when none. */
export async function readQuote(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<QuoteDetail | undefined> {
  const quote = await db
    .selectFrom("quotes")
    .innerJoin("quote_enquiries", "quote_enquiries.id", "quotes.enquiry_id")
    .select([
      "quotes.id",
      "quotes.enquiry_id",
      "quotes.revision",
      "quotes.order_id",
      "quote_enquiries.reference",
      "quote_enquiries.language",
      "quote_enquiries.state_name",
    ])
    .where("quotes.id", "=", id)
    .executeTakeFirst();
  if (!quote) return undefined;
  const rows = await db
    .selectFrom("quote_versions")
    .selectAll()
    .where("quote_id", "=", id)
    .orderBy("version")
    .execute();
  const acceptance = await db
    .selectFrom("quote_acceptances")
    .selectAll()
    .where("quote_id", "=", id)
    .executeTakeFirst();
  const today = todayInIndia(now);
  const messages = await quoteMessagesOf(db, id);
  const versions: QuoteVersionView[] = [];
  for (const r of rows)
    versions.push({
      version: Number(r.version),
      content: JSON.parse(r.content) as QuoteContent,
      changes: JSON.parse(r.changes) as QuoteChange[],
      ...(await totalsOf(db, r, quote.state_name, today)),
      issuedAt: r.issued_at,
      issuedBy: r.issued_by === null ? null : displayNameOf(r.issued_by),
      link: r.code === null ? null : quoteLinkPath(r.code, quote.language),
      pdf: r.code === null ? null : `/api/quote-pages/${r.code}/pdf`,
      messages: messages.get(Number(r.version)) ?? [],
    });
  return {
    id: Number(quote.id),
    enquiryId: Number(quote.enquiry_id),
    reference: quote.reference,
    revision: Number(quote.revision),
    orderId: quote.order_id,
    versions,
    acceptance: acceptance
      ? {
          version: Number(acceptance.version),
          at: acceptance.at,
          name: acceptance.name,
          how: acceptance.how,
          ip: acceptance.ip,
          by: acceptance.by === null ? null : displayNameOf(acceptance.by),
          orderId: acceptance.order_id,
        }
      : null,
    channels: await quoteChannels(db, Number(quote.enquiry_id)),
  };
}

export async function enquiryIdOfQuote(
  db: Kysely<Database>,
  quoteId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom("quotes")
    .select("enquiry_id")
    .where("id", "=", quoteId)
    .executeTakeFirst();
  return row && Number(row.enquiry_id);
}

export async function quoteIdOfEnquiry(
  db: Kysely<Database>,
  enquiryId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom("quotes")
    .select("id")
    .where("enquiry_id", "=", enquiryId)
    .executeTakeFirst();
  return row && Number(row.id);
}

/**
 * v1's first draft from her enquiry: a line per design she named (the catalogue's, found by
 * its name) at her quantity, no prices yet; valid for DEFAULT_VALID_DAYS; the promised delivery
 * counted back from her date (DAYS_SPARE_BEFORE_HER_DATE before it, never before today), or
 * DEFAULT_MAKING_DAYS from today; half in advance; GST by the billing's rules once the
 * business is set up, else "taxes extra".
 */
async function firstDraft(
  trx: Trx,
  enquiry: { designs: string; quantity: number; needed_by: string | null },
  today: string,
): Promise<QuoteContent> {
  const names = JSON.parse(enquiry.designs) as string[];
  const found =
    names.length === 0
      ? []
      : await trx.selectFrom("designs").select(["id", "name"]).where("name", "in", names).execute();
  const lines = (names.length ? names : ["Custom piece"]).map((name) => ({
    designId: found.find((d) => d.name === name)?.id ?? null,
    name,
    note: "",
    quantity: Number(enquiry.quantity),
    price: { kind: "one" as const, piecePaise: 0 },
    discountPaise: 0,
  }));
  const counted = enquiry.needed_by
    ? addDays(enquiry.needed_by, -DAYS_SPARE_BEFORE_HER_DATE)
    : addDays(today, DEFAULT_MAKING_DAYS);
  const business = await trx
    .selectFrom("billing_business")
    .select("id")
    .where("id", "=", 1)
    .executeTakeFirst();
  return {
    lines,
    rushPaise: 0,
    deliveryPaise: 0,
    taxMode: business ? "gst" : "extra",
    validUntil: addDays(today, DEFAULT_VALID_DAYS),
    promisedDelivery: counted < today ? today : counted,
    advance: { kind: "percent", bp: 5000 },
    terms: "",
  };
}

/** The quote row locked (PostgreSQL FOR UPDATE; SQLite's write lock, taken by writing first). */
async function onQuote<T>(
  db: Kysely<Database>,
  engine: Engine,
  id: number,
  change: (trx: Trx, quote: LockedQuote) => Promise<T>,
): Promise<T | "not-found"> {
  return db.transaction().execute(async (trx) => {
    if (engine === "sqlite")
      await trx
        .updateTable("quotes")
        .set((eb) => ({ revision: eb.ref("revision") }))
        .where("id", "=", id)
        .execute();
    const row = await trx
      .selectFrom("quotes")
      .innerJoin("quote_enquiries", "quote_enquiries.id", "quotes.enquiry_id")
      .select([
        "quotes.id",
        "quotes.enquiry_id",
        "quotes.revision",
        "quotes.order_id",
        "quote_enquiries.state_name",
      ])
      .where("quotes.id", "=", id)
      .$if(engine === "postgres", (q) => q.forUpdate("quotes"))
      .executeTakeFirst();
    if (!row) return "not-found" as const;
    const latest = await trx
      .selectFrom("quote_versions")
      .selectAll()
      .where("quote_id", "=", id)
      .orderBy("version", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    return change(trx, {
      id,
      enquiryId: Number(row.enquiry_id),
      revision: Number(row.revision),
      orderId: row.order_id,
      herState: row.state_name,
      latest,
    });
  });
}

interface LockedQuote {
  id: number;
  enquiryId: number;
  revision: number;
  orderId: string | null;
  herState: string;
  latest: VersionRow;
}

export type StartOutcome = { id: number } | { exists: number } | "not-found";

/** An enquiry's quote, begun as v1's draft; one per enquiry. */
export async function startQuote(
  db: Kysely<Database>,
  enquiryId: number,
  who: Change,
): Promise<StartOutcome> {
  return db.transaction().execute(async (trx) => {
    const enquiry = await trx
      .selectFrom("quote_enquiries")
      .select(["designs", "quantity", "needed_by"])
      .where("id", "=", enquiryId)
      .executeTakeFirst();
    if (!enquiry) return "not-found" as const;
    const at = who.now.toISOString();
    const made = await trx
      .insertInto("quotes")
      .values({
        enquiry_id: enquiryId,
        order_id: null,
        created_at: at,
        updated_at: at,
        revision: 0,
      })
      .onConflict((oc) => oc.column("enquiry_id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!made) {
      const existing = await trx
        .selectFrom("quotes")
        .select("id")
        .where("enquiry_id", "=", enquiryId)
        .executeTakeFirstOrThrow();
      return { exists: Number(existing.id) };
    }
    const id = Number(made.id);
    const content = await firstDraft(
      trx,
      { ...enquiry, quantity: Number(enquiry.quantity) },
      todayInIndia(who.now),
    );
    await trx
      .insertInto("quote_versions")
      .values({
        quote_id: id,
        version: 1,
        content: JSON.stringify(content),
        changes: "[]",
        totals: null,
        code: null,
        issued_at: null,
        issued_by: null,
        created_at: at,
        created_by: who.by,
      })
      .execute();
    return { id };
  });
}

export type QuoteRefusal = { refused: string; field: string };
export type QuoteChangeOutcome = "done" | "not-found" | "stale" | QuoteRefusal;

const ACCEPTED_ALREADY: QuoteRefusal = {
  refused: "This quote is accepted: it cannot change",
  field: "revision",
};

/**
 * The owner's content saved: into the draft, or (the last version was sent) as the next
 * version's draft; an issued version is never written again. Each draft keeps what changed
 * from the version sent before it.
 */
export async function saveQuote(
  db: Kysely<Database>,
  engine: Engine,
  id: number,
  input: { revision: number; content: QuoteContent },
  who: Change,
): Promise<QuoteChangeOutcome> {
  return onQuote<QuoteChangeOutcome>(db, engine, id, async (trx, q) => {
    if (q.revision !== input.revision) return "stale";
    if (q.orderId !== null) return ACCEPTED_ALREADY;
    const latest = q.latest;
    const draft = latest.issued_at === null;
    const sent = draft
      ? await trx
          .selectFrom("quote_versions")
          .selectAll()
          .where("quote_id", "=", id)
          .where("version", "=", Number(latest.version) - 1)
          .executeTakeFirst()
      : latest;
    const changes = sent
      ? quoteChanges(JSON.parse(sent.content) as QuoteContent, input.content, null, null)
      : [];
    const values = { content: JSON.stringify(input.content), changes: JSON.stringify(changes) };
    if (draft)
      await trx.updateTable("quote_versions").set(values).where("id", "=", latest.id).execute();
    else
      await trx
        .insertInto("quote_versions")
        .values({
          quote_id: id,
          version: Number(latest.version) + 1,
          ...values,
          totals: null,
          code: null,
          issued_at: null,
          issued_by: null,
          created_at: who.now.toISOString(),
          created_by: who.by,
        })
        .execute();
    await bump(trx, q, who);
    return "done";
  });
}

async function bump(trx: Trx, q: LockedQuote, who: Change): Promise<void> {
  await trx
    .updateTable("quotes")
    .set({ revision: q.revision + 1, updated_at: who.now.toISOString() })
    .where("id", "=", q.id)
    .execute();
}

/**
 * The draft issued: its totals computed today and kept, her link's code made; the enquiry
 * becomes quoted (from new or a closed state she came back from) and the sending is told in
 * its history. `sent` runs in the same transaction (the messages through the outbox).
 */
export async function issueQuote(
  db: Kysely<Database>,
  engine: Engine,
  id: number,
  input: { revision: number },
  who: Change,
  sent?: (trx: Trx, issued: { version: number; code: string }) => Promise<void>,
): Promise<QuoteChangeOutcome> {
  return onQuote<QuoteChangeOutcome>(db, engine, id, async (trx, q) => {
    if (q.revision !== input.revision) return "stale";
    if (q.orderId !== null) return ACCEPTED_ALREADY;
    const latest = q.latest;
    const version = Number(latest.version);
    if (latest.issued_at !== null)
      return {
        refused: `v${version} is sent already: change it to send v${version + 1}`,
        field: "revision",
      };
    const content = JSON.parse(latest.content) as QuoteContent;
    const today = todayInIndia(who.now);
    if (content.validUntil < today)
      return { refused: "Valid until must be today or later", field: "validUntil" };
    if (content.promisedDelivery < today)
      return { refused: "Promised delivery must be today or later", field: "promisedDelivery" };
    const outcome = quoteTotals(content, await quoteTaxContext(trx, content, q.herState, today));
    if (!outcome.ok) return { refused: outcome.error, field: outcome.field };
    const code = newQuoteCode();
    const before =
      version > 1
        ? await trx
            .selectFrom("quote_versions")
            .select(["content", "totals"])
            .where("quote_id", "=", id)
            .where("version", "=", version - 1)
            .executeTakeFirstOrThrow()
        : undefined;
    const changes = before
      ? quoteChanges(
          JSON.parse(before.content) as QuoteContent,
          content,
          before.totals === null ? null : (JSON.parse(before.totals) as QuoteTotals),
          outcome.totals,
        )
      : [];
    await trx
      .updateTable("quote_versions")
      .set({
        totals: JSON.stringify(outcome.totals),
        changes: JSON.stringify(changes),
        code,
        issued_at: who.now.toISOString(),
        issued_by: who.by,
      })
      .where("id", "=", latest.id)
      .execute();
    await bump(trx, q, who);
    await moveEnquiry(trx, q.enquiryId, "quoted", who.by, who.now);
    await recordEnquiryEvent(
      trx,
      q.enquiryId,
      who.by,
      { kind: "quote", action: "sent", version },
      who.now,
    );
    if (sent) await sent(trx, { version, code });
    return "done";
  });
}

/**
 * The enquiry moved on by its quote (issue 22: new → quoted → accepted), told in its history;
 * nothing when it is there already.
 */
export async function moveEnquiry(
  trx: Trx,
  enquiryId: number,
  to: "quoted" | "accepted",
  by: string | null,
  now: Date,
): Promise<void> {
  const row = await trx
    .selectFrom("quote_enquiries")
    .select(["state", "revision"])
    .where("id", "=", enquiryId)
    .executeTakeFirstOrThrow();
  if (row.state === to || (to === "quoted" && row.state === "accepted")) return;
  await trx
    .updateTable("quote_enquiries")
    .set({
      state: to,
      lost_reason: "",
      updated_at: now.toISOString(),
      revision: Number(row.revision) + 1,
    })
    .where("id", "=", enquiryId)
    .execute();
  await recordEnquiryEvent(trx, enquiryId, by, { kind: "state", from: row.state, to }, now);
}
