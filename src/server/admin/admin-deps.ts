import type { MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import type { AdminConfig } from "../../shared/admin";
import type { Database, Engine } from "../db/schema";
import type { Logger } from "../log/logger";
import type { ApiNotifications } from "../notifications/notify-setup";
import type { RateLimiter } from "../rate-limit";

/** What the admin routes need from the server. */
export interface AdminDeps {
  db: Kysely<Database>;
  engine: Engine;
  limiter: RateLimiter;
  trustProxy: boolean;
  now: () => Date;
  /** What GET /admin/config tells the login page (see auth/account-sync.ts). */
  config: AdminConfig;
  /** The messages' channels and owners (Settings), and the worker's wake-up. */
  notifications: ApiNotifications;
  /** The backup schedule Settings reports (BACKUP_HOUR, BACKUP_KEEP). */
  backups: BackupSettings;
  /** The site's public address (PUBLIC_URL, no trailing slash): every link in a message. */
  publicUrl: string;
  /** Where a failure after the answer began (an export cut short) is logged. */
  logger: Logger;
  /**
   * The server's one admission of photo uploads (upload-admission.ts), shared by the catalogue's
   * photos, the signature and orders' photos, so the limit holds for them all together; each
   * route makes its own when absent (tests of one route).
   */
  uploads?: MiddlewareHandler;
}

export interface BackupSettings {
  dailyHour: number | undefined;
  keep: number;
}
