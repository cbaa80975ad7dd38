import { Hono } from "hono";
import { StepUpdateSchema } from "../../shared/admin";
import { isOrderId, normaliseOrderId } from "../../shared/orders";
import { requireOwner, type OwnerEnv } from "../auth/require-owner";
import { jsonBodyLimit, readJsonObject } from "../json-body";
import { ORDER_NOT_FOUND } from "../orders/order-routes";
import type { AdminDeps } from "./admin-deps";
import { listOrderSummaries, loadOrderDetail } from "./admin-order-queries";
import { invalidInput } from "./invalid-input";
import { updateStepStatus } from "./step-update";

export const STEP_NOT_FOUND = { error: "Production step not found" } as const;
const STEP_UPDATE_MAX_BODY_BYTES = 1024;

/** GET /, GET /:orderId, PATCH /:orderId/steps/:stepId; every one needs an owner's session. */
export function orderAdminRoutes(deps: AdminDeps): Hono<OwnerEnv> {
  const owner = requireOwner(deps);
  const orderIdOf = (raw: string) => {
    const id = normaliseOrderId(raw);
    return isOrderId(id) ? id : undefined;
  };

  return new Hono<OwnerEnv>()
    .get("/", owner, async (c) => c.json({ orders: await listOrderSummaries(deps.db) }, 200))
    .get("/:orderId", owner, async (c) => {
      const orderId = orderIdOf(c.req.param("orderId"));
      const detail = orderId && (await loadOrderDetail(deps.db, orderId));
      return detail ? c.json(detail, 200) : c.json(ORDER_NOT_FOUND, 404);
    })
    .patch(
      "/:orderId/steps/:stepId",
      owner,
      jsonBodyLimit(STEP_UPDATE_MAX_BODY_BYTES),
      async (c) => {
        const read = await readJsonObject(c);
        if (!read.ok) return read.response;
        const parsed = StepUpdateSchema.safeParse(read.body);
        if (!parsed.success) return c.json(invalidInput(parsed.error), 400);
        const orderId = orderIdOf(c.req.param("orderId"));
        if (!orderId) return c.json(ORDER_NOT_FOUND, 404);
        const outcome = await updateStepStatus(deps.db, deps.engine, {
          orderId,
          stepId: c.req.param("stepId"),
          status: parsed.data.status,
          changedBy: c.get("session").user.username,
          now: deps.now(),
        });
        if (outcome === "order-not-found") return c.json(ORDER_NOT_FOUND, 404);
        if (outcome === "step-not-found") return c.json(STEP_NOT_FOUND, 404);
        const detail = await loadOrderDetail(deps.db, orderId);
        return detail ? c.json(detail, 200) : c.json(ORDER_NOT_FOUND, 404);
      },
    );
}
