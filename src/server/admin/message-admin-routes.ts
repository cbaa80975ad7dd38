import { Hono } from "hono";
import {
  messageCursor,
  MessageHandledSchema,
  MessagePageQuerySchema,
  type MessagePage,
} from "../../shared/admin-messages";
import { requireOwner, type OwnerEnv } from "../auth/require-owner";
import { createContactRepository } from "../contact/contact-repository";
import type { AdminDeps } from "./admin-deps";
import { jsonBodyLimit } from "../json-body";
import { validatedBody } from "../validated-body";
import { invalidInput } from "./invalid-input";

/**
 * GET /?limit=&cursor=&handled=&q=: one page of the contact messages (those the search finds),
 * newest first; PATCH /:id
 * marks one handled (who, when) or not. For an owner only.
 */
export function messageAdminRoutes(deps: AdminDeps): Hono<OwnerEnv> {
  const messages = createContactRepository(deps.db);
  const owner = requireOwner(deps);
  return new Hono<OwnerEnv>()
    .patch("/:messageId", owner, jsonBodyLimit(1024), async (c) => {
      const input = await validatedBody(c, MessageHandledSchema);
      if (!input.ok) return input.response;
      const text = c.req.param("messageId");
      const id = Number(text);
      const known =
        /^[1-9]\d{0,9}$/.test(text) &&
        id <= 2 ** 31 - 1 &&
        (await messages.setHandled(
          id,
          input.data.handled ? { by: c.get("session").user.username, at: deps.now() } : null,
        ));
      return known
        ? c.json({ message: await messages.findMessage(id) }, 200)
        : c.json({ error: "Message not found" }, 404);
    })
    .get("/", owner, async (c) => {
      const query = MessagePageQuerySchema.safeParse(c.req.query());
      if (!query.success) return c.json(invalidInput(query.error), 400);
      const { limit, cursor, handled, q } = query.data;
      // One more than asked tells whether an older page follows, without an empty last page.
      const [rows, total] = await Promise.all([
        messages.listMessages({ limit: limit + 1, before: cursor, handled, search: q }),
        messages.countMessages(handled, q),
      ]);
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      const page: MessagePage = {
        messages: shown,
        total,
        nextCursor: rows.length > limit && last ? messageCursor(last) : null,
      };
      return c.json(page, 200);
    });
}
