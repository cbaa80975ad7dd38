import { Hono, type Context } from "hono";
import { todayInIndia } from "../../shared/dates";
import {
  CHALLAN_REFUSALS,
  ChallanInputSchema,
  ChallanQuerySchema,
  ChallanReturnInputSchema,
} from "../../shared/workshop/challan-input";
import { WORKSHOP_REFUSALS } from "../../shared/workshop/karigar-input";
import type { AdminDeps } from "../admin/admin-deps";
import { invalidInput } from "../admin/invalid-input";
import { requireOwner, type OwnerEnv } from "../auth/require-owner";
import { jsonBodyLimit } from "../json-body";
import { validatedBody } from "../validated-body";
import { listChallans, loadChallan, recordReturn, sendOut } from "./challan-store";

const ID = ":id{[0-9]{1,9}}";

/** Under /api/admin/workshop/challans: work sent out and what came back (any owner). */
export function challanRoutes(deps: AdminDeps): Hono<OwnerEnv> {
  const owner = requireOwner(deps);
  const body = jsonBodyLimit(32 * 1024);
  const who = (c: Context<OwnerEnv>) => ({ by: c.get("session").user.username, now: deps.now() });
  const today = () => todayInIndia(deps.now());
  const notFound = (c: Context) => c.json({ error: CHALLAN_REFUSALS.challanNotFound }, 404);
  const answer = async (c: Context, id: number, status: 200 | 201 = 200) =>
    c.json({ challan: await loadChallan(deps.db, id, today()) }, status);

  return new Hono<OwnerEnv>()
    .get("/", owner, async (c) => {
      const query = ChallanQuerySchema.safeParse(c.req.query());
      if (!query.success) return c.json(invalidInput(query.error), 400);
      return c.json(await listChallans(deps.db, today(), query.data));
    })
    .post("/", owner, body, async (c) => {
      const input = await validatedBody(c, ChallanInputSchema);
      if (!input.ok) return input.response;
      const sent = await sendOut(deps.db, input.data, who(c));
      if (sent.ok) return answer(c, sent.id, 201);
      switch (sent.refusal) {
        case "order-not-found":
          return c.json({ error: WORKSHOP_REFUSALS.orderNotFound, field: "orderId" }, 400);
        case "step-not-found":
          return c.json({ error: WORKSHOP_REFUSALS.stepNotFound, field: "stepId" }, 400);
        case "karigar-not-found":
          return c.json({ error: WORKSHOP_REFUSALS.karigarNotFound, field: "karigarId" }, 400);
        case "inactive":
          return c.json({ error: WORKSHOP_REFUSALS.karigarInactive, field: "karigarId" }, 400);
      }
    })
    .get(`/${ID}`, owner, async (c) => {
      const challan = await loadChallan(deps.db, Number(c.req.param("id")), today());
      return challan ? c.json({ challan }) : notFound(c);
    })
    .post(`/${ID}/returns`, owner, body, async (c) => {
      const input = await validatedBody(c, ChallanReturnInputSchema);
      if (!input.ok) return input.response;
      const id = Number(c.req.param("id"));
      switch (await recordReturn(deps.db, id, input.data, who(c))) {
        case "not-found":
          return notFound(c);
        case "all-back":
          return c.json({ error: CHALLAN_REFUSALS.alreadyReturned, field: "lines" }, 409);
        case "before-sent":
          return c.json({ error: CHALLAN_REFUSALS.returnedBeforeSent, field: "returnedOn" }, 400);
        case "not-on-challan":
          return c.json({ error: CHALLAN_REFUSALS.lineNotOnChallan, field: "lines" }, 400);
        case "more-than-sent":
          return c.json({ error: CHALLAN_REFUSALS.moreThanSent, field: "lines" }, 409);
        case "recorded":
          return answer(c, id, 201);
      }
    });
}
