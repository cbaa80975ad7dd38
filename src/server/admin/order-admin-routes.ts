import { Hono, type Context } from "hono";
import { StepUpdateSchema } from "../../shared/admin";
import { todayInIndia } from "../../shared/dates";
import { CancelOrderSchema, NewOrderSchema, OrderEditSchema } from "../../shared/order-input";
import { NoteSchema } from "../../shared/order-events";
import { isOrderId, normaliseOrderId } from "../../shared/orders";
import { PaymentReversalSchema, PaymentSchema } from "../../shared/payments";
import { requireOwner, type OwnerEnv } from "../auth/require-owner";
import { jsonBodyLimit } from "../json-body";
import { ORDER_CANCELLED } from "../orders/order-change";
import { ORDER_NOT_FOUND } from "../orders/order-routes";
import { validatedBody } from "../validated-body";
import type { AdminDeps } from "./admin-deps";
import { listOrderSummaries, loadOrderDetail } from "./admin-order-queries";
import { createOrder } from "./order-create";
import { addNote, cancelOrder, editOrder } from "./order-edit";
import { recordPayment, reversePayment } from "./order-payments";
import { updateStepStatus } from "./step-update";

export const STEP_NOT_FOUND = { error: "Production step not found" } as const;
export const PAYMENT_NOT_FOUND = { error: "Payment not found" } as const;
/**
 * The largest body each change takes: an order's form; a note, reason or payment (up to 1,000
 * characters of any script); a step's status.
 */
export const ADMIN_BODY_LIMITS = { order: 32 * 1024, text: 4 * 1024, step: 1024 } as const;

type OwnerContext = Context<OwnerEnv>;

/**
 * The owners' orders: list, take (POST /), read, edit (PATCH /:id), cancel, steps, payments and
 * notes. Every one needs an owner's session; every change answers with the order's detail.
 */
export function orderAdminRoutes(deps: AdminDeps): Hono<OwnerEnv> {
  const owner = requireOwner(deps);
  const small = jsonBodyLimit(ADMIN_BODY_LIMITS.text);
  const orderBody = jsonBodyLimit(ADMIN_BODY_LIMITS.order);
  const who = (c: OwnerContext) => ({ by: c.get("session").user.username, now: deps.now() });
  /** The order's ID from the path, normalised; undefined when it cannot be one. */
  const orderIdOf = (c: OwnerContext) => {
    const id = normaliseOrderId(c.req.param("orderId") ?? "");
    return isOrderId(id) ? id : undefined;
  };
  /** The order's detail, as every change answers. */
  const detail = async (c: OwnerContext, orderId: string, status: 200 | 201 = 200) => {
    const found = await loadOrderDetail(deps.db, orderId);
    return found ? c.json(found, status) : c.json(ORDER_NOT_FOUND, 404);
  };
  const conflict = (c: OwnerContext, error: string) => c.json({ error }, 409);

  return new Hono<OwnerEnv>()
    .get("/", owner, async (c) => c.json({ orders: await listOrderSummaries(deps.db) }, 200))
    .post("/", owner, orderBody, async (c) => {
      const input = await validatedBody(c, NewOrderSchema);
      if (!input.ok) return input.response;
      const outcome = await createOrder(deps.db, input.data, who(c));
      if ("customerNotFound" in outcome)
        return c.json({ error: "Customer not found", field: "customerId" }, 404);
      if ("phoneTaken" in outcome) {
        const existing = outcome.phoneTaken;
        return c.json(
          {
            error: `This phone number belongs to ${existing.name}, already a customer: pick her from the list.`,
            field: "customer.phone",
            customer: existing,
          },
          409,
        );
      }
      return detail(c, outcome.created, 201);
    })
    .get("/:orderId", owner, async (c) => {
      const orderId = orderIdOf(c);
      return orderId ? detail(c, orderId) : c.json(ORDER_NOT_FOUND, 404);
    })
    .patch("/:orderId", owner, orderBody, async (c) => {
      const input = await validatedBody(c, OrderEditSchema);
      if (!input.ok) return input.response;
      const orderId = orderIdOf(c);
      if (!orderId) return c.json(ORDER_NOT_FOUND, 404);
      const outcome = await editOrder(deps.db, deps.engine, orderId, input.data, who(c));
      switch (outcome) {
        case "order-not-found":
          return c.json(ORDER_NOT_FOUND, 404);
        case "order-cancelled":
          return conflict(c, ORDER_CANCELLED.error);
        case "stale":
          return conflict(
            c,
            "The other owner changed this order while you were editing it. Reload it, then make your change again.",
          );
        case "delivery-before-order":
          return c.json(
            {
              error: "Expected delivery cannot be before the order date",
              field: "expectedDelivery",
            },
            400,
          );
        default:
          return detail(c, orderId);
      }
    })
    .post("/:orderId/cancellation", owner, small, async (c) => {
      const input = await validatedBody(c, CancelOrderSchema);
      if (!input.ok) return input.response;
      const orderId = orderIdOf(c);
      if (!orderId) return c.json(ORDER_NOT_FOUND, 404);
      const outcome = await cancelOrder(deps.db, deps.engine, orderId, input.data.reason, who(c));
      if (outcome === "order-not-found") return c.json(ORDER_NOT_FOUND, 404);
      if (outcome === "order-cancelled") return conflict(c, "This order is already cancelled.");
      return detail(c, orderId);
    })
    .patch("/:orderId/steps/:stepId", owner, jsonBodyLimit(ADMIN_BODY_LIMITS.step), async (c) => {
      const input = await validatedBody(c, StepUpdateSchema);
      if (!input.ok) return input.response;
      const orderId = orderIdOf(c);
      if (!orderId) return c.json(ORDER_NOT_FOUND, 404);
      const outcome = await updateStepStatus(deps.db, deps.engine, {
        orderId,
        stepId: c.req.param("stepId"),
        status: input.data.status,
        changedBy: c.get("session").user.username,
        now: deps.now(),
      });
      if (outcome === "order-not-found") return c.json(ORDER_NOT_FOUND, 404);
      if (outcome === "step-not-found") return c.json(STEP_NOT_FOUND, 404);
      if (outcome === "order-cancelled") return conflict(c, ORDER_CANCELLED.error);
      return detail(c, orderId);
    })
    .post("/:orderId/payments", owner, small, async (c) => {
      const input = await validatedBody(c, PaymentSchema);
      if (!input.ok) return input.response;
      // Part of checking the body, so refused before the order is looked up, like the rest.
      if (input.data.paidOn > todayInIndia(deps.now()))
        return c.json({ error: "Payment date cannot be in the future", field: "paidOn" }, 400);
      const orderId = orderIdOf(c);
      if (!orderId) return c.json(ORDER_NOT_FOUND, 404);
      const outcome = await recordPayment(deps.db, deps.engine, orderId, input.data, who(c));
      if (outcome === "order-not-found") return c.json(ORDER_NOT_FOUND, 404);
      return detail(c, orderId, 201);
    })
    .post("/:orderId/payments/:paymentId/reversal", owner, small, async (c) => {
      const input = await validatedBody(c, PaymentReversalSchema);
      if (!input.ok) return input.response;
      const orderId = orderIdOf(c);
      if (!orderId) return c.json(ORDER_NOT_FOUND, 404);
      // Digits only: "1e3" or "0x10" name no payment, whatever Number() makes of them.
      const raw = c.req.param("paymentId") ?? "";
      const paymentId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
      if (paymentId < 1 || paymentId > 2 ** 31 - 1) return c.json(PAYMENT_NOT_FOUND, 404);
      const outcome = await reversePayment(
        deps.db,
        deps.engine,
        orderId,
        paymentId,
        input.data.reason,
        who(c),
      );
      if (outcome === "order-not-found") return c.json(ORDER_NOT_FOUND, 404);
      if (outcome === "payment-not-found") return c.json(PAYMENT_NOT_FOUND, 404);
      if (outcome === "already-reversed")
        return conflict(c, "This payment has already been reversed.");
      return detail(c, orderId, 201);
    })
    .post("/:orderId/notes", owner, small, async (c) => {
      const input = await validatedBody(c, NoteSchema);
      if (!input.ok) return input.response;
      const orderId = orderIdOf(c);
      if (!orderId) return c.json(ORDER_NOT_FOUND, 404);
      const outcome = await addNote(deps.db, deps.engine, orderId, input.data, who(c));
      if (outcome === "order-not-found") return c.json(ORDER_NOT_FOUND, 404);
      return detail(c, orderId, 201);
    });
}
