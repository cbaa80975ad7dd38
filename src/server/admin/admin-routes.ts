import { enquiryAdminRoutes } from "../quotes/enquiry-admin-routes";
import { quoteAdminRoutes } from "../quotes/quote-admin-routes";
import { Hono } from "hono";
import type { OwnerEnv } from "../auth/require-owner";
import { sameOriginWrites } from "../auth/same-origin";
import { billingSettingsRoutes } from "../billing/billing-settings-routes";
import { moneyRoutes } from "../money/money-routes";
import { accountRoutes } from "./account-routes";
import { catalogueAdminRoutes } from "./catalogue-admin-routes";
import type { CatalogueDeps } from "./catalogue-deps";
import { customerAdminRoutes } from "./customer-admin-routes";
import { privacyAdminRoutes } from "../privacy/privacy-admin-routes";
import { dashboardRoutes } from "./dashboard-routes";
import { designAdminRoutes } from "./design-admin-routes";
import { deviceRoutes } from "./device-routes";
import { loginRoutes } from "./login-routes";
import { messageAdminRoutes } from "./message-admin-routes";
import { notificationAdminRoutes } from "./notification-admin-routes";
import { orderAdminRoutes } from "./order-admin-routes";
import { outboxAdminRoutes } from "./outbox-admin-routes";
import { workshopRoutes } from "../workshop/workshop-routes";
import { dispatchRoutes } from "../dispatch/dispatch-routes";
import { challanRoutes } from "../challans/challan-routes";

/**
 * Photo uploads are the writes that are not JSON (photo-admin-routes.ts, signature-routes.ts,
 * order-photos/order-photo-routes.ts).
 */
const PHOTO_UPLOAD =
  /^\/api\/admin\/(designs\/\d+\/photos|billing\/signature|orders\/[A-Za-z0-9-]{1,40}\/photos)\/?$/;

/**
 * The owners' API, mounted under /api/admin. Only /config and /login work without a session.
 * Every write must come from our own pages, as JSON (auth/same-origin.ts).
 */
export function adminRoutes(deps: CatalogueDeps): Hono<OwnerEnv> {
  return new Hono<OwnerEnv>()
    .use(
      "*",
      sameOriginWrites({ trustProxy: deps.trustProxy, multipart: (p) => PHOTO_UPLOAD.test(p) }),
    )
    .route("/", loginRoutes(deps))
    .route("/sessions", deviceRoutes(deps))
    .route("/orders", orderAdminRoutes(deps))
    .route("/customers", customerAdminRoutes(deps))
    .route("/", privacyAdminRoutes(deps))
    .route("/messages", messageAdminRoutes(deps))
    .route("/dashboard", dashboardRoutes(deps))
    .route("/designs", designAdminRoutes(deps))
    .route("/catalogue", catalogueAdminRoutes(deps))
    .route("/", accountRoutes(deps))
    .route("/", outboxAdminRoutes(deps))
    .route("/notifications", notificationAdminRoutes(deps))
    .route("/billing", billingSettingsRoutes(deps))
    .route("/workshop/challans", challanRoutes(deps))
    .route("/workshop", workshopRoutes(deps))
    .route("/money", moneyRoutes(deps))
    .route("/dispatch", dispatchRoutes(deps))
    .route("/enquiries", enquiryAdminRoutes(deps))
    .route("/quotes", quoteAdminRoutes(deps));
}
