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
import { setOwnerPassword } from "./owner-password";
import { OWNERS } from "./owners";
import { createSession, findSession } from "./sessions";

allowTimeForScrypt();

const now = new Date("2024-02-01T10:00:00Z");
const envPasswords = { sunita: "teal silk and mirror work", rekha: "seven camels at dawn" };
const production = { demoMode: false, passwords: envPasswords };
const [sunita, rekha] = OWNERS as [(typeof OWNERS)[0], (typeof OWNERS)[1]];

describeEachEngine("owner accounts on start", (engine) => {
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
  const accepts = async (username: string, password: string) =>
    (await verifyCredentials(db.db, username, password))?.username === username;

  it("creates one account per founder in demo mode, storing only scrypt hashes", async () => {
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
    const session = await createSession(db.db, sunita, now);
    const { changes } = await prepareAdminAccounts(db.db, { demoMode: true }, now);
    expect(changes).toEqual({ sunita: "unchanged", rekha: "unchanged" });
    expect(await storedHashes()).toEqual(before);
    expect(await findSession(db.db, session.token, now)).toBeDefined();
  });

  it("creates missing accounts from the environment once; later the database decides", async () => {
    expect((await prepareAdminAccounts(db.db, production, now)).changes).toEqual({
      sunita: "created",
      rekha: "created",
    });
    expect(await accepts("sunita", envPasswords.sunita)).toBe(true);
    // Sunita changes her password; a restart (another instance, other env values) keeps it.
    await setOwnerPassword(db.db, "sunita", "her own long phrase", now);
    const session = await createSession(db.db, sunita, now);
    const otherEnv = { demoMode: false, passwords: { sunita: "yet another long one", rekha: "x" } };
    expect((await prepareAdminAccounts(db.db, otherEnv, now)).changes).toEqual({
      sunita: "unchanged",
      rekha: "unchanged",
    });
    // Without any env password too: the accounts exist.
    await prepareAdminAccounts(db.db, { demoMode: false }, now);
    expect(await accepts("sunita", "her own long phrase")).toBe(true);
    expect(await accepts("sunita", envPasswords.sunita)).toBe(false);
    expect(await accepts("rekha", envPasswords.rekha)).toBe(true);
    expect(await findSession(db.db, session.token, now)).toBeDefined();
  });

  it("replaces a demo password when demo mode goes off, ending that owner's sessions only", async () => {
    await prepareAdminAccounts(db.db, { demoMode: true }, now);
    await setOwnerPassword(db.db, "rekha", "rekha chose this herself", now);
    const sunitaSession = await createSession(db.db, sunita, now);
    const rekhaSession = await createSession(db.db, rekha, now);

    const { changes } = await prepareAdminAccounts(db.db, production, now);
    expect(changes).toEqual({ sunita: "demo-password-replaced", rekha: "unchanged" });
    expect(await accepts("sunita", envPasswords.sunita)).toBe(true);
    expect(await accepts("sunita", DEMO_PASSWORDS.sunita)).toBe(false);
    expect(await accepts("rekha", "rekha chose this herself")).toBe(true);
    expect(await findSession(db.db, sunitaSession.token, now)).toBeUndefined();
    expect(await findSession(db.db, rekhaSession.token, now)).toBeDefined();
  });

  it("puts the printed demo passwords back in demo mode", async () => {
    await prepareAdminAccounts(db.db, production, now);
    const session = await createSession(db.db, sunita, now);
    const { changes } = await prepareAdminAccounts(db.db, { demoMode: true }, now);
    expect(changes).toEqual({ sunita: "demo-password-set", rekha: "demo-password-set" });
    expect(await accepts("sunita", DEMO_PASSWORDS.sunita)).toBe(true);
    expect(await findSession(db.db, session.token, now)).toBeUndefined();
  });

  it("refuses to start without a password it needs, or with a common one, naming the variable", async () => {
    await expect(
      prepareAdminAccounts(
        db.db,
        { demoMode: false, passwords: { sunita: envPasswords.sunita } },
        now,
      ),
    ).rejects.toThrow(/ADMIN_PASSWORD_REKHA is required to create the owner account "rekha"/);
    await db.db.deleteFrom("admin_accounts").execute();
    await prepareAdminAccounts(db.db, { demoMode: true }, now);
    await expect(prepareAdminAccounts(db.db, { demoMode: false }, now)).rejects.toThrow(
      /ADMIN_PASSWORD_SUNITA is required: the owner account "sunita" still has its public demo password/,
    );
    await expect(
      prepareAdminAccounts(
        db.db,
        { demoMode: false, passwords: { ...envPasswords, sunita: "Password@2024!" } },
        now,
      ),
    ).rejects.toThrow(/ADMIN_PASSWORD_SUNITA is too common/);
  });
});
