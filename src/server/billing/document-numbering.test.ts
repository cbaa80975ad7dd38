/**
 * Document numbers under concurrency: invoices issued at once from two server instances (two
 * processes, each with its own connection pool or SQLite connection) on one database:
 * consecutive, no gap, no duplicate, on both engines. Issue 26's 200 on PostgreSQL, where two
 * instances really issue at the same moment; 60 on SQLite, whose single writer serialises them
 * anyway and whose every issue waits for the file's lock.
 */
import { spawn } from "node:child_process";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { AdminOrderDetail } from "../../shared/admin";
import type { Db } from "../db/schema";
import { createAdminTestApp, sessionTokenFor, withToken } from "../test-support/admin-app";
import { jsonPost } from "../test-support/api-app";
import {
  createTestDatabase,
  describeEachEngine,
  type TestDatabase,
} from "../test-support/databases";
import { newOrderBody } from "../test-support/order-bodies";
import { START } from "../test-support/order-fixture";
import { bundleScripts, type ScriptBundle } from "../test-support/script-bundle";

const COUNTS = { postgres: 200, sqlite: 60 } as const;

// The instances run a bundle: plain node starts it without compiling every module again.
let bundle: ScriptBundle;
beforeAll(async () => {
  bundle = await bundleScripts({ instance: "src/server/test-support/issue-invoices-process.ts" });
});
afterAll(() => bundle?.remove());

/** Starts an instance; resolves `ready` once it can issue, `done` with what it printed. */
function startInstance(args: object) {
  const child = spawn(process.execPath, [bundle.file("instance"), JSON.stringify(args)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  let out = "";
  let markReady: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    out += chunk;
    if (out.startsWith("ready\n")) markReady();
  });
  const done = new Promise<string>((resolve, reject) =>
    child.on("close", (code) =>
      code === 0 ? resolve(out.slice("ready\n".length)) : reject(new Error(`exit ${code}`)),
    ),
  );
  return { ready, done, go: () => child.stdin.write("go\n") };
}

describeEachEngine("document numbers from two instances at once", (engine) => {
  const COUNT = COUNTS[engine];
  let location: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    location = await createTestDatabase(engine);
    db = await location.open();
  }, 60_000);
  afterAll(async () => {
    await db.close();
    await location.remove();
  });

  it(`${COUNT} invoices issued concurrently: consecutive, no gap, no duplicate`, async () => {
    const app = await createAdminTestApp(db, () => new Date(START));
    const token = await sessionTokenFor(db, "sunita", new Date(START));
    const orderIds: string[] = [];
    for (let i = 0; i < COUNT; i++) {
      const res = await app.request(
        "/api/admin/orders",
        withToken(token, jsonPost(newOrderBody({ amountRupees: 5000 }))),
      );
      orderIds.push(((await res.json()) as AdminOrderDetail).order.orderId);
    }
    const instance = (ids: string[], username: string) =>
      startInstance({ config: location.config, orderIds: ids, username, now: START });
    const instances = [
      instance(
        orderIds.filter((_, i) => i % 2 === 0),
        "sunita",
      ),
      instance(
        orderIds.filter((_, i) => i % 2 === 1),
        "rekha",
      ),
    ];
    // Both start issuing together, so the numbers are really asked for at the same time.
    await Promise.all(instances.map((i) => i.ready));
    for (const i of instances) i.go();
    const answers = await Promise.all(instances.map((i) => i.done));
    const statuses = answers.flatMap((a) => JSON.parse(a) as number[]);
    expect(statuses).toEqual(Array(COUNT).fill(201));
    const rows = await db.db
      .selectFrom("billing_documents")
      .select(["seq", "number", "issued_by"])
      .where("kind", "=", "tax-invoice")
      .orderBy("seq")
      .execute();
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: COUNT }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(COUNT);
    expect(rows.at(-1)!.number).toBe(`RRIN2526/${String(COUNT).padStart(4, "0")}`);
    // Both instances issued, interleaved.
    expect(new Set(rows.slice(0, 20).map((r) => r.issued_by))).toEqual(
      new Set(["sunita", "rekha"]),
    );
    const sequence = await db.db.selectFrom("billing_sequences").selectAll().execute();
    expect(sequence).toEqual([{ series: "IN", financial_year: "2025-26", last: COUNT }]);
  }, 600_000);
});
