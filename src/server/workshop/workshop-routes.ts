import { Hono, type Context } from "hono";
import { todayInIndia } from "../../shared/dates";
import {
  AdjustmentInputSchema,
  AssignmentInputSchema,
  KarigarInputSchema,
  PayoutInputSchema,
  PeriodQuerySchema,
  RateInputSchema,
  WORKSHOP_REFUSALS,
} from "../../shared/workshop/karigar-input";
import type { KarigarPage } from "../../shared/workshop/workshop";
import { invalidInput } from "../admin/invalid-input";
import type { AdminDeps } from "../admin/admin-deps";
import { exportAnswerer } from "../admin/csv-stream";
import { requireOwner, type OwnerEnv } from "../auth/require-owner";
import { jsonBodyLimit } from "../json-body";
import { validatedBody } from "../validated-body";
import {
  addAdjustment,
  addPayout,
  recentEntries,
  statement,
  statementCsv,
} from "./karigar-account";
import {
  addRate,
  createKarigar,
  listKarigars,
  loadKarigar,
  RateExists,
  updateKarigar,
} from "./karigar-store";
import { jobCard } from "./job-card";
import { assignments, assignStep, unassignStep, workloadBoard } from "./step-assignments";

const ID = ":id{[0-9]{1,9}}";
const ORDER_STEP = "/orders/:orderId{[A-Z0-9-]{1,40}}/steps/:stepId{step-[0-9]{1,2}}";

/** Under /api/admin/workshop: karigars, their rates and account, steps assigned (any owner). */
export function workshopRoutes(deps: AdminDeps): Hono<OwnerEnv> {
  const owner = requireOwner(deps);
  const body = jsonBodyLimit(32 * 1024);
  const exportAnswer = exportAnswerer(deps);
  const who = (c: Context<OwnerEnv>) => ({ by: c.get("session").user.username, now: deps.now() });
  const today = () => todayInIndia(deps.now());
  const notFound = (c: Context) => c.json({ error: WORKSHOP_REFUSALS.karigarNotFound }, 404);
  const idOf = (c: Context) => Number(c.req.param("id"));

  async function page(id: number): Promise<KarigarPage | undefined> {
    const karigar = await loadKarigar(deps.db, id);
    if (!karigar) return undefined;
    const [open, recent] = await Promise.all([
      assignments(deps.db, today(), { karigarId: id, open: true }),
      recentEntries(deps.db, id),
    ]);
    return { karigar, open, recent };
  }

  return new Hono<OwnerEnv>()
    .get("/karigars", owner, async (c) => c.json({ karigars: await listKarigars(deps.db) }))
    .post("/karigars", owner, body, async (c) => {
      const input = await validatedBody(c, KarigarInputSchema);
      if (!input.ok) return input.response;
      try {
        const id = await createKarigar(deps.db, input.data, who(c));
        return c.json(await page(id), 201);
      } catch (error) {
        if (error instanceof RateExists)
          return c.json({ error: WORKSHOP_REFUSALS.rateExists, field: "rates" }, 409);
        throw error;
      }
    })
    .get(`/karigars/${ID}`, owner, async (c) => {
      const answer = await page(idOf(c));
      return answer ? c.json(answer) : notFound(c);
    })
    .put(`/karigars/${ID}`, owner, body, async (c) => {
      const input = await validatedBody(c, KarigarInputSchema);
      if (!input.ok) return input.response;
      if (!(await updateKarigar(deps.db, idOf(c), input.data, who(c)))) return notFound(c);
      return c.json(await page(idOf(c)));
    })
    .post(`/karigars/${ID}/rates`, owner, body, async (c) => {
      const input = await validatedBody(c, RateInputSchema);
      if (!input.ok) return input.response;
      if (!(await loadKarigar(deps.db, idOf(c)))) return notFound(c);
      if ((await addRate(deps.db, idOf(c), input.data, who(c))) === "exists")
        return c.json({ error: WORKSHOP_REFUSALS.rateExists, field: "effectiveFrom" }, 409);
      return c.json(await page(idOf(c)), 201);
    })
    .post(`/karigars/${ID}/adjustments`, owner, body, async (c) => {
      const input = await validatedBody(c, AdjustmentInputSchema);
      if (!input.ok) return input.response;
      if (!(await loadKarigar(deps.db, idOf(c)))) return notFound(c);
      await addAdjustment(deps.db, idOf(c), input.data, who(c));
      return c.json(await page(idOf(c)), 201);
    })
    .post(`/karigars/${ID}/payouts`, owner, body, async (c) => {
      const input = await validatedBody(c, PayoutInputSchema);
      if (!input.ok) return input.response;
      if (!(await loadKarigar(deps.db, idOf(c)))) return notFound(c);
      await addPayout(deps.db, idOf(c), input.data, who(c));
      return c.json(await page(idOf(c)), 201);
    })
    .get(`/karigars/${ID}/statement`, owner, async (c) => {
      const period = PeriodQuerySchema.safeParse(c.req.query());
      if (!period.success) return c.json(invalidInput(period.error), 400);
      const answer = await statement(deps.db, idOf(c), period.data);
      return answer ? c.json(answer) : notFound(c);
    })
    .get(`/karigars/${ID}/statement.csv`, owner, async (c) => {
      const period = PeriodQuerySchema.safeParse(c.req.query());
      if (!period.success) return c.json(invalidInput(period.error), 400);
      if (!(await loadKarigar(deps.db, idOf(c)))) return notFound(c);
      return exportAnswer(
        c,
        `karigar-${idOf(c)}-statement`,
        statementCsv(deps.db, idOf(c), period.data),
      );
    })
    .get(`/karigars/${ID}/job-card`, owner, async (c) => {
      const card = await jobCard(deps.db, idOf(c), today());
      return card ? c.json(card) : notFound(c);
    })
    .get("/board", owner, async (c) => c.json(await workloadBoard(deps.db, today())))
    .get("/orders/:orderId{[A-Z0-9-]{1,40}}", owner, async (c) =>
      c.json({
        assignments: await assignments(deps.db, today(), { orderId: c.req.param("orderId") }),
      }),
    )
    .put(ORDER_STEP, owner, body, async (c) => {
      const input = await validatedBody(c, AssignmentInputSchema);
      if (!input.ok) return input.response;
      const { orderId, stepId } = c.req.param();
      const outcome = await assignStep(deps.db, orderId, stepId, input.data, who(c));
      switch (outcome) {
        case "order-not-found":
          return c.json({ error: WORKSHOP_REFUSALS.orderNotFound }, 404);
        case "step-not-found":
          return c.json({ error: WORKSHOP_REFUSALS.stepNotFound }, 404);
        case "karigar-not-found":
          return c.json({ error: WORKSHOP_REFUSALS.karigarNotFound, field: "karigarId" }, 400);
        case "karigar-inactive":
          return c.json({ error: WORKSHOP_REFUSALS.karigarInactive, field: "karigarId" }, 400);
        case "no-rate":
          return c.json({ error: WORKSHOP_REFUSALS.noRate, field: "work" }, 400);
      }
      return c.json({ assignments: await assignments(deps.db, today(), { orderId }) });
    })
    .delete(ORDER_STEP, owner, async (c) => {
      const { orderId, stepId } = c.req.param();
      if (!(await unassignStep(deps.db, orderId, stepId)))
        return c.json({ error: WORKSHOP_REFUSALS.stepNotFound }, 404);
      return c.json({ assignments: await assignments(deps.db, today(), { orderId }) });
    });
}
