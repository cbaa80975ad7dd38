import type { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import type { AdminOrderDetail } from "../../shared/admin";
import type { StepStatus } from "../../shared/orders";
import type { Db, Engine } from "../db/schema";
import { seedSampleOrders } from "../db/seed";
import { allowTimeForScrypt, createAdminTestApp, jsonPatch, sessionTokenFor } from "./admin-app";
import { createTestDatabase, type TestDatabase } from "./databases";

/** 20:00 UTC on 10 Feb is already 11 Feb in Jaipur (UTC+5:30). */
export const START = Date.UTC(2024, 1, 10, 20, 0, 0);
export const TODAY_IN_INDIA = "2024-02-11";

export interface StepUpdateFixture {
  location: TestDatabase;
  db: Db;
  app: Hono;
  /** The app's clock (epoch ms); reset to START before each test. */
  clock: number;
  sunita: string;
  rekha: string;
}

/** One database and app per engine; every test starts from the sample orders at START. */
export function useStepUpdateFixture(engine: Engine) {
  allowTimeForScrypt();
  const f = { clock: START } as StepUpdateFixture;

  beforeAll(async () => {
    f.location = await createTestDatabase(engine);
    f.db = await f.location.open();
    f.app = await createAdminTestApp(f.db, () => new Date(f.clock));
    f.sunita = await sessionTokenFor(f.db, "sunita", new Date(START));
    f.rekha = await sessionTokenFor(f.db, "rekha", new Date(START));
  });

  // Deleting an order cascades to its steps, history, payments and timeline.
  beforeEach(async () => {
    f.clock = START;
    await f.db.db.deleteFrom("orders").execute();
    await seedSampleOrders(f.db.db, new Date(START));
  });

  afterAll(async () => {
    await f.db.close();
    await f.location.remove();
  });

  const patch = (orderId: string, stepId: string, body: unknown, token = f.sunita, via = f.app) =>
    via.request(`/api/admin/orders/${orderId}/steps/${stepId}`, jsonPatch(token, body));

  const setStep = async (orderId: string, stepId: string, status: StepStatus, token = f.sunita) => {
    const res = await patch(orderId, stepId, { status }, token);
    expect(res.status).toBe(200);
    return (await res.json()) as AdminOrderDetail;
  };

  const countRows = async (table: "status_history") =>
    (await f.db.db.selectFrom(table).selectAll().execute()).length;

  /** Timeline entries other than the orders' creation: what changes wrote. */
  const countChanges = async () =>
    (await f.db.db.selectFrom("order_events").select("id").where("kind", "!=", "created").execute())
      .length;

  return { f, patch, setStep, countRows, countChanges };
}
