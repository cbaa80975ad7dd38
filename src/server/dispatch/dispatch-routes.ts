import { Hono, type Context } from "hono";
import {
  CourierInputSchema,
  DISPATCH_REFUSALS,
  DispatchInputSchema,
  type DispatchAnswer,
} from "../../shared/dispatch/dispatch";
import type { AdminDeps } from "../admin/admin-deps";
import { orderRouteKit, type OwnerContext } from "../admin/order-route-kit";
import type { OwnerEnv } from "../auth/require-owner";
import { jsonBodyLimit } from "../json-body";
import { validatedBody } from "../validated-body";
import { createCourier, listCouriers, updateCourier } from "./courier-store";
import { dispatchEditable, loadDispatch, recordDispatch } from "./order-dispatch";

const ID = ":id{[0-9]{1,9}}";
const ORDER = "/orders/:orderId{[A-Za-z0-9-]{1,40}}";

/** Under /api/admin/dispatch: the couriers kept, and each order's dispatch (any owner). */
export function dispatchRoutes(deps: AdminDeps): Hono<OwnerEnv> {
  const kit = orderRouteKit(deps);
  const { owner } = kit;
  const body = jsonBodyLimit(4 * 1024);
  const who = (c: Context<OwnerEnv>) => ({ by: c.get("session").user.username, now: deps.now() });
  const refuse = (c: Context, error: string, status: 400 | 404 | 409, field?: string) =>
    c.json(field ? { error, field } : { error }, status);
  const orderNotFound = (c: Context) => refuse(c, DISPATCH_REFUSALS.orderNotFound, 404);

  async function answer(c: OwnerContext, orderId: string) {
    const order = await deps.db
      .selectFrom("orders")
      .select(["cancelled_at", "customer_status"])
      .where("order_id", "=", orderId)
      .executeTakeFirst();
    if (!order) return orderNotFound(c);
    const answer: DispatchAnswer = {
      dispatch: await loadDispatch(deps.db, orderId),
      editable: dispatchEditable(order),
    };
    return c.json(answer);
  }

  return new Hono<OwnerEnv>()
    .get("/couriers", owner, async (c) => c.json({ couriers: await listCouriers(deps.db) }))
    .post("/couriers", owner, body, async (c) => {
      const input = await validatedBody(c, CourierInputSchema);
      if (!input.ok) return input.response;
      const courier = await createCourier(deps.db, input.data, who(c));
      if (courier === "exists") return refuse(c, DISPATCH_REFUSALS.courierExists, 409, "name");
      return c.json({ courier }, 201);
    })
    .put(`/couriers/${ID}`, owner, body, async (c) => {
      const input = await validatedBody(c, CourierInputSchema);
      if (!input.ok) return input.response;
      const courier = await updateCourier(deps.db, Number(c.req.param("id")), input.data, who(c));
      if (courier === undefined) return refuse(c, DISPATCH_REFUSALS.courierNotFound, 404);
      if (courier === "exists") return refuse(c, DISPATCH_REFUSALS.courierExists, 409, "name");
      return c.json({ courier });
    })
    .get(ORDER, owner, async (c) => {
      const orderId = kit.orderIdOf(c);
      return orderId ? answer(c, orderId) : orderNotFound(c);
    })
    .put(ORDER, owner, body, async (c) => {
      const orderId = kit.orderIdOf(c);
      if (!orderId) return orderNotFound(c);
      const input = await validatedBody(c, DispatchInputSchema);
      if (!input.ok) return input.response;
      const outcome = await recordDispatch(deps.db, deps.engine, orderId, input.data, kit.who(c));
      switch (outcome) {
        case "order-not-found":
          return orderNotFound(c);
        case "cancelled":
          return refuse(c, DISPATCH_REFUSALS.cancelled, 409);
        case "delivered":
          return refuse(c, DISPATCH_REFUSALS.delivered, 409);
        case "courier-not-found":
          return refuse(c, DISPATCH_REFUSALS.courierNotFound, 400, "courierId");
        case "courier-inactive":
          return refuse(c, DISPATCH_REFUSALS.courierInactive, 400, "courierId");
      }
      return answer(c, orderId);
    });
}
