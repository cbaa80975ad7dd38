import { Hono, type Context } from "hono";
import type { Kysely } from "kysely";
import { toPublicOrder } from "../../shared/order-format";
import { isOrderId, normaliseOrderId } from "../../shared/orders";
import { lastFourDigits } from "../../shared/phone";
import { EN, m } from "../../shared/messages";
import { TRACKING_ERRORS } from "../../shared/tracking";
import { PhoneDigitsSchema } from "../../shared/tracking-schema";
import { clientNetwork } from "../client-ip";
import type { Database } from "../db/schema";
import { jsonBodyLimit } from "../json-body";
import { rateLimitByNetwork, type RateLimiter, type RateLimitRule } from "../rate-limit";
import { validatedBody } from "../validated-body";
import { findTrackedOrder } from "./order-repository";

export const ORDER_LOOKUP_LIMIT: RateLimitRule = {
  name: "order-lookup",
  limit: 30,
  windowMs: 60_000,
  message: m.tracking_too_many({}, EN),
};

/** A wrong guess of the phone's digits costs this many lookups of the client's allowance. */
export const WRONG_DIGITS_COST = 5;
/** Wrong digits allowed per order and hour, whoever sends them (guessing from many addresses). */
export const WRONG_DIGITS_PER_ORDER = { limit: 10, windowMs: 60 * 60_000 } as const;

export const ORDER_NOT_FOUND = { error: "Order not found" } as const;

/**
 * The public tracking view of one order. GET /:orderId answers with its progress (and, for the
 * spec's sample orders in demo mode, the customer's details, as the spec shows them); POST
 * /:orderId/details with the last four digits of the order's phone adds the customer's details.
 */
export function orderRoutes(deps: {
  db: Kysely<Database>;
  limiter: RateLimiter;
  trustProxy: boolean;
  demoMode: boolean;
}): Hono {
  const lookupLimit = rateLimitByNetwork(deps.limiter, ORDER_LOOKUP_LIMIT, deps.trustProxy);
  // Malformed IDs get exactly the unknown-ID answer, so the pattern leaks nothing extra.
  const tracked = (c: Context) => {
    const orderId = normaliseOrderId(c.req.param("orderId") ?? "");
    return isOrderId(orderId) ? findTrackedOrder(deps.db, orderId) : undefined;
  };

  return new Hono()
    .get("/:orderId", lookupLimit, async (c) => {
      const found = await tracked(c);
      if (!found) return c.json(ORDER_NOT_FOUND, 404);
      const withDetails = deps.demoMode && found.order.isSample;
      return c.json(
        { order: toPublicOrder(found.order, { withDetails, notes: found.notes }) },
        200,
      );
    })
    .post("/:orderId/details", lookupLimit, jsonBodyLimit(1024), async (c) => {
      const input = await validatedBody(c, PhoneDigitsSchema);
      if (!input.ok) return input.response;
      const found = await tracked(c);
      if (!found) return c.json(ORDER_NOT_FOUND, 404);
      // Every attempt takes one of the order's wrong guesses before the digits are compared,
      // and a right one gives it back: attempts sent at once from many addresses each take
      // their own, so no more than the limit are ever compared. Once the order has had its
      // share, even the right digits wait, or a guesser would get there in the end.
      const orderKey = `wrong-digits:${found.order.orderId}`;
      const { limit, windowMs } = WRONG_DIGITS_PER_ORDER;
      const guess = await deps.limiter.hit(orderKey, limit, windowMs);
      if (!guess.allowed) {
        c.header("Retry-After", String(guess.retryAfterSeconds));
        return c.json({ error: TRACKING_ERRORS.tooManyWrongDigits, field: "phoneLast4" }, 429);
      }
      if (input.data.phoneLast4 !== lastFourDigits(found.order.customerPhone)) {
        const ip = clientNetwork(c, deps.trustProxy);
        await deps.limiter.hit(
          `${ORDER_LOOKUP_LIMIT.name}:${ip}`,
          ORDER_LOOKUP_LIMIT.limit,
          ORDER_LOOKUP_LIMIT.windowMs,
          WRONG_DIGITS_COST,
        );
        return c.json({ error: TRACKING_ERRORS.wrongDigits, field: "phoneLast4" }, 403);
      }
      await deps.limiter.refund(orderKey);
      return c.json(
        { order: toPublicOrder(found.order, { withDetails: true, notes: found.notes }) },
        200,
      );
    });
}
