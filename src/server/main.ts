import { serve } from "@hono/node-server";
import { createApi } from "./api";
import { createApp } from "./app";
import { prepareAdminAccounts } from "./auth/account-sync";
import { createCatalogueSource } from "./catalogue/catalogue-source";
import { openDatabase } from "./db/open-database";
import { photoStoreSettings, readEnv } from "./env";
import { loadPageRenderer } from "./page-renderer";
import { folderPhotoStore } from "./photos/photo-store";
import { s3PhotoStore } from "./photos/s3-photo-store";

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
  const render = await loadPageRenderer(env.CLIENT_DIR);
  const store = photoStoreSettings(env);
  const photos = store.kind === "s3" ? s3PhotoStore(store) : folderPhotoStore(store.dir);
  const catalogue = createCatalogueSource(database.db);
  const api = createApi({
    db: database,
    trustProxy: env.TRUST_PROXY,
    admin: admin.config,
    photos,
    catalogue,
  });
  const app = createApp({
    clientDir: env.CLIENT_DIR,
    api,
    trustProxy: env.TRUST_PROXY,
    catalogue: { source: catalogue, photos, ...(render ? { render } : {}) },
  });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(
      `Boutique site on http://localhost:${info.port} (${database.engine} database, photos in ${photos.description})`,
    );
  });
  const stop = () => {
    server.close(() => void database.close().then(() => process.exit(0)));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
