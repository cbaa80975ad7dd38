import { beforeAll, expect, it } from "vitest";
import { SESSION_REFUSED } from "../auth/require-owner";
import { createSession } from "../auth/sessions";
import { OWNERS } from "../auth/owners";
import { CATALOGUE_ENDPOINTS } from "../test-support/admin-endpoints";
import { allowTimeForScrypt } from "../test-support/admin-app";
import {
  createCatalogueTestApp,
  filesUnder,
  ownerApi,
  type CatalogueTestApp,
} from "../test-support/catalogue-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";

allowTimeForScrypt();

describeEachEngine("every catalogue endpoint needs an owner's session", (engine) => {
  const testDb = useTestDatabase(engine);
  let t: CatalogueTestApp;
  const NOW = new Date("2026-11-20T10:00:00Z");
  let expired: string;
  let revoked: string;

  beforeAll(async () => {
    t = await createCatalogueTestApp(testDb.db, { now: () => NOW });
    const owner = OWNERS[0]!;
    expired = (await createSession(testDb.db.db, owner, new Date("2026-10-01T00:00:00Z"))).token;
    revoked = (await createSession(testDb.db.db, owner, NOW)).token;
    const logout = await t.app.request("/api/admin/logout", {
      method: "POST",
      headers: { authorization: `Bearer ${revoked}` },
    });
    expect(logout.status).toBe(200);
  });

  const refusals: [string, Record<string, string>][] = [
    ["no token", {}],
    ["a malformed header", { authorization: "Basic c3VuaXRhOnB3" }],
    ["an unknown token", { authorization: "Bearer not-a-real-token" }],
    ["an expired session", {}],
    ["a revoked session", {}],
  ];

  for (const [name, build] of CATALOGUE_ENDPOINTS) {
    it(`${name} answers 401 and changes nothing without a valid session`, async () => {
      const before = await ownerApi(t.app, t.token).get("/designs");
      for (const [why, headers] of refusals) {
        const auth =
          why === "an expired session"
            ? { authorization: `Bearer ${expired}` }
            : why === "a revoked session"
              ? { authorization: `Bearer ${revoked}` }
              : headers;
        const [url, init] = build(auth);
        const res = await t.app.request(url, init);
        expect(res.status, `${name} with ${why}`).toBe(401);
        expect(await res.json()).toEqual(SESSION_REFUSED);
      }
      expect((await ownerApi(t.app, t.token).get("/designs")).body).toEqual(before.body);
      expect(filesUnder(t.photoDir)).toEqual([]);
    });
  }
});
