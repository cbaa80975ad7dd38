/**
 * Owners taking orders and recording payments against the built server, SIGKILLed in the
 * middle and restarted on the same data: every order and payment that was answered is there as
 * answered, one cut off mid-flight is wholly there or wholly absent, and no two orders share an
 * ID or a number of the year's sequence.
 */
import { todayInIndia } from "../../shared/dates";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { AdminOrderDetail } from "../../shared/admin";
import { DEMO_PASSWORDS } from "../auth/demo-accounts";
import {
  createTestDatabase,
  describeEachEngine,
  type TestDatabase,
} from "../test-support/databases";
import { newOrderBody, paymentBody } from "../test-support/order-bodies";
import { httpClient, startServer, stopAllServers } from "../test-support/server-process";
import { orderProblems } from "../test-support/stored-data-rules";

const KILL_AFTER_ACKS = 60;
const WORKERS = 4;

describeEachEngine("orders and payments across a SIGKILL", (engine) => {
  let location: TestDatabase;
  beforeAll(async () => {
    location = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await stopAllServers();
    await location.remove();
  });

  it(
    "keeps every answered order and payment, and half-writes none",
    { timeout: 120_000 },
    async () => {
      const server = await startServer(location.config);
      const api = httpClient(server.url);
      const login = await api.post("/api/admin/login", {
        username: "rekha",
        password: DEMO_PASSWORDS.rekha,
      });
      const { token } = login.json as { token: string };
      const today = todayInIndia();
      const answered = new Map<string, AdminOrderDetail>();
      let acks = 0;
      let cutOff = 0;
      let killed: Promise<void> | undefined;
      const ack = () => {
        if (++acks === KILL_AFTER_ACKS) killed = server.kill();
      };

      const worker = async () => {
        for (;;) {
          const body = newOrderBody({ orderDate: today, expectedDelivery: today });
          const taken = await api.post("/api/admin/orders", body, { token }).catch(() => undefined);
          if (!taken) return void cutOff++;
          expect(taken.status).toBe(201);
          const detail = taken.json as AdminOrderDetail;
          answered.set(detail.order.orderId, detail);
          ack();
          const url = `/api/admin/orders/${detail.order.orderId}/payments`;
          const paid = await api
            .post(url, paymentBody({ paidOn: today }), { token })
            .catch(() => undefined);
          if (!paid) return void cutOff++;
          expect(paid.status).toBe(201);
          answered.set(detail.order.orderId, paid.json as AdminOrderDetail);
          ack();
        }
      };
      await Promise.all(Array.from({ length: WORKERS }, worker));
      await killed;
      expect(server.child.signalCode).toBe("SIGKILL");
      expect(cutOff).toBeGreaterThan(0);

      const restarted = await startServer(location.config);
      const again = httpClient(restarted.url);
      for (const [orderId, before] of answered) {
        const res = await again.get(`/api/admin/orders/${orderId}`, { token });
        expect(res.status).toBe(200);
        const after = res.json as AdminOrderDetail;
        // What was answered is there; a payment cut off after it may or may not be.
        const changing = { revision: expect.any(Number), paidRupees: expect.any(Number) };
        expect(after.order).toMatchObject({
          ...before.order,
          ...changing,
          balanceRupees: expect.any(Number),
        });
        expect(after.payments.slice(0, before.payments.length)).toEqual(before.payments);
      }
      await restarted.stop();

      const db = await location.open();
      try {
        const taken = await db.db
          .selectFrom("orders")
          .select("order_id")
          .where("is_sample", "=", 0)
          .execute();
        const year = Number(today.slice(0, 4));
        const { last } = await db.db
          .selectFrom("order_sequences")
          .select("last")
          .where("year", "=", year)
          .executeTakeFirstOrThrow();
        // One number per order: no gaps (a cut-off order took its number back) and no repeats.
        expect(taken.map((r) => r.order_id).sort()).toEqual(
          Array.from(
            { length: Number(last) },
            (_, i) => `RR${year}${String(i + 1).padStart(3, "0")}`,
          ),
        );
        expect(taken.length - answered.size).toBeLessThanOrEqual(WORKERS);
        expect(await orderProblems(db.db)).toEqual([]);
      } finally {
        await db.close();
      }
    },
  );
});
