import { Hono } from "hono";
import { todayInIndia } from "../../shared/dates";
import { UTR_RECORDED } from "../../shared/payments";
import { REFUND_MESSAGES, RefundSchema } from "../../shared/refunds";
import type { OwnerEnv } from "../auth/require-owner";
import type { AdminDeps } from "../admin/admin-deps";
import { orderRouteKit } from "../admin/order-route-kit";
import { NumberingFull } from "../billing/document-store";
import { ORDER_NOT_FOUND } from "../orders/order-routes";
import { validatedBody } from "../validated-body";
import { recordRefund } from "./refunds";

/** Under /orders/:orderId/refunds: record money given back (POST /), answering the detail. */
export function refundRoutes(deps: AdminDeps): Hono<OwnerEnv> {
  const { owner, textBody, who, orderIdOf, detail } = orderRouteKit(deps);
  return new Hono<OwnerEnv>().post("/", owner, textBody, async (c) => {
    const input = await validatedBody(c, RefundSchema);
    if (!input.ok) return input.response;
    if (input.data.refundedOn > todayInIndia(deps.now()))
      return c.json({ error: REFUND_MESSAGES.refundedInFuture, field: "refundedOn" }, 400);
    const orderId = orderIdOf(c);
    if (!orderId) return c.json(ORDER_NOT_FOUND, 404);
    let outcome;
    try {
      outcome = await recordRefund(deps.db, deps.engine, orderId, input.data, who(c));
    } catch (error) {
      if (error instanceof NumberingFull) return c.json({ error: error.message }, 409);
      throw error;
    }
    if (outcome === "order-not-found") return c.json(ORDER_NOT_FOUND, 404);
    if (outcome === "utr-recorded") return c.json({ error: UTR_RECORDED, field: "reference" }, 409);
    if (outcome !== "recorded") {
      const { status, error, field } = outcome.refused;
      return c.json(field ? { error, field } : { error }, status);
    }
    return detail(c, orderId, 201);
  });
}
