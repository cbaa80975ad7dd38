// npm run db:remove-samples: deletes the spec's sample orders (RR2024001…) and their customers
// from the configured database (DATA_DIR or DATABASE_URL, as the server reads them).
import { openDatabase } from "../src/server/db/open-database";
import { removeSampleOrders } from "../src/server/db/remove-samples";
import { readEnv } from "../src/server/env";

const env = readEnv({ ...process.env, ADMIN_DEMO_MODE: "1" });
const database = await openDatabase({
  dataDir: env.DATA_DIR,
  databaseUrl: env.DATABASE_URL,
  sampleOrders: false,
});
try {
  const removed = await removeSampleOrders(database.db);
  console.log(
    removed.length === 0
      ? "No sample orders in this database."
      : `Removed ${removed.length} sample orders: ${removed.join(", ")}`,
  );
} finally {
  await database.close();
}
