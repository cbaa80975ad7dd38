/**
 * No one in: forged tokens of every kind are refused on every admin endpoint (admin-auth.test.ts
 * covers missing, malformed, expired and revoked ones), and the throttles hold at speed: a burst
 * of concurrent guesses or lookups, even spread over two instances on one database, gets no
 * more through than the limit, and the rest a clear 429.
 */
import fc from "fast-check";
import { runs } from "../test-support/hostile-input";
import type { Hono } from "hono";
import { afterAll, beforeAll, expect, it } from "vitest";
import { lastFourDigits } from "../../shared/phone";
import { SAMPLE_ORDERS } from "../../shared/sample-orders";
import { LOGIN_LIMITS, TOO_MANY_LOGINS } from "../auth/login-throttle";
import { SESSION_REFUSED } from "../auth/require-owner";
import { hashToken } from "../auth/sessions";
import type { Db } from "../db/schema";
import { ORDER_LOOKUP_LIMIT, WRONG_DIGITS_PER_ORDER } from "../orders/order-routes";
import {
  allowTimeForScrypt,
  createAdminTestApp,
  freshIp,
  postLogin,
  sessionTokenFor,
  withToken,
} from "../test-support/admin-app";
import { OWNER_ENDPOINTS, storedChanges } from "../test-support/admin-endpoints";
import { fromIp, jsonPost } from "../test-support/api-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";

allowTimeForScrypt();

/** Printable header text, Latin-1 included (what a header may carry). */
const headerText = fc.string({
  unit: fc
    .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }))
    .map((c) => String.fromCharCode(c)),
  maxLength: 80,
});

/** Every way to fake a token, given a live one. */
const forgedHeader = (live: string) =>
  fc.oneof(
    fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).map((t) => `Bearer ${t}`),
    // One character of a live token changed (letters flip case: tokens are case-sensitive).
    fc.tuple(fc.nat({ max: 42 }), fc.constantFrom(..."aZ09_-")).map(([i, c]) => {
      const flipped = live[i] === c ? (c === "a" ? "b" : "a") : c;
      return `Bearer ${live.slice(0, i)}${flipped}${live.slice(i + 1)}`;
    }),
    fc.constantFrom(
      `Bearer ${hashToken(live)}`, // what a copy of the database holds
      `Bearer ${live}x`,
      `Bearer ${live.slice(1)}`,
      `Bearer ${live.toUpperCase()}`,
      `Token ${live}`,
      `${live}`,
      `Bearer\t${live}`,
    ),
    headerText,
    headerText.map((t) => `Bearer ${t}`),
  );

describeEachEngine("access control under attack", (engine) => {
  const testDb = useTestDatabase(engine);
  let clock = Date.UTC(2024, 1, 1, 10, 0, 0);
  let app: Hono;
  let second: Db;
  let other: Hono;

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => new Date(clock));
    second = await testDb.location.open();
    other = await createAdminTestApp(second, () => new Date(clock));
  });
  afterAll(async () => {
    await second?.close();
  });

  it("refuses any forged token on every admin endpoint, writing nothing", async () => {
    const live = await sessionTokenFor(testDb.db, "sunita", new Date(clock));
    const before = await storedChanges(testDb.db);
    const endpoint = fc.constantFrom(...OWNER_ENDPOINTS);
    await fc.assert(
      fc.asyncProperty(endpoint, forgedHeader(live), async ([name, build], header) => {
        const [url, init] = build({ authorization: header });
        const res = await app.request(url, init);
        expect([name, res.status, await res.json()]).toEqual([name, 401, SESSION_REFUSED]);
        expect(res.headers.get("www-authenticate")).toBe('Bearer realm="admin"');
      }),
      { numRuns: runs(engine, 600) },
    );
    expect(await storedChanges(testDb.db)).toEqual(before);
    // The live session itself was never harmed (no logout got through).
    expect((await app.request("/api/admin/session", withToken(live))).status).toBe(200);
  });

  it("lets a burst of lookups from one client, over two instances, find no more than the limit", async () => {
    clock += ORDER_LOOKUP_LIMIT.windowMs;
    const client = freshIp();
    const ids = Array.from({ length: 100 }, (_, i) => `RR2024${String(i + 1).padStart(3, "0")}`);
    const answers = await Promise.all(
      ids.map((id, i) => (i % 2 ? other : app).request(`/api/orders/${id}`, fromIp(client))),
    );
    const limited = answers.filter((r) => r.status === 429);
    expect(answers.length - limited.length).toBe(ORDER_LOOKUP_LIMIT.limit);
    for (const res of limited) {
      expect(await res.json()).toEqual({ error: ORDER_LOOKUP_LIMIT.message });
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("lets a burst of phone-digit guesses at one order, from many addresses of one network over two instances, compare no more than its cap; her right digits from another network still open it", async () => {
    const sample = SAMPLE_ORDERS[1]!;
    const right = lastFourDigits(sample.customerPhone);
    const guesses = Array.from({ length: 30 }, (_, i) => String(1000 + i)).filter(
      (d) => d !== right,
    );
    // Every address of one IPv6 /64 (a home connection) counts as one network.
    const network = `2001:db8:${(clock % 65_536).toString(16)}:7`;
    const answers = await Promise.all(
      guesses.map((phoneLast4, i) =>
        (i % 2 ? other : app).request(
          `/api/orders/${sample.orderId}/details`,
          jsonPost({ phoneLast4 }, `${network}::${(i + 1).toString(16)}`),
        ),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 403)).toHaveLength(WRONG_DIGITS_PER_ORDER.limit);
    expect(statuses.filter((s) => s !== 403)).toEqual(
      Array.from({ length: guesses.length - WRONG_DIGITS_PER_ORDER.limit }, () => 429),
    );
    const sameNetwork = await app.request(
      `/api/orders/${sample.orderId}/details`,
      jsonPost({ phoneLast4: right }, `${network}::ffff`),
    );
    expect(sameNetwork.status).toBe(429);
    const herNetwork = await app.request(
      `/api/orders/${sample.orderId}/details`,
      jsonPost({ phoneLast4: right }, freshIp()),
    );
    expect(herNetwork.status).toBe(200);
  });

  it("locks an account against a burst of guesses from many clients over two instances", async () => {
    clock += LOGIN_LIMITS.perAccount.windowMs;
    const guesses = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        postLogin(i % 2 ? other : app, { username: "rekha", password: `guess-${i}` }, freshIp()),
      ),
    );
    await expectThrottled(guesses, LOGIN_LIMITS.perAccount.limit);
  });

  it("locks a client guessing many usernames at once over two instances", async () => {
    clock += LOGIN_LIMITS.perIp.windowMs;
    const client = freshIp();
    const guesses = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        postLogin(i % 2 ? other : app, { username: `owner${i}`, password: "guess" }, client),
      ),
    );
    await expectThrottled(guesses, LOGIN_LIMITS.perIp.limit);
  });
});

/** Exactly `limit` answers were checked (401); the rest got the clear 429 with Retry-After. */
async function expectThrottled(answers: Response[], limit: number): Promise<void> {
  expect(answers.filter((r) => r.status === 401)).toHaveLength(limit);
  const refused = answers.filter((r) => r.status !== 401);
  expect(refused.map((r) => r.status)).toEqual(refused.map(() => 429));
  for (const res of refused) {
    expect(await res.json()).toEqual(TOO_MANY_LOGINS);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  }
}
