import { Hono } from "hono";
import {
  CHANNEL_LABELS,
  CHANNELS,
  MESSAGE_REFUSALS,
  TestMessageSchema,
  type NotificationSettings,
} from "../../shared/notifications";
import { requireOwner, type OwnerEnv } from "../auth/require-owner";
import { jsonBodyLimit } from "../json-body";
import { readChannelOutcomes } from "../notifications/channel-state";
import { queueMessage } from "../notifications/outbox";
import {
  findMessage,
  recentOwnerMessages,
  toOutboxMessage,
  waitingMessages,
} from "../notifications/outbox-queries";
import { validatedBody } from "../validated-body";
import type { AdminDeps } from "./admin-deps";

/**
 * Settings → Messages: each channel's state (configured or not, last success and failure),
 * the owners' addresses and digest hour, their latest messages, and a test message to one of
 * the owners' own addresses.
 */
export function notificationAdminRoutes(deps: AdminDeps): Hono<OwnerEnv> {
  const owner = requireOwner(deps);
  const setup = deps.notifications;
  return new Hono<OwnerEnv>()
    .get("/", owner, async (c) => {
      const configured = CHANNELS.filter((ch) => setup.channels[ch] !== undefined);
      const [outcomes, recent, waiting] = await Promise.all([
        readChannelOutcomes(deps.db),
        recentOwnerMessages(deps.db),
        waitingMessages(deps.db, configured),
      ]);
      const settings: NotificationSettings = {
        channels: CHANNELS.map((channel) => {
          const seen = outcomes.get(channel);
          return {
            channel,
            configured: setup.channels[channel] !== undefined,
            detail: setup.channels[channel] ?? "Not configured",
            lastSuccessAt: seen?.last_success_at ?? null,
            lastFailureAt: seen?.last_failure_at ?? null,
            lastFailureReason: seen?.last_failure_reason ?? null,
          };
        }),
        owners: [...setup.owners.recipients],
        digestHour: setup.digestHour,
        recent,
        waiting,
      };
      return c.json(settings, 200);
    })
    .post("/test", owner, jsonBodyLimit(2048), async (c) => {
      const input = await validatedBody(c, TestMessageSchema);
      if (!input.ok) return input.response;
      const { channel, to } = input.data;
      const own = setup.owners.recipients.some((r) => r.channel === channel && r.address === to);
      if (!own) {
        return c.json(
          {
            error: MESSAGE_REFUSALS.notOwnersAddress,
            field: "to",
          },
          400,
        );
      }
      const id = await queueMessage(
        deps.db,
        {
          kind: "test",
          channel,
          audience: "owner",
          recipient: to,
          language: setup.owners.language,
          orderId: null,
          values: { by: c.get("session").user.displayName, channel: CHANNEL_LABELS[channel] },
        },
        deps.now(),
      );
      const row = id === undefined ? undefined : await findMessage(deps.db, id);
      if (!row) throw new Error("The test message was not stored");
      deps.notifications.wake();
      return c.json(toOutboxMessage(row), 201);
    });
}
