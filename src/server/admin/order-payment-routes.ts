import { Hono } from "hono";
import { todayInIndia } from "../../shared/dates";
import {
  PAYMENT_MESSAGES,
  PaymentReversalSchema,
  PaymentSchema,
  UTR_RECORDED,
  type ExcessPaymentAnswer,
} from "../../shared/payments";
import type { OwnerEnv } from "../auth/require-owner";
import { ORDER_NOT_FOUND } from "../orders/order-routes";
import { validatedBody } from "../validated-body";
import type { AdminDeps } from "./admin-deps";
import { orderRouteKit } from "./order-route-kit";
import { recordPayment, reversePayment } from "./order-payments";

export const PAYMENT_NOT_FOUND = { error: PAYMENT_MESSAGES.notFound } as const;

/** Under /orders/:orderId/payments: record a payment (POST /), reverse one (POST /:id/reversal). */
export function orderPaymentRoutes(deps: AdminDeps): Hono<OwnerEnv> {
  const { owner, textBody, who, orderIdOf, detail, conflict } = orderRouteKit(deps);
  return new Hono<OwnerEnv>()
    .post("/", owner, textBody, async (c) => {
      const input = await validatedBody(c, PaymentSchema);
      if (!input.ok) return input.response;
      // Part of checking the body, so refused before the order is looked up, like the rest.
      if (input.data.paidOn > todayInIndia(deps.now()))
        return c.json({ error: PAYMENT_MESSAGES.paidInFuture, field: "paidOn" }, 400);
      const orderId = orderIdOf(c);
      if (!orderId) return c.json(ORDER_NOT_FOUND, 404);
      const outcome = await recordPayment(deps.db, deps.engine, orderId, input.data, who(c));
      if (outcome === "order-not-found") return c.json(ORDER_NOT_FOUND, 404);
      if (outcome === "utr-recorded")
        return c.json({ error: UTR_RECORDED, field: "reference" }, 409);
      if (outcome === "order-cancelled")
        return c.json({ error: PAYMENT_MESSAGES.cancelledOrder, field: "onCancelledOrder" }, 409);
      if (typeof outcome === "object") {
        const { balanceRupees, excessRupees } = outcome.exceeds;
        const answer: ExcessPaymentAnswer = {
          error: PAYMENT_MESSAGES.exceeds(excessRupees, balanceRupees),
          field: "amountRupees",
          balanceRupees,
          excessRupees,
        };
        return c.json(answer, 409);
      }
      return detail(c, orderId, 201);
    })
    .post("/:paymentId/reversal", owner, textBody, async (c) => {
      const input = await validatedBody(c, PaymentReversalSchema);
      if (!input.ok) return input.response;
      const orderId = orderIdOf(c);
      if (!orderId) return c.json(ORDER_NOT_FOUND, 404);
      // Digits only: "1e3" or "0x10" name no payment, whatever Number() makes of them.
      const raw = c.req.param("paymentId");
      const paymentId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
      if (paymentId < 1 || paymentId > 2 ** 31 - 1) return c.json(PAYMENT_NOT_FOUND, 404);
      const { reason } = input.data;
      const outcome = await reversePayment(
        deps.db,
        deps.engine,
        orderId,
        paymentId,
        reason,
        who(c),
      );
      if (outcome === "order-not-found") return c.json(ORDER_NOT_FOUND, 404);
      if (outcome === "payment-not-found") return c.json(PAYMENT_NOT_FOUND, 404);
      if (outcome === "already-reversed") return conflict(c, PAYMENT_MESSAGES.alreadyReversed);
      return detail(c, orderId, 201);
    });
}
