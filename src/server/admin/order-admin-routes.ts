import { Hono } from "hono";
import { OrderListQuerySchema, StepUpdateSchema } from "../../shared/admin";
import { OrderPageQuerySchema } from "../../shared/order-pages";
import { todayInIndia } from "../../shared/dates";
import {
  CancelOrderSchema,
  DELIVERY_BEFORE_ORDER,
  DELIVERY_IN_THE_PAST,
  NewOrderSchema,
  OrderEditSchema,
} from "../../shared/order-input";
import { NoteSchema } from "../../shared/order-events";
import { ORDER_REFUSALS } from "../../shared/order-refusals";
import type { OwnerEnv } from "../auth/require-owner";
import { jsonBodyLimit } from "../json-body";
import { ORDER_CANCELLED } from "../orders/order-change";
import { ORDER_NOT_FOUND } from "../orders/order-routes";
import { validatedBody } from "../validated-body";
import { previewNote } from "../orders/note-preview";
import { documentRoutes } from "../billing/document-routes";
import type { DocumentFileDeps } from "../billing/document-files";
import { refundRoutes } from "../money/refund-routes";
import { orderPhotoRoutes } from "../order-photos/order-photo-routes";
import { ordersCsv, paymentsCsv } from "./csv-exports";
import { exportAnswerer } from "./csv-stream";
import { invalidInput } from "./invalid-input";
import { createOrder } from "./order-create";
import { unknownDesign } from "./order-designs";
import { takeLatestMeasurements } from "./order-measurements";
import { addNote, cancelOrder, editOrder } from "./order-edit";
import { orderPaymentRoutes } from "./order-payment-routes";
import { ADMIN_BODY_LIMITS, orderRouteKit } from "./order-route-kit";
import { readOrderPage } from "./order-pages";
import { updateStepStatus } from "./step-update";

export const STEP_NOT_FOUND = { error: ORDER_REFUSALS.stepNotFound } as const;

/**
 * The owners' orders: list, take (POST /), read, edit (PATCH /:id), cancel, steps, payments
 * (order-payment-routes.ts) and notes. Every one needs an owner's session; every change answers
 * with the order's detail.
 */
export function orderAdminRoutes(deps: DocumentFileDeps): Hono<OwnerEnv> {
  const { owner, textBody: small, who, orderIdOf, detail, conflict } = orderRouteKit(deps);
  const orderBody = jsonBodyLimit(ADMIN_BODY_LIMITS.order);
  const exportAnswer = exportAnswerer(deps);

  return new Hono<OwnerEnv>()
    .get("/", owner, async (c) => {
      const query = OrderPageQuerySchema.safeParse(c.req.query());
      if (!query.success) return c.json(invalidInput(query.error), 400);
      const today = todayInIndia(deps.now());
      return c.json(await readOrderPage(deps.db, deps.engine, query.data, today), 200);
    })
    .get("/export.csv", owner, async (c) => {
      const query = OrderListQuerySchema.safeParse(c.req.query());
      if (!query.success) return c.json(invalidInput(query.error), 400);
      return exportAnswer(c, "orders", ordersCsv(deps.db, query.data, deps.now()));
    })
    .get("/payments/export.csv", owner, async (c) =>
      exportAnswer(c, "payments", paymentsCsv(deps.db)),
    )
    .post("/", owner, orderBody, async (c) => {
      const input = await validatedBody(c, NewOrderSchema);
      if (!input.ok) return input.response;
      // The new order's message tells her this date as a promise: never one already gone.
      if (input.data.expectedDelivery < todayInIndia(deps.now()))
        return c.json({ error: DELIVERY_IN_THE_PAST, field: "expectedDelivery" }, 400);
      const design = await unknownDesign(deps.db, input.data.items);
      if (design) return c.json(design, 400);
      const outcome = await createOrder(deps.db, input.data, who(c));
      if ("customerNotFound" in outcome)
        return c.json({ error: ORDER_REFUSALS.customerNotFound, field: "customerId" }, 404);
      if ("phoneTaken" in outcome) {
        const existing = outcome.phoneTaken;
        return c.json(
          {
            error: ORDER_REFUSALS.phoneTaken(existing.name),
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
      const design = await unknownDesign(deps.db, input.data.items);
      if (design) return c.json(design, 400);
      const orderId = orderIdOf(c);
      if (!orderId) return c.json(ORDER_NOT_FOUND, 404);
      const outcome = await editOrder(deps.db, deps.engine, orderId, input.data, who(c));
      switch (outcome) {
        case "order-not-found":
          return c.json(ORDER_NOT_FOUND, 404);
        case "order-cancelled":
          return conflict(c, ORDER_CANCELLED.error);
        case "stale":
          return conflict(c, ORDER_REFUSALS.stale);
        case "delivery-before-order":
          return c.json({ error: DELIVERY_BEFORE_ORDER, field: "expectedDelivery" }, 400);
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
      if (outcome === "order-cancelled") return conflict(c, ORDER_REFUSALS.alreadyCancelled);
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
        tell: input.data.tell,
        changedBy: c.get("session").user.username,
        now: deps.now(),
        site: deps.publicUrl,
      });
      if (outcome === "order-not-found") return c.json(ORDER_NOT_FOUND, 404);
      if (outcome === "step-not-found") return c.json(STEP_NOT_FOUND, 404);
      if (outcome === "order-cancelled") return conflict(c, ORDER_CANCELLED.error);
      return detail(c, orderId);
    })
    .route("/:orderId/payments", orderPaymentRoutes(deps))
    .route("/:orderId/documents", documentRoutes(deps))
    .route("/:orderId/refunds", refundRoutes(deps))
    .route("/:orderId/photos", orderPhotoRoutes(deps))
    .post("/:orderId/measurements", owner, async (c) => {
      const orderId = orderIdOf(c);
      if (!orderId) return c.json(ORDER_NOT_FOUND, 404);
      const outcome = await takeLatestMeasurements(deps.db, deps.engine, orderId, who(c));
      if (outcome === "order-not-found") return c.json(ORDER_NOT_FOUND, 404);
      if (outcome === "order-cancelled") return conflict(c, ORDER_CANCELLED.error);
      if (outcome === "no-measurements") return conflict(c, ORDER_REFUSALS.noMeasurements);
      return detail(c, orderId, 201);
    })
    .post("/:orderId/notes/preview", owner, small, async (c) => {
      const input = await validatedBody(c, NoteSchema);
      if (!input.ok) return input.response;
      const orderId = orderIdOf(c);
      if (!orderId) return c.json(ORDER_NOT_FOUND, 404);
      const preview = await previewNote(deps.db, deps.engine, orderId, input.data, who(c));
      if (preview === "order-not-found") return c.json(ORDER_NOT_FOUND, 404);
      return c.json(preview, 200);
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
