import { Hono } from "hono";
import {
  messageCursor,
  MessagePageQuerySchema,
  type MessagePage,
} from "../../shared/admin-messages";
import { requireOwner, type OwnerEnv } from "../auth/require-owner";
import { createContactRepository } from "../contact/contact-repository";
import type { AdminDeps } from "./admin-deps";
import { invalidInput } from "./invalid-input";

/** GET /?limit=&cursor=: one page of the contact messages, newest first, for an owner. */
export function messageAdminRoutes(deps: AdminDeps): Hono<OwnerEnv> {
  const messages = createContactRepository(deps.db);
  return new Hono<OwnerEnv>().get("/", requireOwner(deps), async (c) => {
    const query = MessagePageQuerySchema.safeParse(c.req.query());
    if (!query.success) return c.json(invalidInput(query.error), 400);
    const { limit, cursor } = query.data;
    // One more than asked tells whether an older page follows, without an empty last page.
    const [rows, total] = await Promise.all([
      messages.listMessages({ limit: limit + 1, before: cursor }),
      messages.countMessages(),
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
