import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createApi } from "./api";
import { createApp } from "./app";
import { prepareAdminAccounts } from "./auth/account-sync";
import { scheduleDailyBackup } from "./backup/daily-backup";
import { createCatalogueSource } from "./catalogue/catalogue-source";
import { openDatabase } from "./db/open-database";
import { databaseReady } from "./db/readiness";
import { photosDirOf, photoStoreSettings, readEnv, requirePublicUrl } from "./env";
import { createLogger, type Logger } from "./log/logger";
import { loadPageRenderer } from "./page-renderer";
import { folderPhotoStore } from "./photos/photo-store";
import { s3PhotoStore } from "./photos/s3-photo-store";
import { startPresence } from "./server-presence";
import { renderedPages } from "./rendered-pages";
import { siteListener } from "./site-listener";
import { loadStaticSite } from "./static-site";
import {
  apiNotificationsOf,
  describeChannels,
  notificationSetup,
} from "./notifications/notify-setup";
import { createOutboxWorker } from "./notifications/outbox-worker";
import { documentAttachments } from "./billing/document-files";
import { firstAttachments, quoteAttachments } from "./quotes/quote-messages";
import { REMINDER_HOUR } from "./money/balance-reminders";
import { scheduleRetention } from "./privacy/retention";
import { serverLog } from "./notifications/redact";
import { keepNewFilesPrivate } from "./private-files";

async function main(logger: Logger): Promise<void> {
  keepNewFilesPrivate();
  const env = readEnv();
  logger.level = env.LOG_LEVEL;
  const publicUrl = requirePublicUrl(env);
  const database = await openDatabase({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    mode: env.ADMIN_DEMO_MODE ? "demo" : "production",
    sampleOrders: env.ADMIN_DEMO_MODE,
    logger,
  });
  const started = await Promise.all([
    prepareAdminAccounts(
      database.db,
      {
        demoMode: env.ADMIN_DEMO_MODE,
        passwords: { sunita: env.ADMIN_PASSWORD_SUNITA, rekha: env.ADMIN_PASSWORD_REKHA },
      },
      new Date(),
    ),
    startPresence(database.db, logger),
  ]).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const [admin, presence] = started;
  logger.info({ accounts: admin.changes }, "owner accounts ready");
  const backups = { dailyHour: env.BACKUP_HOUR, keep: env.BACKUP_KEEP };
  const daily =
    env.BACKUP_HOUR === undefined
      ? undefined
      : scheduleDailyBackup(
          {
            ...database,
            dataDir: env.DATA_DIR,
            photosDir: photosDirOf(env),
            databaseUrl: env.DATABASE_URL,
            backupDir: env.BACKUP_DIR,
            pgBin: env.PGBIN,
          },
          { hour: env.BACKUP_HOUR, keep: env.BACKUP_KEEP },
          logger,
        );
  const render = await loadPageRenderer(env.CLIENT_DIR, { demoMode: env.ADMIN_DEMO_MODE });
  const store = photoStoreSettings(env);
  const photos = store.kind === "s3" ? s3PhotoStore(store) : folderPhotoStore(store.dir);
  const catalogue = createCatalogueSource(database.db);
  // Read once at start: every rendered page (the tracking page too) then keeps serving from
  // this copy if the database goes away later.
  await catalogue.current();
  const notify = notificationSetup(env);
  const worker = createOutboxWorker({
    db: database.db,
    engine: database.engine,
    senders: notify.senders,
    pollMs: notify.pollMs,
    leaseMs: notify.leaseMs,
    redact: notify.redact,
    log: serverLog(logger, notify.redact),
    digest: notify.digest,
    attachmentsOf: firstAttachments(
      documentAttachments(database.db, photos),
      quoteAttachments(database.db),
    ),
    reminders: { site: publicUrl, hour: notify.digest?.hour ?? REMINDER_HOUR },
  });
  const retention = scheduleRetention(database.db, logger);
  const api = createApi({
    db: database,
    trustProxy: env.TRUST_PROXY,
    admin: admin.config,
    photos,
    catalogue,
    backups,
    logger,
    notifications: apiNotificationsOf(notify, worker.wake),
    publicUrl,
  });
  const site = loadStaticSite(env.CLIENT_DIR);
  const pages = render && renderedPages({ render, catalogue });
  const app = createApp({
    clientDir: env.CLIENT_DIR,
    site,
    api,
    trustProxy: env.TRUST_PROXY,
    catalogue: { source: catalogue, photos, ...(render && pages ? { render, pages } : {}) },
    logger,
    ready: () => databaseReady(database.db),
  });
  // The build's files and the pages rendered already straight from memory, everything else
  // through Hono (site-listener.ts).
  const server = createServer(
    siteListener({ app, site, rendered: pages, logger, trustProxy: env.TRUST_PROXY }),
  );
  // An idle kept-alive connection is closed after a minute, not Node's 5 s: a client (a proxy in
  // front, a browser, the tests' API client) that reuses it just as the server closes it gets a
  // reset ("socket hang up"; seen once in CI on an owner's login). Headers must still come
  // within their own limit, longer than the idle one as Node asks.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(env.PORT, env.HOST, () => {
    const info = server.address() as AddressInfo;
    logger.info(
      {
        port: info.port,
        engine: database.engine,
        photos: photos.description,
        dailyBackupHour: env.BACKUP_HOUR ?? null,
      },
      `Boutique site on http://localhost:${info.port} (${database.engine} database, photos in ${photos.description})`,
    );
    logger.info({ component: "outbox" }, describeChannels(notify));
    worker.start();
    retention.start();
  });
  const stop = (signal: string) => {
    logger.info({ signal }, "stopping");
    server.close(() => {
      void Promise.allSettled([daily?.stop(), presence.stop(), worker.stop(), retention.stop()])
        .then(() => database.close())
        .finally(() => logger.flush(() => process.exit(0)));
    });
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

// Info until the settings are read; a configuration error is logged too.
const logger = createLogger();
main(logger).catch((error: unknown) => {
  logger.fatal(
    { err: error },
    error instanceof Error ? error.message : "The server could not start",
  );
  logger.flush(() => process.exit(1));
});
