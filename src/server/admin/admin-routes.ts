import { Hono } from "hono";
import type { ContactMessageRecord } from "../../shared/admin";
import { requireOwner, type OwnerEnv } from "../auth/require-owner";
import { createContactRepository } from "../contact/contact-repository";
import type { AdminDeps } from "./admin-deps";
import { loginRoutes } from "./login-routes";
import { orderAdminRoutes } from "./order-admin-routes";

/** The owners' API, mounted under /api/admin. Only /config and /login work without a session. */
export function adminRoutes(deps: AdminDeps): Hono<OwnerEnv> {
  const messages = createContactRepository(deps.db);
  return new Hono<OwnerEnv>()
    .route("/", loginRoutes(deps))
    .route("/orders", orderAdminRoutes(deps))
    .get("/messages", requireOwner(deps), async (c) => {
      const list: ContactMessageRecord[] = await messages.listMessages();
      return c.json({ messages: list }, 200);
    });
}
