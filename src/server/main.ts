import { serve } from "@hono/node-server";
import { createApi } from "./api";
import { createApp } from "./app";
import { prepareAdminAccounts } from "./auth/account-sync";
import { openDatabase } from "./db/open-database";
import { readEnv } from "./env";
import {
  apiNotificationsOf,
  describeChannels,
  notificationSetup,
} from "./notifications/notify-setup";
import { createOutboxWorker } from "./notifications/outbox-worker";
import { consoleLog } from "./notifications/redact";

async function main(): Promise<void> {
  const env = readEnv();
  const database = await openDatabase({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    sampleOrders: env.ADMIN_DEMO_MODE,
  });
  const admin = await prepareAdminAccounts(
    database.db,
    {
      demoMode: env.ADMIN_DEMO_MODE,
      passwords: { sunita: env.ADMIN_PASSWORD_SUNITA, rekha: env.ADMIN_PASSWORD_REKHA },
    },
    new Date(),
  ).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const notify = notificationSetup(env);
  const worker = createOutboxWorker({
    db: database.db,
    engine: database.engine,
    senders: notify.senders,
    pollMs: notify.pollMs,
    leaseMs: notify.leaseMs,
    redact: notify.redact,
    log: consoleLog(notify.redact),
    digest: notify.digest,
  });
  const api = createApi({
    db: database,
    trustProxy: env.TRUST_PROXY,
    admin: admin.config,
    notifications: apiNotificationsOf(notify, worker.wake),
  });
  const app = createApp({ clientDir: env.CLIENT_DIR, api, trustProxy: env.TRUST_PROXY });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(`Boutique site on http://localhost:${info.port} (${database.engine} database)`);
    console.log(describeChannels(notify));
    worker.start();
  });
  const stop = () => {
    server.close(() => void worker.stop().then(() => database.close().then(() => process.exit(0))));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
