import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { Db } from "../db/schema";
import { allowTimeForScrypt } from "../test-support/admin-app";
import {
  createTestDatabase,
  describeEachEngine,
  type TestDatabase,
} from "../test-support/databases";
import { prepareAdminAccounts } from "./account-sync";
import { verifyCredentials } from "./credentials";
import { DEMO_PASSWORDS } from "./demo-accounts";
import { configuredAccounts, OWNERS } from "./owners";
import { createSession, findSession } from "./sessions";

allowTimeForScrypt();

const now = new Date("2024-02-01T10:00:00Z");
const envPasswords = { sunita: "sunita-real-password", rekha: "rekha-real-password" };

describeEachEngine("admin accounts on start", (engine) => {
  let location: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    location = await createTestDatabase(engine);
    db = await location.open();
  });

  // Every test starts as a first start: no accounts yet.
  beforeEach(async () => {
    await db.db.deleteFrom("sessions").execute();
    await db.db.deleteFrom("admin_accounts").execute();
  });

  afterAll(async () => {
    await db.close();
    await location.remove();
  });

  const storedHashes = async () =>
    db.db.selectFrom("admin_accounts").select(["username", "password_hash"]).execute();

  it("creates one account per founder, storing only scrypt hashes", async () => {
    const { changes } = await prepareAdminAccounts(db.db, { demoMode: true }, now);
    expect(changes).toEqual({ sunita: "created", rekha: "created" });
    const rows = await db.db.selectFrom("admin_accounts").selectAll().execute();
    expect(rows.map((r) => [r.username, r.display_name]).sort()).toEqual(
      OWNERS.map((o) => [o.username, o.displayName]).sort(),
    );
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
      expect(row.password_hash).not.toContain(DEMO_PASSWORDS.sunita);
    }
  });

  it("leaves matching hashes and sessions alone on a restart", async () => {
    await prepareAdminAccounts(db.db, { demoMode: true }, now);
    const before = await storedHashes();
    const session = await createSession(db.db, OWNERS[0]!, now);
    const { changes } = await prepareAdminAccounts(db.db, { demoMode: true }, now);
    expect(changes).toEqual({ sunita: "unchanged", rekha: "unchanged" });
    expect(await storedHashes()).toEqual(before);
    expect(await findSession(db.db, session.token, now)).toBeDefined();
  });

  it("re-hashes a changed password and ends that owner's sessions only", async () => {
    await prepareAdminAccounts(db.db, { demoMode: true }, now);
    const sunita = await createSession(db.db, OWNERS[0]!, now);
    const rekha = await createSession(db.db, OWNERS[1]!, now);

    const { changes } = await prepareAdminAccounts(
      db.db,
      { demoMode: false, passwords: { ...envPasswords, rekha: DEMO_PASSWORDS.rekha } },
      now,
    );
    expect(changes).toEqual({ sunita: "password-changed", rekha: "unchanged" });
    expect(await verifyCredentials(db.db, "sunita", envPasswords.sunita)).toEqual(OWNERS[0]);
    expect(await verifyCredentials(db.db, "sunita", DEMO_PASSWORDS.sunita)).toBeUndefined();
    expect(await findSession(db.db, sunita.token, now)).toBeUndefined();
    expect(await findSession(db.db, rekha.token, now)).toBeDefined();
  });

  it("needs every owner's password when demo mode is off", () => {
    expect(() =>
      configuredAccounts({ demoMode: false, passwords: { sunita: "x".repeat(12) } }),
    ).toThrow(/rekha/);
  });
});
