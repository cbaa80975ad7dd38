import path from "node:path";
import { sql } from "kysely";
import { connectDatabase } from "../../src/server/db/open-database";
import { addManyOrders, type ManyOrders } from "../../src/server/test-support/many-orders";

/**
 * Orders enough for several pages of the list, written into the e2e server's database (SQLite,
 * as the server runs it); `remove` takes them away again with their customers. Dated long before
 * the samples and named `name`, so the other specs' lists and searches never meet them.
 */
export async function withManyOrders(
  options: Required<Pick<ManyOrders, "orders" | "prefix" | "name">>,
  /** The folder of another server's data under E2E_DATA_DIR ("owners-hindi"); the main one's unless told. */
  server = "",
): Promise<{ remove: () => Promise<void> }> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  const database = connectDatabase({ dataDir: path.join(dataDir, server) });
  await addManyOrders(database.db, "sqlite", {
    ...options,
    customers: Math.ceil(options.orders / 3),
    today: "2023-06-30",
    spanDays: 60,
  });
  return {
    remove: async () => {
      const mine = `${options.prefix}%`;
      await sql`delete from orders where order_id like ${mine}`.execute(database.db);
      await sql`delete from customers where phone_key like ${mine}`.execute(database.db);
      await database.close();
    },
  };
}
