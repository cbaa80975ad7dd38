import { Hono } from "hono";
import type { Kysely } from "kysely";
import { todayInIndia } from "../../shared/dates";
import { EN, m } from "../../shared/messages";
import { ENQUIRY_HONEYPOT } from "../../shared/quotes/enquiry";
import { enquirySchema, fieldProblems } from "../../shared/quotes/enquiry-schema";
import type { Database } from "../db/schema";
import { jsonBodyLimit, readJsonObject } from "../json-body";
import type { OwnerAudience } from "../notifications/owner-messages";
import { rateLimitByNetwork, type RateLimiter, type RateLimitRule } from "../rate-limit";
import {
  enquiryNoticeAllowed,
  queueEnquiryAcknowledgement,
  queueEnquiryNotice,
} from "./enquiry-messages";
import { insertEnquiry } from "./enquiry-store";

/** As the contact form's: five an address's network may send in ten minutes. */
export const ENQUIRY_LIMIT: RateLimitRule = {
  name: "quote-enquiry",
  limit: 5,
  windowMs: 10 * 60_000,
  message: m.quote_too_many({}, EN),
};

export const ENQUIRY_MAX_BODY_BYTES = 16 * 1024;

/** What she is told: her reference, and whether an acknowledgement is on its way. */
export interface EnquiryReceipt {
  reference: string;
  acknowledged: boolean;
}

/**
 * POST /: her "Ask for a quote" enquiry (issue 22 §1): checked field by field (400 with every
 * refused field's problem in `fields`, the first as `error` and `field`), stored with its
 * reference, the owners' notice and her acknowledgement in the outbox, in one transaction.
 */
export function enquiryRoutes(deps: {
  db: Kysely<Database>;
  limiter: RateLimiter;
  trustProxy: boolean;
  now: () => Date;
  owners: OwnerAudience;
}): Hono {
  return new Hono().post(
    "/",
    rateLimitByNetwork(deps.limiter, ENQUIRY_LIMIT, deps.trustProxy),
    jsonBodyLimit(ENQUIRY_MAX_BODY_BYTES),
    async (c) => {
      const read = await readJsonObject(c);
      if (!read.ok) return read.response;
      const honeypot = read.body[ENQUIRY_HONEYPOT];
      // A bot is told it worked, and nothing is stored.
      if (typeof honeypot === "string" && honeypot.trim() !== "")
        return c.json({ reference: "Q-0000-0000", acknowledged: false }, 201);
      const now = deps.now();
      const parsed = enquirySchema("en", todayInIndia(now)).safeParse(read.body);
      if (!parsed.success) {
        const fields = fieldProblems(parsed.error);
        const [field, error] = Object.entries(fields)[0] ?? ["", "The enquiry is not valid."];
        return c.json({ error, field, fields }, 400);
      }
      const enquiry = { ...parsed.data, designs: parsed.data.designs };
      const toldAlone = await enquiryNoticeAllowed(deps.limiter, now);
      const receipt = await deps.db.transaction().execute(async (trx) => {
        const { reference } = await insertEnquiry(trx, enquiry, { kind: "website", by: null }, now);
        if (toldAlone) await queueEnquiryNotice(trx, deps.owners, enquiry, reference, now);
        const acknowledged = await queueEnquiryAcknowledgement(trx, enquiry, reference, now);
        return { reference, acknowledged } satisfies EnquiryReceipt;
      });
      return c.json(receipt, 201);
    },
  );
}
