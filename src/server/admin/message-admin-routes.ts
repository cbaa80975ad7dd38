import { Hono } from "hono";
import { MessageHandledSchema, MessagePageQuerySchema } from "../../shared/admin-messages";
import { requireOwner, type OwnerEnv } from "../auth/require-owner";
import { createContactRepository } from "../contact/contact-repository";
import { readMessagePage } from "../contact/message-page";
import type { AdminDeps } from "./admin-deps";
import { jsonBodyLimit } from "../json-body";
import { validatedBody } from "../validated-body";
import { invalidInput } from "./invalid-input";

/**
 * GET /?limit=&cursor=&handled=&q=: one page of the contact messages (those the search finds),
 * newest first (readMessagePage); PATCH /:id
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
      return c.json(await readMessagePage(messages, query.data), 200);
    });
}
