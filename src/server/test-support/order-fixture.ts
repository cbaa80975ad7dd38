/**
 * One database and app per engine for the owners' order tests, with a clock the test moves and
 * both owners' sessions, and the calls those tests make: take an order, change it, read it as
 * the owners and as the customer.
 */
import type { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import type { AdminOrderDetail, AdminOrderSummary } from "../../shared/admin";
import type { NewOrderInput } from "../../shared/order-input";
import type { PublicOrder } from "../../shared/orders";
import type { AdminSettings } from "../auth/owners";
import type { Db, Engine } from "../db/schema";
import type { PhotoStore } from "../photos/photo-store";
import { allowTimeForScrypt, createAdminTestApp, sessionTokenFor, withToken } from "./admin-app";
import { fromIp, jsonPost } from "./api-app";
import { createTestDatabase, type TestDatabase } from "./databases";
import { newOrderBody } from "./order-bodies";

/** 10:00 in Jaipur on 2 March 2026. */
export const START = Date.UTC(2026, 2, 2, 4, 30, 0);
export const TODAY_IN_INDIA = "2026-03-02";

export interface Answer<T = unknown> {
  status: number;
  json: T;
}

/** Every test starts at START (the sessions last 8 hours from then). */
export function useOrderFixture(
  engine: Engine,
  options: { settings?: AdminSettings; sampleOrders?: boolean; photos?: PhotoStore } = {},
) {
  allowTimeForScrypt();
  const f = { clock: START } as {
    location: TestDatabase;
    db: Db;
    app: Hono;
    clock: number;
    sunita: string;
    rekha: string;
  };
  let nextIp = 1;
  /** A client address of its own, so per-client limits do not carry over. */
  const ip = () => `198.51.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

  beforeAll(async () => {
    f.location = await createTestDatabase(engine);
    f.db = await f.location.open({ sampleOrders: options.sampleOrders ?? true });
    f.app = await createAdminTestApp(
      f.db,
      () => new Date(f.clock),
      options.settings,
      options.photos ? { photos: options.photos } : {},
    );
    f.sunita = await sessionTokenFor(f.db, "sunita", new Date(START));
    f.rekha = await sessionTokenFor(f.db, "rekha", new Date(START));
  });
  beforeEach(() => {
    f.clock = START;
  });
  afterAll(async () => {
    await f.db.close();
    await f.location.remove();
  });

  const answer = async <T>(res: Response): Promise<Answer<T>> => ({
    status: res.status,
    json: (await res.json()) as T,
  });

  /** An owner's call: a body means JSON, sent with `method` (POST by default). */
  const send = async <T = AdminOrderDetail>(
    path: string,
    body?: unknown,
    { method = body === undefined ? "GET" : "POST", token = f.sunita } = {},
  ): Promise<Answer<T>> => {
    const init: RequestInit =
      body === undefined ? { method } : { ...jsonPost(body), method: method };
    return answer<T>(await f.app.request(`/api/admin${path}`, withToken(token, init)));
  };

  /** Takes an order (201 expected) and gives its detail. */
  const createOrder = async (
    overrides: Partial<NewOrderInput> = {},
    token = f.sunita,
  ): Promise<AdminOrderDetail> => {
    const res = await send("/orders", newOrderBody(overrides), { token });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return res.json;
  };

  /** A change that must work (200 or 201); gives the order's detail. */
  const change = async (path: string, body: unknown, method = "POST", token = f.sunita) => {
    const res = await send(path, body, { method, token });
    expect(res.status, JSON.stringify(res.json)).toBeOneOf([200, 201]);
    return res.json;
  };

  /** The order's row in the owners' list (searched for, in any state). */
  const listRow = async (orderId: string) => {
    const { json } = await send<{ orders: AdminOrderSummary[] }>(
      `/orders?state=all&search=${orderId}`,
    );
    return json.orders.find((o) => o.orderId === orderId);
  };

  /** The customer's lookup by ID alone, from a fresh client address unless one is given. */
  const track = async (orderId: string, from = ip()) =>
    answer<{ order: PublicOrder }>(await f.app.request(`/api/orders/${orderId}`, fromIp(from)));

  /** The customer's lookup with the last four digits of her phone. */
  const trackWithDigits = async (orderId: string, phoneLast4: unknown, from = ip()) =>
    answer<{ order: PublicOrder }>(
      await f.app.request(`/api/orders/${orderId}/details`, jsonPost({ phoneLast4 }, from)),
    );

  /** The order's tracking code, as her messages carry it. */
  const codeOf = async (orderId: string) =>
    (
      await f.db.db
        .selectFrom("orders")
        .select("tracking_code")
        .where("order_id", "=", orderId)
        .executeTakeFirstOrThrow()
    ).tracking_code;

  /** The customer's lookup by her tracking code (her link), with the digits when given. */
  const trackByCode = async (code: string, phoneLast4?: unknown, from = ip()) =>
    answer<{ order: PublicOrder }>(
      await f.app.request(
        phoneLast4 === undefined ? `/api/track/${code}` : `/api/track/${code}/details`,
        phoneLast4 === undefined ? fromIp(from) : jsonPost({ phoneLast4 }, from),
      ),
    );

  return { f, ip, send, createOrder, change, listRow, track, trackWithDigits, codeOf, trackByCode };
}
