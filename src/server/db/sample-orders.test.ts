/**
 * The spec's sample orders exist only in demo mode: a database started in production mode has
 * none, and `npm run db:remove-samples` takes them out of one that began in demo mode, with
 * everything that hangs on them, leaving the orders the owners took.
 */
import { todayInIndia } from "../../shared/dates";
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, expect, it } from "vitest";
import { SAMPLE_ORDERS } from "../../shared/sample-orders";
import { createAdminTestApp, sessionTokenFor, withToken } from "../test-support/admin-app";
import { jsonPost } from "../test-support/api-app";
import {
  createTestDatabase,
  describeEachEngine,
  type TestDatabase,
} from "../test-support/databases";
import { newOrderBody, noteBody, paymentBody } from "../test-support/order-bodies";
import { bundleScripts } from "../test-support/script-bundle";
import { startServer, stopAllServers } from "../test-support/server-process";
import { orderProblems } from "../test-support/stored-data-rules";
import { folderPhotoStore } from "../photos/photo-store";
import type { Db } from "./schema";

const run = promisify(execFile);
/** Its own key each run: PostgreSQL's tests share the temporary folder's photos/. */
const PHOTO_KEY = `order-photos/${randomUUID()}-640.webp`;
const PASSWORDS = {
  ADMIN_PASSWORD_SUNITA: "Sunita-Real-2031!",
  ADMIN_PASSWORD_REKHA: "Rekha-Real-2031!",
};

const ids = async (db: Db, table: "orders" | "customers") =>
  table === "orders"
    ? (await db.db.selectFrom("orders").select("order_id").orderBy("order_id").execute()).map(
        (r) => r.order_id,
      )
    : (await db.db.selectFrom("customers").select("name").orderBy("name").execute()).map(
        (r) => r.name,
      );

describeEachEngine("sample orders, demo mode only", (engine) => {
  let location: TestDatabase;
  beforeEach(async () => {
    location = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await stopAllServers();
    await location.remove();
  });

  it(
    "starts a production database with no sample orders or customers",
    { timeout: 120_000 },
    async () => {
      const server = await startServer(location.config, { ADMIN_DEMO_MODE: "0", ...PASSWORDS });
      const lookup = await fetch(`${server.url}/api/orders/${SAMPLE_ORDERS[0]!.orderId}`);
      expect(lookup.status).toBe(404);
      await server.stop();
      const db = await location.open({ sampleOrders: false });
      try {
        expect([await ids(db, "orders"), await ids(db, "customers")]).toEqual([[], []]);
      } finally {
        await db.close();
      }
    },
  );

  it(
    "removes them with npm run db:remove-samples, keeping the orders taken",
    { timeout: 120_000 },
    async () => {
      const now = new Date();
      const photos = folderPhotoStore(path.join(location.config.dataDir, "photos"));
      let db = await location.open();
      try {
        const app = await createAdminTestApp(db, () => now);
        const token = await sessionTokenFor(db, "sunita", now);
        const post = (path: string, body: unknown) =>
          app.request(`/api/admin/orders${path}`, withToken(token, jsonPost(body)));
        const today = todayInIndia(now);
        const taken = await post("", newOrderBody({ orderDate: today, expectedDelivery: today }));
        expect(taken.status).toBe(201);
        // Demo play on a sample: a payment and a note, which must go with it.
        const sample = SAMPLE_ORDERS[0]!.orderId;
        expect((await post(`/${sample}/payments`, paymentBody({ paidOn: today }))).status).toBe(
          201,
        );
        expect((await post(`/${sample}/notes`, noteBody())).status).toBe(201);
        // A photo of her piece on a sample, its file in the store the server would use.
        await photos.put(PHOTO_KEY, Buffer.from("photo"), "image/webp");
        await db.db
          .insertInto("order_photos")
          .values({
            order_id: sample,
            step_id: null,
            for_her: 0,
            width: 10,
            height: 10,
            files: JSON.stringify([{ key: PHOTO_KEY, format: "webp", width: 10, role: "display" }]),
            created_at: now.toISOString(),
            created_by: "sunita",
          })
          .execute();
      } finally {
        await db.close();
      }

      const env = {
        PATH: process.env.PATH,
        DATA_DIR: location.config.dataDir,
        DATABASE_URL: location.config.databaseUrl,
      };
      const first = await run("npm", ["run", "--silent", "db:remove-samples"], { env });
      const sampleIds = SAMPLE_ORDERS.map((o) => o.orderId).sort();
      expect(first.stdout.trim()).toBe(
        `Removed ${sampleIds.length} sample orders: ${sampleIds.join(", ")}`,
      );

      db = await location.open({ sampleOrders: false });
      try {
        const [orderId] = await ids(db, "orders");
        expect(orderId).toMatch(/^RR\d{7}$/);
        expect(await ids(db, "customers")).toEqual([newOrderBody().customer.name]);
        const left = await db.db.selectFrom("order_events").select("order_id").distinct().execute();
        expect(left.map((r) => r.order_id)).toEqual([orderId]);
        expect(await db.db.selectFrom("payments").selectAll().execute()).toEqual([]);
        expect(await db.db.selectFrom("order_photos").selectAll().execute()).toEqual([]);
        expect(await photos.get(PHOTO_KEY)).toBeUndefined();
        expect(await orderProblems(db.db)).toEqual([]);
      } finally {
        await db.close();
      }
      // Again, from a bundle of the same command (plain node, no compile at start).
      const bundle = await bundleScripts({ remove: "scripts/remove-sample-orders.ts" });
      const again = await run(process.execPath, [bundle.file("remove")], { env }).finally(
        bundle.remove,
      );
      expect(again.stdout.trim()).toBe("No sample orders in this database.");
    },
  );
});
