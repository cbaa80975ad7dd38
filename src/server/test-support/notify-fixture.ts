/** What the notification tests share: orders taken through the API, a clock, a worker. */
import type { Hono } from "hono";
import { expect } from "vitest";
import type { AdminOrderDetail } from "../../shared/admin";
import type { MessagingInput, OrderMessages } from "../../shared/notifications";
import type { NewOrderInput } from "../../shared/order-input";
import type { Db } from "../db/schema";
import { createOutboxWorker, type OutboxWorkerOptions } from "../notifications/outbox-worker";
import { createRedactor, type NotifyLog } from "../notifications/redact";
import type { Sender } from "../notifications/sender";
import { jsonPost } from "./api-app";
import { newOrderBody } from "./order-bodies";
import { withToken } from "./admin-app";

/** A clock the test moves. */
export function testClock(start = "2026-03-02T04:30:00.000Z") {
  let at = new Date(start);
  return {
    now: () => at,
    advance(ms: number) {
      at = new Date(at.getTime() + ms);
    },
  };
}

let nextPhone = 1000;
/** A new order for a new customer (a phone of her own) with her message choices. */
export function newOrder(
  messaging: MessagingInput | undefined,
  overrides: Partial<NewOrderInput["customer"]> = {},
): NewOrderInput {
  const n = nextPhone++;
  const base = newOrderBody();
  return {
    ...base,
    customer: {
      ...base.customer,
      name: "Meera Sharma",
      phone: `+91 98290 1${String(n).padStart(4, "0")}`,
      email: `meera${n}@example.in`,
      ...overrides,
    },
    items: [{ designId: null, name: "Red Gota Patti Poshak", quantity: 1, note: "" }],
    ...(messaging ? { messaging } : {}),
  };
}

export function ownerCalls(app: Hono, token: string) {
  const send = async (path: string, body: unknown, method = "POST") => {
    const init = { ...jsonPost(body), method };
    return app.request(`/api/admin${path}`, withToken(token, init));
  };
  return {
    send,
    async takeOrder(order: NewOrderInput): Promise<AdminOrderDetail> {
      const res = await send("/orders", order);
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()) as AdminOrderDetail;
    },
    async setStep(orderId: string, step: number, status: string): Promise<void> {
      const res = await send(`/orders/${orderId}/steps/step-${step}`, { status }, "PATCH");
      expect(res.status, await res.clone().text()).toBe(200);
    },
    async messages(orderId: string): Promise<OrderMessages> {
      const res = await app.request(`/api/admin/orders/${orderId}/messages`, withToken(token));
      expect(res.status).toBe(200);
      return (await res.json()) as OrderMessages;
    },
  };
}

/** A log that keeps its lines. */
export function keptLog(): NotifyLog & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (m) => lines.push(m), error: (m) => lines.push(m) };
}

/** A worker on `db` with these senders, no waiting between tries beyond what the clock says. */
export function testWorker(
  db: Db,
  senders: Sender[],
  more: Partial<OutboxWorkerOptions> & { secrets?: string[] } = {},
) {
  const log = keptLog();
  const worker = createOutboxWorker({
    db: db.db,
    engine: db.engine,
    senders,
    pollMs: 60_000,
    leaseMs: 60_000,
    redact: createRedactor(more.secrets ?? []),
    log,
    random: () => 0.5,
    ...more,
  });
  return { worker, log };
}
