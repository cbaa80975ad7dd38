import { Hono } from "hono";
import type { OwnerEnv } from "../auth/require-owner";
import { accountRoutes } from "./account-routes";
import { catalogueAdminRoutes } from "./catalogue-admin-routes";
import type { CatalogueDeps } from "./catalogue-deps";
import { customerAdminRoutes } from "./customer-admin-routes";
import { privacyAdminRoutes } from "../privacy/privacy-admin-routes";
import { dashboardRoutes } from "./dashboard-routes";
import { designAdminRoutes } from "./design-admin-routes";
import { loginRoutes } from "./login-routes";
import { messageAdminRoutes } from "./message-admin-routes";
import { notificationAdminRoutes } from "./notification-admin-routes";
import { orderAdminRoutes } from "./order-admin-routes";
import { outboxAdminRoutes } from "./outbox-admin-routes";

/** The owners' API, mounted under /api/admin. Only /config and /login work without a session. */
export function adminRoutes(deps: CatalogueDeps): Hono<OwnerEnv> {
  return new Hono<OwnerEnv>()
    .route("/", loginRoutes(deps))
    .route("/orders", orderAdminRoutes(deps))
    .route("/customers", customerAdminRoutes(deps))
    .route("/", privacyAdminRoutes(deps))
    .route("/messages", messageAdminRoutes(deps))
    .route("/dashboard", dashboardRoutes(deps))
    .route("/designs", designAdminRoutes(deps))
    .route("/catalogue", catalogueAdminRoutes(deps))
    .route("/", accountRoutes(deps))
    .route("/", outboxAdminRoutes(deps))
    .route("/notifications", notificationAdminRoutes(deps));
}
