import { Hono, type Context } from "hono";
import type { Kysely } from "kysely";
import { toPublicOrder, type CustomerNote } from "../../shared/order-format";
import { isOrderId, normaliseOrderId, type Order } from "../../shared/orders";
import { lastFourDigits } from "../../shared/phone";
import { publicDispatch } from "../dispatch/order-dispatch";
import { publicAlterations } from "../calendar/order-plan";
import { publicPiece } from "../order-photos/order-photo-store";
import { EN, m } from "../../shared/messages";
import { ORDER_REFUSALS } from "../../shared/order-refusals";
import { TRACKING_ERRORS } from "../../shared/tracking";
import { PhoneDigitsSchema } from "../../shared/tracking-schema";
import { clientNetwork } from "../client-ip";
import type { Database } from "../db/schema";
import { jsonBodyLimit } from "../json-body";
import { rateLimitByNetwork, type RateLimiter, type RateLimitRule } from "../rate-limit";
import { validatedBody } from "../validated-body";
import { dueRequest } from "../billing/upi-requests";
import { findTrackedOrder, findTrackedOrderByCode } from "./order-repository";
import { customerDocuments } from "../billing/document-files";

export const ORDER_LOOKUP_LIMIT: RateLimitRule = {
  name: "order-lookup",
  limit: 30,
  windowMs: 60_000,
  message: m.tracking_too_many({}, EN),
};

/** A wrong guess of the phone's digits costs this many lookups of the client's allowance. */
export const WRONG_DIGITS_COST = 5;
/**
 * Wrong digits allowed per order and client network in an hour, by Order ID. Counted per
 * network, so guessers elsewhere never refuse her right digits; with her tracking code there
 * is no such cap at all (only the network's lookups).
 */
export const WRONG_DIGITS_PER_ORDER = { limit: 5, windowMs: 60 * 60_000 } as const;

export const ORDER_NOT_FOUND = { error: ORDER_REFUSALS.orderNotFound } as const;

type Tracked = { order: Order; notes: CustomerNote[] } | undefined;
interface TrackingDeps {
  db: Kysely<Database>;
  limiter: RateLimiter;
  trustProxy: boolean;
  demoMode: boolean;
  now?: () => Date;
}

/**
 * The public tracking view of one order, by its Order ID (`/api/orders`) or by its tracking
 * code (`/api/track`). GET /:key answers with what the key opens: by ID its status only (the
 * spec's sample orders in demo mode: the full card, as the spec shows them); by code its
 * progress, dates, history and notes. POST /:key/details with the last four digits of the
 * order's phone adds the customer's details.
 */
export function orderRoutes(deps: TrackingDeps): Hono {
  // Malformed IDs get exactly the unknown-ID answer, so the pattern leaks nothing extra.
  return trackingRoutes(deps, "id", (key) => {
    const orderId = normaliseOrderId(key);
    return isOrderId(orderId) ? findTrackedOrder(deps.db, orderId) : Promise.resolve(undefined);
  });
}

export function trackingCodeRoutes(deps: TrackingDeps): Hono {
  return trackingRoutes(deps, "code", (key) => findTrackedOrderByCode(deps.db, key));
}

function trackingRoutes(
  deps: TrackingDeps,
  by: "id" | "code",
  find: (key: string) => Promise<Tracked>,
): Hono {
  const lookupLimit = rateLimitByNetwork(deps.limiter, ORDER_LOOKUP_LIMIT, deps.trustProxy);
  const tracked = (c: Context) => find(c.req.param("key") ?? "");

  return new Hono()
    .get("/:key", lookupLimit, async (c) => {
      const found = await tracked(c);
      if (!found) return c.json(ORDER_NOT_FOUND, 404);
      const withDetails = deps.demoMode && found.order.isSample;
      const statusOnly = by === "id";
      return c.json(
        { order: toPublicOrder(found.order, { withDetails, statusOnly, notes: found.notes }) },
        200,
      );
    })
    .post("/:key/details", lookupLimit, jsonBodyLimit(1024), async (c) => {
      const input = await validatedBody(c, PhoneDigitsSchema);
      if (!input.ok) return input.response;
      const found = await tracked(c);
      if (!found) return c.json(ORDER_NOT_FOUND, 404);
      const network = clientNetwork(c, deps.trustProxy);
      // By ID, every attempt takes one of this network's wrong guesses at this order before the
      // digits are compared, and a right one gives it back: a burst sent at once gets no more
      // compared. Once the network has had its share, even the right digits wait there.
      const orderKey = `wrong-digits:${found.order.orderId}:${network}`;
      if (by === "id") {
        const { limit, windowMs } = WRONG_DIGITS_PER_ORDER;
        const guess = await deps.limiter.hit(orderKey, limit, windowMs);
        if (!guess.allowed) {
          c.header("Retry-After", String(guess.retryAfterSeconds));
          return c.json({ error: TRACKING_ERRORS.tooManyWrongDigits, field: "phoneLast4" }, 429);
        }
      }
      if (input.data.phoneLast4 !== lastFourDigits(found.order.customerPhone)) {
        await deps.limiter.hit(
          `${ORDER_LOOKUP_LIMIT.name}:${network}`,
          ORDER_LOOKUP_LIMIT.limit,
          ORDER_LOOKUP_LIMIT.windowMs,
          WRONG_DIGITS_COST,
        );
        return c.json({ error: TRACKING_ERRORS.wrongDigits, field: "phoneLast4" }, 403);
      }
      if (by === "id") await deps.limiter.refund(orderKey);
      return c.json(
        {
          order: toPublicOrder(found.order, {
            withDetails: true,
            notes: found.notes,
            // The advance while her accepted quote's advance is not yet paid, else the balance.
            upi: await dueRequest(deps.db, found.order.orderId),
          }),
          // Her bills and receipts, each by a link to its PDF (billing/document-files.ts).
          documents: await customerDocuments(deps.db, found.order.orderId, deps.now?.()),
          // The courier and tracking number only here, after her digits: on the courier's
          // page the number opens her name and address.
          dispatch: await publicDispatch(deps.db, found.order.orderId),
          // Her piece step by step with the photos marked for her, each by a signed link
          // (order-photos/photo-links.ts): only here, after her digits.
          piece: await publicPiece(deps.db, found.order.orderId, deps.now?.() ?? new Date()),
          // What her fitting found to alter, each a step of its own with where it stands.
          alterations: await publicAlterations(deps.db, found.order.orderId),
        },
        200,
      );
    });
}
