/**
 * Two built servers on one PostgreSQL database, as behind a load balancer: they start together,
 * a session made on one works on the other (and its logout there ends it everywhere), two owners
 * taking orders at the same moment get distinct IDs, and two owners changing different steps of
 * one order at the same moment, one on each, lose neither.
 */
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOrderDetail, LoginResponse } from "../../shared/admin";
import { STEP_STATUSES, type StepStatus } from "../../shared/orders";
import { DEMO_PASSWORDS } from "../auth/demo-accounts";
import { OWNERS } from "../auth/owners";
import type { Db } from "../db/schema";
import { createTestDatabase, type TestDatabase } from "../test-support/databases";
import { httpClient, startServer, stopAllServers } from "../test-support/server-process";
import { newOrderBody } from "../test-support/order-bodies";
import { orderProblems } from "../test-support/stored-data-rules";

type Client = ReturnType<typeof httpClient>;
const ROUNDS = 30;
const [SUNITA, REKHA] = OWNERS.map((o) => o.displayName);

describe("two server instances on one PostgreSQL", { timeout: 60_000 }, () => {
  let location: TestDatabase;
  let db: Db;
  let a: Client;
  let b: Client;

  beforeAll(async () => {
    if (!process.env.TEST_DATABASE_URL) {
      throw new Error(
        "TEST_DATABASE_URL is not set: run with bash scripts/with-postgres.sh npx vitest run",
      );
    }
    location = await createTestDatabase("postgres");
    const config = { dataDir: os.tmpdir(), databaseUrl: location.config.databaseUrl };
    // Both start at once: migrations, seed and account set-up must not collide.
    const [first, second] = await Promise.all([startServer(config), startServer(config)]);
    db = await location.open();
    a = httpClient(first.url);
    b = httpClient(second.url);
  }, 120_000);

  afterAll(async () => {
    await stopAllServers();
    await db?.close();
    await location?.remove();
  });

  const login = async (on: Client, username: "sunita" | "rekha") => {
    const res = await on.post("/api/admin/login", { username, password: DEMO_PASSWORDS[username] });
    expect(res.status).toBe(200);
    return res.json as LoginResponse;
  };

  it("honours a session made on one instance on the other, and its logout on both", async () => {
    const made = await login(a, "sunita");
    const seen = await b.get("/api/admin/session", { token: made.token });
    expect([seen.status, seen.json]).toEqual([
      200,
      { user: made.user, expiresAt: made.expiresAt, language: "en" },
    ]);
    expect((await b.post("/api/admin/logout", {}, { token: made.token })).status).toBe(200);
    expect((await a.get("/api/admin/session", { token: made.token })).status).toBe(401);
  });

  it("gives orders taken at the same moment, half on each instance, distinct yearly IDs", async () => {
    const sunita = (await login(a, "sunita")).token;
    const rekha = (await login(b, "rekha")).token;
    const body = () => newOrderBody({ orderDate: "2029-01-02", expectedDelivery: "2029-01-21" });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? b.post("/api/admin/orders", body(), { token: rekha })
          : a.post("/api/admin/orders", body(), { token: sunita }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 201));
    const ids = answers.map((r) => (r.json as AdminOrderDetail).order.orderId).sort();
    expect(ids).toEqual(
      Array.from({ length: 20 }, (_, i) => `RR2029${String(i + 1).padStart(3, "0")}`),
    );
    expect(await orderProblems(db.db)).toEqual([]);
  });

  it("keeps both of two simultaneous step changes to one order, made on different instances", async () => {
    const sunita = (await login(a, "sunita")).token;
    const rekha = (await login(b, "rekha")).token;
    const stepOf = (detail: AdminOrderDetail, id: string) =>
      detail.order.productionSteps.find((s) => s.id === id)!.status;
    const other = (s: StepStatus, shift: number) =>
      STEP_STATUSES[(STEP_STATUSES.indexOf(s) + shift) % STEP_STATUSES.length]!;

    for (let round = 0; round < ROUNDS; round++) {
      const orderId = `RR202400${(round % 3) + 1}`;
      const [first, second] = [`step-${round % 9}`, `step-${(round + 4) % 9}`];
      const before = (await a.get(`/api/admin/orders/${orderId}`, { token: sunita }))
        .json as AdminOrderDetail;
      const want = {
        [first]: other(stepOf(before, first), 1),
        [second]: other(stepOf(before, second), 2),
      };
      const url = (step: string) => `/api/admin/orders/${orderId}/steps/${step}`;
      const [x, y] = await Promise.all([
        a.patch(url(first), { status: want[first] }, { token: sunita }),
        b.patch(url(second), { status: want[second] }, { token: rekha }),
      ]);
      expect([x.status, y.status]).toEqual([200, 200]);

      for (const via of [a, b]) {
        const after = (await via.get(`/api/admin/orders/${orderId}`, { token: rekha }))
          .json as AdminOrderDetail;
        expect([stepOf(after, first), stepOf(after, second)]).toEqual([want[first], want[second]]);
        const latest = after.timeline
          .filter((e) => e.kind === "step")
          .slice(0, 2)
          .map((e) => `${e.stepId} ${e.to} ${e.by}`);
        expect(latest.sort()).toEqual(
          [`${first} ${want[first]} ${SUNITA}`, `${second} ${want[second]} ${REKHA}`].sort(),
        );
      }
      // currentStep, status and history follow from both changes (a later round would mend it).
      expect(await orderProblems(db.db)).toEqual([]);
    }
  });
});
