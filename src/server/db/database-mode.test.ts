/**
 * A database remembers the mode it was created in (issue 21 §1): demo mode is refused on one
 * that has held real data, whether recorded (production mode, an owner's own password) or, for
 * a database made before the record existed, found (real passwords, real orders).
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { SAMPLE_ORDERS } from "../../shared/sample-orders";
import { DEMO_PASSWORDS } from "../auth/demo-accounts";
import { setOwnerPassword } from "../auth/owner-password";
import { hashPassword } from "../auth/password-hash";
import { allowTimeForScrypt } from "../test-support/admin-app";
import {
  createTestDatabase,
  describeEachEngine,
  type TestDatabase,
} from "../test-support/databases";
import { claimDatabaseMode, readDatabaseMode } from "./database-mode";
import type { Db } from "./schema";
import { seedSampleOrders } from "./seed";

allowTimeForScrypt();

const now = new Date("2026-11-20T10:00:00Z");
const REFUSAL =
  /Refusing to start in demo mode[\s\S]*Nothing in the database was changed[\s\S]*set ADMIN_DEMO_MODE=0/;

describeEachEngine("the mode a database remembers", (engine) => {
  let location: TestDatabase;
  let db: Db;
  beforeEach(async () => {
    location = await createTestDatabase(engine);
    // As the host's commands open it: migrated, no mode recorded yet, the sample orders in.
    db = await location.open();
  });
  afterEach(async () => {
    await db.close();
    await location.remove();
  });

  it("starts a new database in demo mode, as often as asked, until production mode runs on it", async () => {
    await claimDatabaseMode(db.db, "demo", now);
    await claimDatabaseMode(db.db, "demo", now);
    expect(await readDatabaseMode(db.db)).toMatchObject({ created_in: "demo", real_since: null });
    await claimDatabaseMode(db.db, "production", now);
    expect(await readDatabaseMode(db.db)).toMatchObject({
      created_in: "demo",
      real_since: now.toISOString(),
      real_reason: "production-mode",
    });
    await expect(claimDatabaseMode(db.db, "demo", now)).rejects.toThrow(REFUSAL);
    await expect(claimDatabaseMode(db.db, "demo", now)).rejects.toThrow(
      "the server ran on it with ADMIN_DEMO_MODE=0",
    );
  });

  it("refuses demo mode once an owner's own password is stored, not for the demo one", async () => {
    await claimDatabaseMode(db.db, "demo", now);
    await db.db
      .insertInto("admin_accounts")
      .values({ username: "rekha", display_name: "Rekha", password_hash: "x", updated_at: "" })
      .execute();
    await setOwnerPassword(db.db, "rekha", DEMO_PASSWORDS.rekha, now);
    await claimDatabaseMode(db.db, "demo", now);
    await setOwnerPassword(db.db, "rekha", "ledger checked twice by lamplight", now);
    await expect(claimDatabaseMode(db.db, "demo", now)).rejects.toThrow(
      "an owner's own password was stored in it",
    );
  });

  it("refuses demo mode on an older database with real passwords, writing nothing", async () => {
    await db.db
      .insertInto("admin_accounts")
      .values([
        {
          username: "sunita",
          display_name: "Sunita",
          password_hash: await hashPassword(DEMO_PASSWORDS.sunita),
          updated_at: "",
        },
        {
          username: "rekha",
          display_name: "Rekha",
          password_hash: await hashPassword("seven camels at dawn"),
          updated_at: "",
        },
      ])
      .execute();
    await expect(claimDatabaseMode(db.db, "demo", now)).rejects.toThrow(
      "its owner accounts have passwords other than the demo ones",
    );
    expect(await readDatabaseMode(db.db)).toBeUndefined();
    await claimDatabaseMode(db.db, "production", now);
    expect(await readDatabaseMode(db.db)).toMatchObject({
      created_in: "production",
      real_reason: "found-owner-passwords",
    });
  });

  it("refuses demo mode on an older database with orders that are not samples", async () => {
    await claimDatabaseMode(db.db, "demo", now).then(() =>
      db.db.deleteFrom("database_mode").execute(),
    );
    const taken = { ...SAMPLE_ORDERS[0]!, orderId: "RR2026001", isSample: false };
    await seedSampleOrders(db.db, now, [taken]);
    await expect(claimDatabaseMode(db.db, "demo", now)).rejects.toThrow(
      "it holds orders that are not the sample ones",
    );
    expect(await readDatabaseMode(db.db)).toBeUndefined();
  });
});
