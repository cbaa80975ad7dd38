import { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import { SERVICE_UNAVAILABLE } from "../api";
import { DEMO_PASSWORDS } from "../auth/demo-accounts";
import { createAdminTestApp, freshIp, loginAs, withToken } from "../test-support/admin-app";
import { createTestApp, jsonPost } from "../test-support/api-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { createApp } from "../app";
import { memoryLogger } from "../test-support/memory-logger";
import { safeError } from "./logger";

const CUSTOMER = {
  name: "Kavya Meena",
  phone: "98290 41736",
  email: "kavya.meena@example.in",
  message: "Please call me about a bridal lehenga for 14 February.",
};

describeEachEngine("structured logs", (engine) => {
  const testDb = useTestDatabase(engine);
  const log = memoryLogger();

  beforeAll(async () => {
    // Sunita's session and a contact message, through an app that logs to memory.
    const app = await createAdminTestApp(testDb.db, () => new Date());
    const logged = createTestApp({ db: testDb.db, trustProxy: true, logger: log.logger });
    const session = await loginAs(app, "sunita");
    await logged.request("/api/contact", jsonPost(CUSTOMER, freshIp()));
    await logged.request("/api/orders/RR2024001", { headers: { "x-forwarded-for": freshIp() } });
    await logged.request("/api/admin/messages", withToken(session.token));
    await logged.request(
      "/api/admin/login",
      jsonPost({ username: "rekha", password: DEMO_PASSWORDS.rekha }, freshIp()),
    );
    await logged.request("/api/admin/customers?q=Kavya", withToken(session.token));
    await logged.request("/healthz");
  });

  it("writes one JSON line per request: id, method, route, status, time", () => {
    const requests = log.lines.filter((l) => l.msg === "request");
    expect(requests.map((l) => [l.method, l.route, l.status])).toEqual([
      ["POST", "/api/contact", 201],
      ["GET", "/api/orders/:key", 200],
      ["GET", "/api/admin/messages", 200],
      ["POST", "/api/admin/login", 200],
      ["GET", "/api/admin/customers", expect.any(Number)],
    ]);
    for (const line of requests) {
      expect(line).toMatchObject({
        level: "info",
        reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(typeof line.ms).toBe("number");
      expect(typeof line.time).toBe("string");
    }
    expect(new Set(requests.map((l) => l.reqId)).size).toBe(requests.length);
  });

  it("keeps personal data, order IDs, queries, passwords and tokens out", () => {
    const raw = log.raw();
    for (const secret of [
      CUSTOMER.name,
      CUSTOMER.phone,
      "41736",
      CUSTOMER.email,
      "bridal",
      "RR2024001",
      "Kavya",
      DEMO_PASSWORDS.rekha,
      "Bearer",
      "10.0.",
    ])
      expect(raw).not.toContain(secret);
  });
});

describeEachEngine("a failed request", (engine) => {
  const testDb = useTestDatabase(engine);

  it("answers 503 with the request id its error line carries, and the id in a header", async () => {
    const log = memoryLogger();
    const app = createTestApp({ db: testDb.db, logger: log.logger });
    await testDb.db.close();
    const res = await app.request("/api/orders/RR2024001");
    const body = (await res.json()) as { requestId: string };
    expect(res.status).toBe(503);
    expect(body).toEqual({ ...SERVICE_UNAVAILABLE, requestId: expect.any(String) });
    expect(res.headers.get("x-request-id")).toBe(body.requestId);
    const mine = log.lines.filter((l) => l.reqId === body.requestId);
    expect(mine.map((l) => [l.level, l.msg])).toEqual([
      ["error", "API error"],
      ["error", "request failed"],
    ]);
    expect(mine[0]?.err).toMatchObject({ type: expect.any(String), message: expect.any(String) });
    expect(log.raw()).not.toContain("RR2024001");
  });
});

it("takes the reverse proxy's request id only when it is trusted and well formed", async () => {
  const api = new Hono().get("/ping", (c) => c.json({ ok: true }));
  const behindProxy = createApp({ clientDir: "/nonexistent", api, trustProxy: true });
  const direct = createApp({ clientDir: "/nonexistent", api });
  const id = "0123456789abcdef0123456789abcdef";
  const headers = { "x-request-id": id };
  expect((await behindProxy.request("/api/ping", { headers })).headers.get("x-request-id")).toBe(
    id,
  );
  expect((await direct.request("/api/ping", { headers })).headers.get("x-request-id")).not.toBe(id);
  const forged = { "x-request-id": 'x", "level": "fatal' };
  const answer = await behindProxy.request("/api/ping", { headers: forged });
  expect(answer.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
});

it("logs a database error without the values it quotes", () => {
  const error = Object.assign(new Error('invalid input syntax for type integer: "Kavya Meena"'), {
    code: "22P02",
    detail: "Key (phone_key)=(9829041736) already exists.",
  });
  const logged = JSON.stringify(safeError(error));
  expect(logged).toContain("22P02");
  expect(logged).not.toMatch(/Kavya|9829041736/);
});
