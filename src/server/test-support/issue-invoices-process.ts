/**
 * A second (and third) server instance for the numbering test, in a process of its own, so two
 * SQLite connections really wait on each other's lock (in one process a waiting SQLite call
 * would block the other's event loop). Reads {config, orderIds, username} as JSON on argv[2],
 * says "ready" on stdout, waits for a line on stdin (so both instances start issuing at the same
 * moment, however long each took to start), issues an invoice for each order through the owners'
 * API, CONCURRENCY at a time, and prints the answers' statuses as JSON.
 */
import { once } from "node:events";
import { openDatabase, type DatabaseConfig } from "../db/open-database";
import { createAdminTestApp, sessionTokenFor, withToken } from "./admin-app";
import { jsonPost } from "./api-app";

const CONCURRENCY = 8;
const { config, orderIds, username, now } = JSON.parse(process.argv[2]!) as {
  config: DatabaseConfig;
  orderIds: string[];
  username: "sunita" | "rekha";
  now: number;
};
const db = await openDatabase(config);
const app = await createAdminTestApp(db, () => new Date(now));
const token = await sessionTokenFor(db, username, new Date(now));
const body = {
  handover: "at-boutique",
  recipient: { name: "Meera", address: "", state: "", gstin: "" },
  pricesIncludeTax: true,
  lines: [
    {
      description: "Kurti set",
      code: "6204",
      unit: "PCS",
      quantity: 1,
      unitPaise: 500_000,
      discountPaise: 0,
    },
  ],
};
process.stdout.write("ready\n");
await once(process.stdin, "data");
process.stdin.destroy();
const statuses: number[] = [];
const queue = [...orderIds];
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      const res = await app.request(
        `/api/admin/orders/${id}/documents/supply`,
        withToken(token, jsonPost(body)),
      );
      statuses.push(res.status);
    }
  }),
);
await db.close();
process.stdout.write(JSON.stringify(statuses));
