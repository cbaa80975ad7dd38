import type { Context } from "hono";
import { isOrderId, normaliseOrderId } from "../../shared/orders";
import { requireOwner, type OwnerEnv } from "../auth/require-owner";
import { jsonBodyLimit } from "../json-body";
import type { OrderChange } from "../orders/order-change";
import { ORDER_NOT_FOUND } from "../orders/order-routes";
import type { AdminDeps } from "./admin-deps";
import { loadOrderDetail } from "./admin-order-queries";

/**
 * The largest body each change takes: an order's form; a note, reason or payment (up to 1,000
 * characters of any script); a step's status.
 */
export const ADMIN_BODY_LIMITS = { order: 32 * 1024, text: 4 * 1024, step: 1024 } as const;

export type OwnerContext = Context<OwnerEnv>;

/** What every route changing an order needs: the session check, who acts, which order. */
export function orderRouteKit(deps: AdminDeps) {
  return {
    owner: requireOwner(deps),
    /** The body limit of a note, reason or payment. */
    textBody: jsonBodyLimit(ADMIN_BODY_LIMITS.text),
    who: (c: OwnerContext): OrderChange => ({
      by: c.get("session").user.username,
      now: deps.now(),
      site: deps.publicUrl,
    }),
    /** The order's ID from the path, normalised; undefined when it cannot be one. */
    orderIdOf: (c: OwnerContext): string | undefined => {
      const id = normaliseOrderId(c.req.param("orderId") ?? "");
      return isOrderId(id) ? id : undefined;
    },
    /** The order's detail, as every change answers. */
    detail: async (c: OwnerContext, orderId: string, status: 200 | 201 = 200) => {
      const found = await loadOrderDetail(deps.db, orderId);
      return found ? c.json(found, status) : c.json(ORDER_NOT_FOUND, 404);
    },
    conflict: (c: OwnerContext, error: string) => c.json({ error }, 409),
  };
}
