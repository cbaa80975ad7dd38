import { Hono, type Context } from "hono";
import { CHANNELS, MESSAGE_REFUSALS, type OrderMessages } from "../../shared/notifications";
import { isOrderId, normaliseOrderId } from "../../shared/orders";
import { requireOwner, type OwnerEnv } from "../auth/require-owner";
import { readMessaging } from "../customers/customer-messaging";
import { markSentByHand, resendMessage, sendWaitingNow } from "../notifications/outbox-actions";
import { messagesOfOrder } from "../notifications/outbox-queries";
import { ORDER_NOT_FOUND } from "../orders/order-routes";
import type { AdminDeps } from "./admin-deps";

export const MESSAGE_NOT_FOUND = { error: MESSAGE_REFUSALS.notFound } as const;

const messageIdOf = (c: Context<OwnerEnv>) => {
  const id = Number(c.req.param("messageId"));
  return Number.isSafeInteger(id) && id >= 1 && id <= 2 ** 31 - 1 ? id : undefined;
};

/**
 * The owners' view of the messages: an order's, with its customer's choices; sending one again;
 * marking one sent by hand.
 */
export function outboxAdminRoutes(deps: AdminDeps): Hono<OwnerEnv> {
  const owner = requireOwner(deps);
  const configured = CHANNELS.filter((ch) => deps.notifications.channels[ch] !== undefined);
  return new Hono<OwnerEnv>()
    .get("/orders/:orderId/messages", owner, async (c) => {
      const orderId = normaliseOrderId(c.req.param("orderId"));
      const order = isOrderId(orderId)
        ? await deps.db
            .selectFrom("orders")
            .select("customer_id")
            .where("order_id", "=", orderId)
            .executeTakeFirst()
        : undefined;
      if (!order) return c.json(ORDER_NOT_FOUND, 404);
      const answer: OrderMessages = {
        messaging:
          order.customer_id === null
            ? null
            : ((await readMessaging(deps.db, order.customer_id)) ?? null),
        messages: await messagesOfOrder(deps.db, orderId),
        configured,
      };
      return c.json(answer, 200);
    })
    .post("/outbox/:messageId/resend", owner, async (c) => {
      const id = messageIdOf(c);
      const outcome = id === undefined ? "not-found" : await resendMessage(deps.db, id, deps.now());
      switch (outcome) {
        case "not-found":
          return c.json(MESSAGE_NOT_FOUND, 404);
        case "in-progress":
          return c.json({ error: MESSAGE_REFUSALS.stillSending }, 409);
        case "no-consent":
          return c.json({ error: MESSAGE_REFUSALS.noConsent }, 409);
        default:
          deps.notifications.wake();
          return c.json(outcome.resent, 201);
      }
    })
    .post("/outbox/:messageId/send-now", owner, async (c) => {
      const id = messageIdOf(c);
      const outcome =
        id === undefined ? "not-found" : await sendWaitingNow(deps.db, id, configured, deps.now());
      if (outcome === "not-found") return c.json(MESSAGE_NOT_FOUND, 404);
      if (outcome === "not-waiting") return c.json({ error: MESSAGE_REFUSALS.cannotSendNow }, 409);
      deps.notifications.wake();
      return c.json(outcome.queued, 200);
    })
    .post("/outbox/:messageId/sent-by-hand", owner, async (c) => {
      const id = messageIdOf(c);
      const by = c.get("session").user.username;
      const outcome =
        id === undefined ? "not-found" : await markSentByHand(deps.db, id, by, deps.now());
      if (outcome === "not-found") return c.json(MESSAGE_NOT_FOUND, 404);
      if (outcome === "not-hand-sendable")
        return c.json({ error: MESSAGE_REFUSALS.cannotMarkSent }, 409);
      return c.json(outcome.marked, 200);
    });
}
