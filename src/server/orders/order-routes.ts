import { Hono } from "hono";
import type { Kysely } from "kysely";
import { isOrderId, normaliseOrderId } from "../../shared/orders";
import type { Database } from "../db/schema";
import { rateLimitByIp, type RateLimiter, type RateLimitRule } from "../rate-limit";
import { createOrderRepository } from "./order-repository";

export const ORDER_LOOKUP_LIMIT: RateLimitRule = {
  name: "order-lookup",
  limit: 30,
  windowMs: 60_000,
  message: "Too many lookups. Please wait a minute and try again.",
};

export const ORDER_NOT_FOUND = { error: "Order not found" } as const;

/** GET /:orderId: the public tracking view of one order. */
export function orderRoutes(deps: {
  db: Kysely<Database>;
  limiter: RateLimiter;
  trustProxy: boolean;
}): Hono {
  const orders = createOrderRepository(deps.db);
  return new Hono().get(
    "/:orderId",
    rateLimitByIp(deps.limiter, ORDER_LOOKUP_LIMIT, deps.trustProxy),
    async (c) => {
      const orderId = normaliseOrderId(c.req.param("orderId"));
      // Malformed IDs get exactly the unknown-ID answer, so the pattern leaks nothing extra.
      const order = isOrderId(orderId) ? await orders.findPublicOrder(orderId) : undefined;
      if (!order) return c.json(ORDER_NOT_FOUND, 404);
      return c.json({ order }, 200);
    },
  );
}
