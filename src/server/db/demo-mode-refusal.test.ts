/**
 * Issue 21 §1, through the built server: restarted with the defaults (demo mode on, as a
 * service file that lost its environment would), a database that has held real data is
 * refused with the reason and the setting to use, and nothing in it changes. A new database
 * still starts in demo mode.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { DEMO_PASSWORDS } from "../auth/demo-accounts";
import { hashPassword } from "../auth/password-hash";
import {
  createTestDatabase,
  describeEachEngine,
  type TestDatabase,
} from "../test-support/databases";
import {
  httpClient,
  startRefused,
  startServer,
  stopAllServers,
} from "../test-support/server-process";
import { migrateUpTo } from "./migrate";
import { connectDatabase } from "./open-database";

const PASSWORDS = { sunita: "mango lassi at four on a monsoon day", rekha: "seven camels at dawn" };
const PRODUCTION = {
  ADMIN_DEMO_MODE: "0",
  ADMIN_PASSWORD_SUNITA: PASSWORDS.sunita,
  ADMIN_PASSWORD_REKHA: PASSWORDS.rekha,
};

/** Everything demo mode would touch, read without migrating or seeding. */
async function contents(location: TestDatabase) {
  const { db, close } = connectDatabase(location.config);
  try {
    const all = <T extends "sessions" | "orders" | "customers">(table: T) =>
      db.selectFrom(table).selectAll().execute();
    return {
      // The columns every release had: a later migration's new column (the owner's language,
      // added with its default) is the schema moving on, not the data changing.
      accounts: await db
        .selectFrom("admin_accounts")
        .select(["username", "display_name", "password_hash", "updated_at"])
        .execute(),
      sessions: await all("sessions"),
      orders: await all("orders"),
      customers: await all("customers"),
      messages: await db.selectFrom("contact_messages").select("message").execute(),
      // Absent from a database made before the mode was recorded.
      mode: await db
        .selectFrom("database_mode")
        .selectAll()
        .execute()
        .catch(() => null),
    };
  } finally {
    await close();
  }
}

const login = (url: string, username: string, password: string) =>
  httpClient(url).post("/api/admin/login", { username, password });

describeEachEngine("demo mode on a real database, the built server", (engine) => {
  let location: TestDatabase;
  beforeEach(async () => {
    location = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await stopAllServers();
    await location.remove();
  });

  it(
    "refuses to start after production mode ran, says why and what to set, changes nothing",
    { timeout: 120_000 },
    async () => {
      let server = await startServer(location.config, PRODUCTION);
      expect((await login(server.url, "sunita", PASSWORDS.sunita)).status).toBe(200);
      const contact = { name: "Kavya", phone: "98290 41736", message: "Real customer" };
      expect((await httpClient(server.url).post("/api/contact", contact)).status).toBe(201);
      await server.stop();
      const before = await contents(location);

      const refused = await startRefused(location.config);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain("Refusing to start in demo mode");
      expect(refused.output).toContain("the server ran on it with ADMIN_DEMO_MODE=0");
      expect(refused.output).toContain("set ADMIN_DEMO_MODE=0");
      expect(await contents(location)).toEqual(before);

      server = await startServer(location.config, PRODUCTION);
      expect((await login(server.url, "sunita", PASSWORDS.sunita)).status).toBe(200);
      expect((await login(server.url, "sunita", DEMO_PASSWORDS.sunita)).status).toBe(401);
    },
  );

  it(
    "refuses a database from before the mode was recorded that holds real passwords",
    { timeout: 120_000 },
    async () => {
      // A production database as the previous release left it: own passwords, no mode record.
      const { db, close } = connectDatabase(location.config);
      try {
        await migrateUpTo(db, "0008-notifications");
        for (const [username, password] of Object.entries(PASSWORDS)) {
          await db
            .insertInto("admin_accounts")
            .values({
              username,
              display_name: username,
              password_hash: await hashPassword(password),
              updated_at: "2026-10-01T00:00:00.000Z",
            })
            .execute();
        }
      } finally {
        await close();
      }

      const { mode: noMode, ...before } = await contents(location);
      expect(noMode).toBeNull();

      const refused = await startRefused(location.config);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(
        "its owner accounts have passwords other than the demo ones",
      );
      expect(refused.output).toContain("set ADMIN_DEMO_MODE=0");
      // Only the schema moved on (the new, empty table); no password, order or customer.
      const { mode, ...after } = await contents(location);
      expect(mode).toEqual([]);
      expect(after).toEqual(before);
      expect(after.orders).toEqual([]);
    },
  );

  it(
    "starts a new database in demo mode, and again after a restart",
    { timeout: 120_000 },
    async () => {
      for (let start = 0; start < 2; start++) {
        const server = await startServer(location.config);
        expect((await login(server.url, "sunita", DEMO_PASSWORDS.sunita)).status).toBe(200);
        await server.stop();
      }
      expect((await contents(location)).mode).toMatchObject([
        { created_in: "demo", real_since: null },
      ]);
    },
  );
});
