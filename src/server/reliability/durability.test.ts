/**
 * A burst of contact messages and step updates against the built server, SIGKILLed in the
 * middle and restarted on the same data: every write that was answered with success is there,
 * a write cut off mid-flight is either wholly there or wholly absent, nothing is half-written.
 */
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { AdminOrderDetail } from "../../shared/admin";
import { STEP_STATUSES, type StepStatus } from "../../shared/orders";
import { SAMPLE_ORDERS } from "../../shared/sample-orders";
import { DEMO_PASSWORDS } from "../auth/demo-accounts";
import {
  createTestDatabase,
  describeEachEngine,
  type TestDatabase,
} from "../test-support/databases";
import { httpClient, startServer, stopAllServers } from "../test-support/server-process";
import { contactProblems, orderProblems } from "../test-support/stored-data-rules";

/** Enough answered writes that the kill lands in a busy server, not an idle one. */
const KILL_AFTER_ACKS = 200;
const STEP_IDS = ["step-2", "step-5"];
const CONTACT_WORKERS = 8;

const nextStatus = (s: StepStatus): StepStatus =>
  STEP_STATUSES[(STEP_STATUSES.indexOf(s) + 1) % STEP_STATUSES.length]!;

/** One (order, step) changed by one sequential worker, so its final state has one or two candidates. */
interface StepTrack {
  orderId: string;
  stepId: string;
  acked: StepStatus;
  ackedCount: number;
  /** Sent but unanswered when the server died: it may or may not have committed. */
  cutOff?: StepStatus;
}

describeEachEngine("acknowledged writes across a SIGKILL", (engine) => {
  let location: TestDatabase;
  beforeAll(async () => {
    location = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await stopAllServers();
    await location.remove();
  });

  it("keeps every answered write and half-writes none", { timeout: 120_000 }, async () => {
    const server = await startServer(location.config);
    const api = httpClient(server.url);
    const login = await api.post("/api/admin/login", {
      username: "sunita",
      password: DEMO_PASSWORDS.sunita,
    });
    const { token } = login.json as { token: string };
    const tracks: StepTrack[] = [];
    for (const { orderId } of SAMPLE_ORDERS) {
      const detail = (await api.get(`/api/admin/orders/${orderId}`, { token }))
        .json as AdminOrderDetail;
      for (const stepId of STEP_IDS) {
        const acked = detail.order.productionSteps.find((s) => s.id === stepId)!.status;
        tracks.push({ orderId, stepId, acked, ackedCount: 0 });
      }
    }

    let acks = 0;
    let cutOff = 0;
    let killed: Promise<void> | undefined;
    const answered = () => {
      if (++acks === KILL_AFTER_ACKS) killed = server.kill();
    };
    const sentMessages = new Set<string>();
    const ackedMessages: string[] = [];
    let nextIp = 1;

    const stepWorker = async (track: StepTrack) => {
      for (;;) {
        const status = nextStatus(track.cutOff ?? track.acked);
        track.cutOff = status;
        const url = `/api/admin/orders/${track.orderId}/steps/${track.stepId}`;
        const res = await api.patch(url, { status }, { token }).catch(() => undefined);
        if (!res) return void cutOff++;
        expect(res.status).toBe(200);
        Object.assign(track, {
          acked: status,
          cutOff: undefined,
          ackedCount: track.ackedCount + 1,
        });
        answered();
      }
    };
    const contactWorker = async (worker: number) => {
      for (;;) {
        const message = `Durability ${engine} ${worker} ${randomUUID()}`;
        sentMessages.add(message);
        const body = { name: "Kavya", phone: "98290 41736", message };
        const ip = `10.9.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
        const res = await api.post("/api/contact", body, { ip }).catch(() => undefined);
        if (!res) return void cutOff++;
        expect(res.status).toBe(201);
        ackedMessages.push(message);
        answered();
      }
    };
    await Promise.all([
      ...tracks.map(stepWorker),
      ...Array.from({ length: CONTACT_WORKERS }, (_, i) => contactWorker(i)),
    ]);
    await killed;
    expect(server.child.signalCode).toBe("SIGKILL");
    // The kill cut requests off mid-flight: the case this test is about.
    expect(cutOff).toBeGreaterThan(0);

    const restarted = await startServer(location.config);
    const again = httpClient(restarted.url);
    for (const track of tracks) {
      const res = await again.get(`/api/admin/orders/${track.orderId}`, { token });
      expect(res.status).toBe(200);
      const step = (res.json as AdminOrderDetail).order.productionSteps.find(
        (s) => s.id === track.stepId,
      )!;
      expect([track.acked, track.cutOff]).toContain(step.status);
    }
    await restarted.stop();

    const db = await location.open();
    try {
      const messages = (await db.db.selectFrom("contact_messages").select("message").execute()).map(
        (r) => r.message,
      );
      expect(ackedMessages.filter((m) => !messages.includes(m))).toEqual([]);
      expect(messages.filter((m) => !sentMessages.has(m))).toEqual([]);
      // One timeline entry per answered change, plus at most the one cut off.
      const stepEvents = await db.db
        .selectFrom("order_events")
        .select(["order_id", "detail"])
        .where("kind", "=", "step")
        .execute();
      for (const track of tracks) {
        const told = stepEvents.filter(
          (e) =>
            e.order_id === track.orderId &&
            (JSON.parse(e.detail) as { stepId: string }).stepId === track.stepId,
        );
        expect(told.length - track.ackedCount).toBeOneOf(track.cutOff ? [0, 1] : [0]);
      }
      expect(await orderProblems(db.db)).toEqual([]);
      expect(await contactProblems(db.db)).toEqual([]);
      if (engine === "sqlite") {
        const { rows } = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(
          db.db,
        );
        expect(rows).toEqual([{ integrity_check: "ok" }]);
      }
    } finally {
      await db.close();
    }
  });
});
