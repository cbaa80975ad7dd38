import { Hono, type Context } from "hono";
import { z } from "../../shared/zod";
import { OwnerAcceptSchema, QuoteSaveSchema, QuoteSendSchema } from "../../shared/quotes/quote";
import type { AdminDeps } from "../admin/admin-deps";
import { invalidInput } from "../admin/invalid-input";
import { requireOwner, type OwnerEnv } from "../auth/require-owner";
import { jsonBodyLimit } from "../json-body";
import { validatedBody } from "../validated-body";
import { acceptQuote } from "./quote-acceptance";
import { loadBusiness } from "../billing/business-store";
import { queueQuoteMessages, quoteChannels } from "./quote-messages";
import { quotePdf, quoteSheetOf } from "./quote-pdf";
import {
  enquiryIdOfQuote,
  issueQuote,
  quoteIdOfEnquiry,
  readQuote,
  saveQuote,
  startQuote,
  type QuoteChangeOutcome,
} from "./quote-store";

export const QUOTE_NOT_FOUND = { error: "Quote not found" } as const;
const BODY_BYTES = 64 * 1024;

const id = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a whole number`)
    .max(2 ** 31 - 1, `${label} must be a whole number`);
const StartSchema = z.object({ enquiryId: id("Enquiry") });
const OfEnquirySchema = z.object({
  enquiryId: z.string().regex(/^[1-9]\d{0,9}$/, "Enquiry must be a whole number"),
});

type OwnerContext = Context<OwnerEnv>;

/**
 * The owners' quotes (issue 22 §3–4), every route for an owner: POST / (an enquiry's quote
 * begun, v1's draft), GET /?enquiryId= (an enquiry's quote), GET /:id, PUT /:id (the content
 * into the draft, or the next version's after sending), POST /:id/send (the draft issued and
 * sent to her on the channels chosen among those she agreed to: quote-messages.ts),
 * GET /:id/versions/:v/pdf and …/sheet (an issued version's page, as its PDF or as the
 * DocumentSheet the print view draws), POST /:id/accept (her acceptance recorded on her behalf: by phone or in the shop).
 */
export function quoteAdminRoutes(deps: AdminDeps): Hono<OwnerEnv> {
  const owner = requireOwner(deps);
  const body = jsonBodyLimit(BODY_BYTES);
  const who = (c: OwnerContext) => ({ by: c.get("session").user.username, now: deps.now() });
  const idOf = (c: OwnerContext) => {
    const text = c.req.param("quoteId") ?? "";
    const n = Number(text);
    return /^[1-9]\d{0,9}$/.test(text) && n <= 2 ** 31 - 1 ? n : undefined;
  };
  const versionOf = (c: OwnerContext) => {
    const quoteId = idOf(c);
    const version = c.req.param("version") ?? "";
    return quoteId !== undefined && /^[1-9]\d{0,4}$/.test(version)
      ? { quoteId, version: Number(version) }
      : undefined;
  };
  const detail = async (c: OwnerContext, quoteId: number, status: 200 | 201 = 200) => {
    const found = await readQuote(deps.db, quoteId, deps.now());
    return found ? c.json(found, status) : c.json(QUOTE_NOT_FOUND, 404);
  };
  const answer = async (c: OwnerContext, quoteId: number, outcome: QuoteChangeOutcome) => {
    if (outcome === "not-found") return c.json(QUOTE_NOT_FOUND, 404);
    if (outcome === "stale")
      return c.json(
        { error: "Another owner changed this quote: it shows her change now", field: "revision" },
        409,
      );
    if (typeof outcome === "object")
      return c.json({ error: outcome.refused, field: outcome.field }, 409);
    return detail(c, quoteId);
  };
  return new Hono<OwnerEnv>()
    .post("/", owner, body, async (c) => {
      const input = await validatedBody(c, StartSchema);
      if (!input.ok) return input.response;
      const made = await startQuote(deps.db, input.data.enquiryId, who(c));
      if (made === "not-found")
        return c.json({ error: "Enquiry not found", field: "enquiryId" }, 404);
      if ("exists" in made)
        return c.json(
          { error: "This enquiry has its quote already", field: "enquiryId", id: made.exists },
          409,
        );
      return detail(c, made.id, 201);
    })
    .get("/", owner, async (c) => {
      const query = OfEnquirySchema.safeParse(c.req.query());
      if (!query.success) return c.json(invalidInput(query.error), 400);
      const found = await quoteIdOfEnquiry(deps.db, Number(query.data.enquiryId));
      return found === undefined ? c.json(QUOTE_NOT_FOUND, 404) : detail(c, found);
    })
    .get("/:quoteId", owner, async (c) => {
      const quoteId = idOf(c);
      return quoteId === undefined ? c.json(QUOTE_NOT_FOUND, 404) : detail(c, quoteId);
    })
    .put("/:quoteId", owner, body, async (c) => {
      const input = await validatedBody(c, QuoteSaveSchema);
      if (!input.ok) return input.response;
      const quoteId = idOf(c);
      if (quoteId === undefined) return c.json(QUOTE_NOT_FOUND, 404);
      return answer(c, quoteId, await saveQuote(deps.db, deps.engine, quoteId, input.data, who(c)));
    })
    .post("/:quoteId/send", owner, body, async (c) => {
      const input = await validatedBody(c, QuoteSendSchema);
      if (!input.ok) return input.response;
      const quoteId = idOf(c);
      if (quoteId === undefined) return c.json(QUOTE_NOT_FOUND, 404);
      const enquiryId = await enquiryIdOfQuote(deps.db, quoteId);
      if (enquiryId === undefined) return c.json(QUOTE_NOT_FOUND, 404);
      const allowed = await quoteChannels(deps.db, enquiryId);
      const to = allowed.filter((a) => input.data.channels.includes(a.channel));
      if (to.length !== input.data.channels.length)
        return c.json({ error: QUOTE_NO_CONSENT, field: "channels" }, 409);
      if (input.data.channels.includes("email") && !(await loadBusiness(deps.db)).profile)
        return c.json({ error: NO_BUSINESS, field: "channels" }, 409);
      const changer = who(c);
      return answer(
        c,
        quoteId,
        await issueQuote(deps.db, deps.engine, quoteId, input.data, changer, (trx, issued) =>
          queueQuoteMessages(trx, { enquiryId, ...issued }, to, deps.publicUrl, changer.now),
        ),
      );
    })
    .get("/:quoteId/versions/:version/pdf", owner, async (c) => {
      const by = versionOf(c);
      return by ? pdfAnswer(c, await quotePdf(deps.db, by)) : c.json(QUOTE_NOT_FOUND, 404);
    })
    .get("/:quoteId/versions/:version/sheet", owner, async (c) => {
      const by = versionOf(c);
      const sheet = by ? await quoteSheetOf(deps.db, by) : "not-found";
      if (sheet === "not-found") return c.json(QUOTE_NOT_FOUND, 404);
      if (sheet === "no-business") return c.json({ error: NO_BUSINESS }, 409);
      return c.json(sheet, 200);
    })
    .post("/:quoteId/accept", owner, body, async (c) => {
      const input = await validatedBody(c, OwnerAcceptSchema);
      if (!input.ok) return input.response;
      const quoteId = idOf(c);
      if (quoteId === undefined) return c.json(QUOTE_NOT_FOUND, 404);
      const { by, now } = who(c);
      const outcome = await acceptQuote(
        deps.db,
        deps.engine,
        { quoteId, version: input.data.version },
        { name: input.data.name, how: input.data.how, ip: null, by, now, site: deps.publicUrl },
      );
      if (outcome === "not-found")
        return c.json({ error: "No such version was sent", field: "version" }, 404);
      if ("refused" in outcome)
        return c.json({ error: QUOTE_REFUSALS[outcome.refused], field: "version" }, 409);
      return detail(c, quoteId);
    });
}

/** A version's PDF, or why there is none. */
export function pdfAnswer(c: Context, pdf: Buffer | "not-found" | "no-business"): Response {
  if (pdf === "not-found") return c.json(QUOTE_NOT_FOUND, 404);
  if (pdf === "no-business") return c.json({ error: NO_BUSINESS }, 409);
  return c.body(new Uint8Array(pdf), 200, {
    "content-type": "application/pdf",
    "content-disposition": "inline",
  });
}

const NO_BUSINESS = "Fill in Settings → Business first: the page needs its name and address";
/** A channel asked for that she has not agreed to (or has no address on). */
export const QUOTE_NO_CONSENT = "She has not agreed to messages on that channel";

/** Why a version can no longer be accepted, as the owners read it. */
export const QUOTE_REFUSALS = {
  accepted: "This quote is accepted already",
  superseded: "A later version was sent: only the latest can be accepted",
  expired: "This version's validity has passed: send a new version",
} as const;
