import { Hono } from "hono";
import type { AdminConfig } from "../shared/admin";
import os from "node:os";
import path from "node:path";
import { DEFAULT_BACKUP_KEEP } from "../shared/backups";
import type { BackupSettings } from "./admin/admin-deps";
import { adminRoutes } from "./admin/admin-routes";
import { customerDocumentRoutes } from "./billing/document-files";
import { createCatalogueSource, type CatalogueSource } from "./catalogue/catalogue-source";
import { contactRoutes } from "./contact/contact-routes";
import { enquiryRoutes } from "./quotes/enquiry-routes";
import { quotePageRoutes } from "./quotes/quote-page-routes";
import type { Db } from "./db/schema";
import { fallbackLogger, type Logger } from "./log/logger";
import { requestIdOf } from "./log/request-log";
import { NO_NOTIFICATIONS, type ApiNotifications } from "./notifications/notify-setup";
import { orderRoutes, trackingCodeRoutes } from "./orders/order-routes";
import { folderPhotoStore, type PhotoStore } from "./photos/photo-store";
import { createRateLimiter } from "./rate-limit";
import { admitAtOnce } from "./admin/upload-admission";
import { orderPhotoFileRoutes } from "./order-photos/photo-links";

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
  /** Where uploaded photos go (main.ts: DATA_DIR/photos or S3); a temp folder by default. */
  photos?: PhotoStore;
  /** The public pages' copy of the catalogue, told of the owners' changes (main.ts shares it). */
  catalogue?: CatalogueSource;
  /** The backup schedule the owners see in Settings; default: no daily backup. */
  backups?: BackupSettings;
  /** Where failures are logged (log/logger.ts); default: stderr, failures only. */
  logger?: Logger;
  /** Messages' channels, owners and worker (notifications/notify-setup.ts); default: none. */
  notifications?: ApiNotifications;
  /** The site's public address (env.ts, PUBLIC_URL): every link in a message starts with it. */
  publicUrl?: string;
}

/** The links of in-process tests' messages. */
export const TEST_PUBLIC_URL = "http://localhost:3000";

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
  const logger = deps.logger ?? fallbackLogger;
  const photos = deps.photos ?? folderPhotoStore(path.join(os.tmpdir(), "boutique-photos"));
  const tracking = { db, limiter, trustProxy, demoMode: deps.admin?.demoMode ?? false, now };
  api.route("/orders", orderRoutes(tracking));
  api.route("/track", trackingCodeRoutes(tracking));
  api.route("/documents", customerDocumentRoutes({ db, photos, now }));
  api.route("/order-photos", orderPhotoFileRoutes({ db, photos, now }));
  api.route(
    "/contact",
    contactRoutes({ db, limiter, trustProxy, now, owners: notifications.owners }),
  );
  api.route(
    "/quote-enquiries",
    enquiryRoutes({ db, limiter, trustProxy, now, owners: notifications.owners }),
  );
  api.route(
    "/quote-pages",
    quotePageRoutes({
      db,
      engine: deps.db.engine,
      limiter,
      trustProxy,
      now,
      publicUrl: deps.publicUrl ?? TEST_PUBLIC_URL,
    }),
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
      photos,
      catalogue: deps.catalogue ?? createCatalogueSource(db),
      backups: deps.backups ?? { dailyHour: undefined, keep: DEFAULT_BACKUP_KEEP },
      notifications,
      publicUrl: deps.publicUrl ?? TEST_PUBLIC_URL,
      logger,
      uploads: admitAtOnce(),
    }),
  );
  // Any failure here is the database's (validation answers 4xx itself): 503, with the request
  // id that the log line carries, so a report from an owner finds it.
  api.onError((error, c) => {
    const requestId = requestIdOf(c);
    logger.error({ reqId: requestId, method: c.req.method, err: error }, "API error");
    return c.json({ ...SERVICE_UNAVAILABLE, requestId }, 503);
  });
  return api;
}
