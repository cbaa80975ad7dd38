import { Hono } from "hono";
import type { OwnerEnv } from "../auth/require-owner";
import type { AdminDeps } from "./admin-deps";
import { customerAdminRoutes } from "./customer-admin-routes";
import { loginRoutes } from "./login-routes";
import { messageAdminRoutes } from "./message-admin-routes";
import { notificationAdminRoutes } from "./notification-admin-routes";
import { orderAdminRoutes } from "./order-admin-routes";
import { outboxAdminRoutes } from "./outbox-admin-routes";

/** The owners' API, mounted under /api/admin. Only /config and /login work without a session. */
export function adminRoutes(deps: AdminDeps): Hono<OwnerEnv> {
  return new Hono<OwnerEnv>()
    .route("/", loginRoutes(deps))
    .route("/orders", orderAdminRoutes(deps))
    .route("/customers", customerAdminRoutes(deps))
    .route("/messages", messageAdminRoutes(deps))
    .route("/", outboxAdminRoutes(deps))
    .route("/notifications", notificationAdminRoutes(deps));
}
