// npm run db:remove-samples: deletes the spec's sample orders (RR2024001…) and their customers
// from the configured database (DATA_DIR or DATABASE_URL, as the server reads them), and their
// photos' files from the photo store (PHOTOS_DIR or S3_*, as the server reads them).
import { openDatabase } from "../src/server/db/open-database";
import { removeSampleOrders } from "../src/server/db/remove-samples";
import { photoStoreSettings, readEnv } from "../src/server/env";
import { folderPhotoStore } from "../src/server/photos/photo-store";
import { s3PhotoStore } from "../src/server/photos/s3-photo-store";

const env = readEnv({ ...process.env, ADMIN_DEMO_MODE: "1" });
const database = await openDatabase({
  dataDir: env.DATA_DIR,
  databaseUrl: env.DATABASE_URL,
  sampleOrders: false,
});
try {
  const store = photoStoreSettings(env);
  const photos = store.kind === "s3" ? s3PhotoStore(store) : folderPhotoStore(store.dir);
  const removed = await removeSampleOrders(database.db, photos);
  console.log(
    removed.length === 0
      ? "No sample orders in this database."
      : `Removed ${removed.length} sample orders: ${removed.join(", ")}`,
  );
} finally {
  await database.close();
}
