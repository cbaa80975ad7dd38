/**
 * The database host stops answering without closing anything (a TCP proxy in this process
 * holds every byte): requests end in 503 JSON within the timeouts (db/timeouts.ts), nothing
 * hangs, and once the host answers again the next request succeeds, in the same server.
 */
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_UNAVAILABLE } from "../api";
import { databaseReady, READINESS_TIMEOUT_MS } from "../db/readiness";
import { openDatabase } from "../db/open-database";
import type { Db } from "../db/schema";
import { DB_TIMEOUTS } from "../db/timeouts";
import { silentLogger } from "../log/logger";
import { createAdminTestApp, freshIp, sessionTokenFor, withToken } from "../test-support/admin-app";
import { createApp } from "../app";
import { jsonPost } from "../test-support/api-app";
import { createTestDatabase, type TestDatabase } from "../test-support/databases";
import { startStallingProxy, type StallingProxy } from "../test-support/stalling-proxy";

/** The longest a request may take: a pool wait, then one query's timeout, plus slack for a busy machine. */
const HANG_LIMIT_MS = DB_TIMEOUTS.connectMs + DB_TIMEOUTS.queryMs + 6_000;

describe("PostgreSQL host that stops answering", { timeout: 120_000 }, () => {
  let location: TestDatabase;
  let proxy: StallingProxy;
  let db: Db;
  let app: Hono;
  let token: string;

  beforeAll(async () => {
    location = await createTestDatabase("postgres");
    const url = new URL(location.config.databaseUrl!);
    proxy = await startStallingProxy({ host: url.hostname, port: Number(url.port) });
    db = await openDatabase({
      ...location.config,
      databaseUrl: proxy.urlFor(url.toString()),
      logger: silentLogger,
    });
    app = await createAdminTestApp(db, () => new Date());
    token = await sessionTokenFor(db, "sunita", new Date());
  });

  afterAll(async () => {
    proxy?.resume();
    await db?.close();
    await proxy?.close();
    await location?.remove();
  });

  /** A public read, a public write, an owner's read, three times over: more than the pool holds. */
  const calls = () =>
    [1, 2, 3].flatMap(() => [
      app.request("/api/orders/RR2024001", { headers: { "x-forwarded-for": freshIp() } }),
      app.request(
        "/api/contact",
        jsonPost({ name: "Kavya", phone: "98290 41736", message: "Open today?" }, freshIp()),
      ),
      app.request("/api/admin/orders", withToken(token)),
    ]);
  const statuses = async () => (await Promise.all(calls())).map((r) => r.status);

  it("serves while the host answers", async () => {
    expect(await statuses()).toEqual([200, 201, 200, 200, 201, 200, 200, 201, 200]);
  });

  it("answers every request 503 JSON within the timeouts once it goes silent, twice over", async () => {
    proxy.stall();
    for (let round = 0; round < 2; round++) {
      const started = Date.now();
      const answers = await Promise.all(calls());
      expect(Date.now() - started).toBeLessThan(HANG_LIMIT_MS);
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(await answer.json()).toEqual({
          ...SERVICE_UNAVAILABLE,
          requestId: expect.any(String),
        });
      }
    }
  });

  it("reports not ready, promptly", async () => {
    const started = Date.now();
    expect(await databaseReady(db.db)).toBe(false);
    const probe = createApp({
      clientDir: "/nonexistent",
      ready: () => databaseReady(db.db),
      logger: silentLogger,
    });
    expect((await probe.request("/readyz")).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2 * READINESS_TIMEOUT_MS + 4_000);
  });

  it("serves the very next request once the host answers again", async () => {
    proxy.resume();
    const next = await app.request("/api/orders/RR2024001", {
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(next.status).toBe(200);
    expect(await statuses()).toEqual([200, 201, 200, 200, 201, 200, 200, 201, 200]);
    expect(await databaseReady(db.db)).toBe(true);
  });
});
