import { sql } from "kysely";
import { expect, it } from "vitest";
import { MIGRATION_NAMES } from "./db/migrate";
import { createTestApp } from "./test-support/api-app";
import { describeEachEngine, useTestDatabase } from "./test-support/databases";

describeEachEngine("GET /healthz and /readyz", (engine) => {
  const testDb = useTestDatabase(engine);

  const probe = async (path: string, method = "GET") => {
    const app = createTestApp({ db: testDb.db });
    const res = await app.request(path, { method });
    expect(res.headers.get("cache-control")).toBe("no-store");
    return { status: res.status, text: await res.text() };
  };

  it("say ok and ready, and nothing more, to anyone", async () => {
    expect(await probe("/healthz")).toEqual({ status: 200, text: '{"status":"ok"}' });
    expect(await probe("/readyz")).toEqual({ status: 200, text: '{"status":"ready"}' });
    expect(await probe("/readyz", "HEAD")).toEqual({ status: 200, text: "" });
  });

  it("is not ready while a migration this build knows is missing", async () => {
    const name = MIGRATION_NAMES.at(-1)!;
    const { rows } = await sql<{ timestamp: string }>`
      SELECT timestamp FROM kysely_migration WHERE name = ${name}`.execute(testDb.db.db);
    await sql`DELETE FROM kysely_migration WHERE name = ${name}`.execute(testDb.db.db);
    expect(await probe("/readyz")).toEqual({ status: 503, text: '{"status":"unavailable"}' });
    expect((await probe("/healthz")).status).toBe(200);
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${name}, ${rows[0]!.timestamp})`.execute(
      testDb.db.db,
    );
    expect((await probe("/readyz")).status).toBe(200);
  });

  it("is not ready, without a word why, once the database is gone; still alive", async () => {
    await testDb.db.close();
    expect(await probe("/readyz")).toEqual({ status: 503, text: '{"status":"unavailable"}' });
    expect(await probe("/healthz")).toEqual({ status: 200, text: '{"status":"ok"}' });
  });
});
