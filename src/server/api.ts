import { Hono } from "hono";
import type { AdminConfig } from "../shared/admin";
import { adminRoutes } from "./admin/admin-routes";
import { contactRoutes } from "./contact/contact-routes";
import type { Db } from "./db/schema";
import { NO_NOTIFICATIONS, type ApiNotifications } from "./notifications/notify-setup";
import { orderRoutes } from "./orders/order-routes";
import { createRateLimiter } from "./rate-limit";

export interface ApiDeps {
  db: Db;
  /** The clock, for rate-limit windows and timestamps (tests move it). */
  now?: () => Date;
  /** Believe X-Forwarded-For (set TRUST_PROXY only behind a reverse proxy). */
  trustProxy?: boolean;
  /**
   * What the admin login page may print; from prepareAdminAccounts (auth/account-sync.ts),
   * which must have run on this database. Default: no demo credentials.
   */
  admin?: AdminConfig;
  /** Messages' channels, owners and worker (notifications/notify-setup.ts); default: none. */
  notifications?: ApiNotifications;
}

export const SERVICE_UNAVAILABLE = {
  error: "The service is temporarily unavailable. Please try again shortly.",
} as const;

/** The JSON API, mounted by app.ts under /api. */
export function createApi(deps: ApiDeps): Hono {
  const now = deps.now ?? (() => new Date());
  const trustProxy = deps.trustProxy ?? false;
  const db = deps.db.db;
  const limiter = createRateLimiter(db, now);
  const notifications = deps.notifications ?? NO_NOTIFICATIONS;

  const api = new Hono();
  api.use(async (c, next) => {
    // Order details are personal; no shared cache may keep them.
    c.header("Cache-Control", "no-store");
    await next();
    // A change may have queued a message: the worker sends it now rather than at its next look.
    if (c.req.method !== "GET" && c.res.status < 400) notifications.wake();
  });
  api.route(
    "/orders",
    orderRoutes({ db, limiter, trustProxy, demoMode: deps.admin?.demoMode ?? false }),
  );
  api.route(
    "/contact",
    contactRoutes({ db, limiter, trustProxy, now, owners: notifications.owners }),
  );
  api.route(
    "/admin",
    adminRoutes({
      db,
      engine: deps.db.engine,
      limiter,
      trustProxy,
      now,
      config: deps.admin ?? { demoMode: false, demoAccounts: [] },
      notifications,
    }),
  );
  api.onError((error, c) => {
    console.error(`API error on ${c.req.method} ${c.req.path}:`, error);
    return c.json(SERVICE_UNAVAILABLE, 503);
  });
  return api;
}
