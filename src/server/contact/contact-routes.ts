import { Hono } from "hono";
import type { Kysely } from "kysely";
import { ContactSchema } from "../../shared/contact-schema";
import type { Database } from "../db/schema";
import { jsonBodyLimit, readJsonObject } from "../json-body";
import {
  contactNoticeAllowed,
  countInContactSummary,
  queueContactNotice,
  type OwnerAudience,
} from "../notifications/owner-messages";
import { rateLimitByNetwork, type RateLimiter, type RateLimitRule } from "../rate-limit";
import { createContactRepository } from "./contact-repository";
import { EN, m } from "../../shared/messages";

export const CONTACT_LIMIT: RateLimitRule = {
  name: "contact",
  limit: 5,
  windowMs: 10 * 60_000,
  message: m.contact_too_many({}, EN),
};

export const CONTACT_MAX_BODY_BYTES = 16 * 1024;

/** Bots fill every field; people never see this one (the form hides it). */
export const HONEYPOT_FIELD = "website";

const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  phone: "Phone",
  email: "Email",
  subject: "Subject",
  message: "Message",
};

/** POST /: stores a message from the contact form, and the owners' notice of it in the outbox. */
export function contactRoutes(deps: {
  db: Kysely<Database>;
  limiter: RateLimiter;
  trustProxy: boolean;
  now: () => Date;
  owners: OwnerAudience;
}): Hono {
  return new Hono().post(
    "/",
    rateLimitByNetwork(deps.limiter, CONTACT_LIMIT, deps.trustProxy),
    jsonBodyLimit(CONTACT_MAX_BODY_BYTES, m.contact_too_long({}, EN)),
    async (c) => {
      const read = await readJsonObject(c);
      if (!read.ok) return read.response;
      const body = read.body;
      const honeypot = body[HONEYPOT_FIELD];
      if (typeof honeypot === "string" && honeypot.trim() !== "") return c.json({ ok: true }, 201);

      const parsed = ContactSchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = String(issue?.path[0] ?? "");
        const label = FIELD_LABELS[field] ?? field;
        // The schema's own messages name the field; zod's generic type errors do not.
        const error = issue?.message.startsWith(label) ? issue.message : `${label} must be text`;
        return c.json({ error, field }, 400);
      }
      const now = deps.now();
      // Each message goes to every owner by e-mail and WhatsApp: a few an hour one by one, the
      // rest of the hour in one summary at its end (all of them are in the inbox).
      const toldAlone = await contactNoticeAllowed(deps.limiter, now);
      await deps.db.transaction().execute(async (trx) => {
        await createContactRepository(trx).saveMessage(parsed.data, now);
        if (toldAlone) await queueContactNotice(trx, deps.owners, parsed.data, now);
        else await countInContactSummary(trx, deps.owners, now);
      });
      return c.json({ ok: true }, 201);
    },
  );
}
