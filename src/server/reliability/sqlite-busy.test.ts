/**
 * Another process holds SQLite's write lock (a second instance mid-write, or one that hung):
 * a write waits the busy timeout, then answers 503 JSON; reads go on meanwhile (WAL), and once
 * the lock is let go the next write is stored.
 */
import path from "node:path";
import type { SqliteDatabase } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_UNAVAILABLE } from "../api";
import { SQLITE_FILE_NAME } from "../db/open-database";
import type { Db } from "../db/schema";
import { openSqliteFile } from "../db/sqlite-file";
import { DB_TIMEOUTS } from "../db/timeouts";
import { createAdminTestApp, freshIp, sessionTokenFor, withToken } from "../test-support/admin-app";
import { jsonPost } from "../test-support/api-app";
import { createTestDatabase, type TestDatabase } from "../test-support/databases";

describe("SQLite locked by another process", () => {
  let location: TestDatabase;
  let db: Db;
  let other: SqliteDatabase;

  beforeAll(async () => {
    location = await createTestDatabase("sqlite");
    db = await location.open();
    other = openSqliteFile(path.join(location.config.dataDir, SQLITE_FILE_NAME));
  });

  afterAll(async () => {
    other?.close();
    await db?.close();
    await location?.remove();
  });

  const message = () =>
    jsonPost({ name: "Kavya", phone: "98290 41736", message: "Open today?" }, freshIp());

  it("gives a write 503 after the busy timeout, serves reads, and stores once the lock goes", async () => {
    const app = await createAdminTestApp(db, () => new Date());
    const token = await sessionTokenFor(db, "rekha", new Date());
    other.prepare("BEGIN IMMEDIATE").run([]);

    const started = Date.now();
    const refused = await app.request("/api/contact", message());
    const waited = Date.now() - started;
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ ...SERVICE_UNAVAILABLE, requestId: expect.any(String) });
    expect(waited).toBeGreaterThanOrEqual(DB_TIMEOUTS.sqliteBusyMs - 100);
    expect(waited).toBeLessThan(DB_TIMEOUTS.sqliteBusyMs + 10_000);
    expect((await app.request("/api/admin/orders", withToken(token))).status).toBe(200);

    other.prepare("ROLLBACK").run([]);
    expect((await app.request("/api/contact", message())).status).toBe(201);
    const stored = await db.db.selectFrom("contact_messages").select("id").execute();
    expect(stored).toHaveLength(1);
  });
});
