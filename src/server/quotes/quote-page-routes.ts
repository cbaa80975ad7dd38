import { Hono, type Context } from "hono";
import type { Kysely } from "kysely";
import { QuoteAcceptSchema, QuoteChangeRequestSchema } from "../../shared/quotes/quote";
import { QUOTE_CODE_PATTERN } from "../../shared/quotes/quote-view";
import { clientIp, clientNetwork } from "../client-ip";
import type { Database, Engine } from "../db/schema";
import { jsonBodyLimit } from "../json-body";
import { rateLimitByNetwork, type RateLimiter, type RateLimitRule } from "../rate-limit";
import { validatedBody } from "../validated-body";
import { pdfAnswer, QUOTE_REFUSALS } from "./quote-admin-routes";
import { quotePdf } from "./quote-pdf";
import { acceptQuote, askForChanges, readQuotePage } from "./quote-acceptance";

/** As the tracking lookups: 30 a minute per network; a wrong code costs five of them. */
export const QUOTE_LOOKUP_LIMIT: RateLimitRule = {
  name: "quote-lookup",
  limit: 30,
  windowMs: 60_000,
  message: "Too many attempts. Please wait a minute and try again.",
};
export const WRONG_CODE_COST = 5;
export const QUOTE_PAGE_NOT_FOUND = { error: "Quote not found" } as const;

interface QuotePageDeps {
  db: Kysely<Database>;
  engine: Engine;
  limiter: RateLimiter;
  trustProxy: boolean;
  now: () => Date;
  publicUrl: string;
}

/**
 * Her quote page's API (issue 22 §4), by her link's code: GET /:code (this version only, its
 * state: open, expired, superseded, accepted), POST /:code/accept (her name and her tick: the
 * acceptance record and the order, at once), POST /:code/changes (her message to the owners).
 * A wrong or malformed code answers 404 and costs the network WRONG_CODE_COST lookups.
 */
export function quotePageRoutes(deps: QuotePageDeps): Hono {
  const lookup = rateLimitByNetwork(deps.limiter, QUOTE_LOOKUP_LIMIT, deps.trustProxy);
  const codeOf = (c: Context) => {
    const code = c.req.param("code") ?? "";
    return QUOTE_CODE_PATTERN.test(code) ? code : undefined;
  };
  const wrong = async (c: Context) => {
    await deps.limiter.hit(
      `${QUOTE_LOOKUP_LIMIT.name}:${clientNetwork(c, deps.trustProxy)}`,
      QUOTE_LOOKUP_LIMIT.limit,
      QUOTE_LOOKUP_LIMIT.windowMs,
      WRONG_CODE_COST - 1,
    );
    return c.json(QUOTE_PAGE_NOT_FOUND, 404);
  };
  return new Hono()
    .use(async (c, next) => {
      await next();
      c.header("X-Robots-Tag", "noindex, nofollow");
    })
    .get("/:code", lookup, async (c) => {
      const code = codeOf(c);
      const page = code && (await readQuotePage(deps.db, code, deps.now()));
      return page ? c.json(page, 200) : wrong(c);
    })
    .get("/:code/pdf", lookup, async (c) => {
      const code = codeOf(c);
      const pdf = code ? await quotePdf(deps.db, { code }) : "not-found";
      return pdf === "not-found" ? wrong(c) : pdfAnswer(c, pdf);
    })
    .post("/:code/accept", lookup, jsonBodyLimit(2048), async (c) => {
      const input = await validatedBody(c, QuoteAcceptSchema);
      if (!input.ok) return input.response;
      const code = codeOf(c);
      if (!code) return wrong(c);
      const outcome = await acceptQuote(
        deps.db,
        deps.engine,
        { code },
        {
          name: input.data.name,
          how: "online",
          ip: clientIp(c, deps.trustProxy),
          by: null,
          now: deps.now(),
          site: deps.publicUrl,
        },
      );
      if (outcome === "not-found") return wrong(c);
      if ("refused" in outcome)
        return c.json(
          { error: QUOTE_REFUSALS[outcome.refused], field: "version", state: outcome.refused },
          409,
        );
      const page = await readQuotePage(deps.db, code, deps.now());
      return c.json(page, 201);
    })
    .post("/:code/changes", lookup, jsonBodyLimit(8192), async (c) => {
      const input = await validatedBody(c, QuoteChangeRequestSchema);
      if (!input.ok) return input.response;
      const code = codeOf(c);
      if (!code) return wrong(c);
      const asked = await askForChanges(deps.db, code, input.data.message, deps.now());
      return asked ? c.json({ asked: true }, 201) : wrong(c);
    });
}
