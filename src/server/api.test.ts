import { afterEach, beforeEach, expect, it } from "vitest";
import type { Db } from "./db/schema";
import { createTestApp, jsonPost } from "./test-support/api-app";
import { memoryLogger } from "./test-support/memory-logger";
import {
  createTestDatabase,
  describeEachEngine,
  type TestDatabase,
} from "./test-support/databases";

describeEachEngine("API", (engine) => {
  let location: TestDatabase;
  let db: Db;

  beforeEach(async () => {
    location = await createTestDatabase(engine);
    db = await location.open();
  });

  afterEach(async () => {
    await db.close();
    await location.remove();
  });

  it("answers unknown /api paths and methods with 404 JSON", async () => {
    const app = createTestApp({ db });
    for (const [url, method] of [
      ["/api/nothing", "GET"],
      ["/api/orders", "GET"],
      ["/api/orders/RR2024001", "DELETE"],
      ["/api/contact", "GET"],
      ["/api/admin/nothing", "GET"],
      ["/api/admin/login", "GET"],
      ["/api/admin/orders", "DELETE"],
    ]) {
      const res = await app.request(url!, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    }
  });

  it("answers 503 JSON, without details, when the database fails", async () => {
    const log = memoryLogger();
    const app = createTestApp({ db, logger: log.logger });
    await db.close();
    for (const res of [
      await app.request("/api/orders/RR2024001"),
      await app.request(
        "/api/contact",
        jsonPost({ name: "A", phone: "9829041736", message: "Hi" }),
      ),
      await app.request("/api/admin/login", jsonPost({ username: "sunita", password: "x" })),
      await app.request("/api/admin/orders", {
        headers: { authorization: `Bearer ${"A".repeat(43)}` },
      }),
    ]) {
      expect(res.status).toBe(503);
      const body = (await res.json()) as { requestId: string };
      expect(body).toEqual({
        error: "The service is temporarily unavailable. Please try again shortly.",
        requestId: res.headers.get("x-request-id"),
      });
      // The details are in the log, under the answer's request id.
      expect(log.lines).toContainEqual(
        expect.objectContaining({ reqId: body.requestId, msg: "API error" }),
      );
    }
  });
});
