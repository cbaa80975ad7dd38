import { Hono } from "hono";
import {
  BusinessProfileSchema,
  SIGNATURE_KEY_MESSAGE,
} from "../../shared/billing/business-profile";
import { DEFAULT_LINE_KIND } from "../../shared/billing/line-kinds";
import {
  DesignKindSchema,
  LineKindCodeSchema,
  NewTaxRuleSchema,
  type TaxRulesAnswer,
} from "../../shared/billing/tax-rule-input";
import { requireOwner, type OwnerEnv } from "../auth/require-owner";
import { jsonBodyLimit } from "../json-body";
import { validatedBody } from "../validated-body";
import type { CatalogueDeps } from "../admin/catalogue-deps";
import { loadBusiness, saveBusiness } from "./business-store";
import {
  addRule,
  loadDesignKinds,
  loadLineKinds,
  loadRates,
  setDesignKind,
  setLineKindCode,
} from "./tax-rule-store";
import { signatureRoutes } from "./signature-routes";

/** Under /billing: Settings → Business and Settings → Tax rules (any owner). */
export function billingSettingsRoutes(deps: CatalogueDeps): Hono<OwnerEnv> {
  const owner = requireOwner(deps);
  const body = jsonBodyLimit(16 * 1024);
  const who = (c: { get(k: "session"): { user: { username: string } } }) => ({
    by: c.get("session").user.username,
    now: deps.now(),
  });
  async function taxRules(): Promise<TaxRulesAnswer> {
    const [rates, lineKinds, designs, kinds] = await Promise.all([
      loadRates(deps.db),
      loadLineKinds(deps.db),
      deps.db.selectFrom("designs").select(["id", "name"]).orderBy("position").execute(),
      loadDesignKinds(deps.db),
    ]);
    return {
      rates,
      lineKinds,
      designs: designs.map((d) => ({
        id: Number(d.id),
        name: d.name,
        lineKind: kinds.get(Number(d.id)) ?? DEFAULT_LINE_KIND,
      })),
    };
  }
  return new Hono<OwnerEnv>()
    .use("/signature", owner)
    .route("/signature", signatureRoutes(deps))
    .get("/business", owner, async (c) => c.json(await loadBusiness(deps.db)))
    .put("/business", owner, body, async (c) => {
      const input = await validatedBody(c, BusinessProfileSchema);
      if (!input.ok) return input.response;
      const { signatureKey } = input.data;
      if (signatureKey && !(await deps.photos.get(signatureKey)))
        return c.json({ error: SIGNATURE_KEY_MESSAGE, field: "signatureKey" }, 400);
      await saveBusiness(deps.db, input.data, who(c));
      return c.json(await loadBusiness(deps.db));
    })
    .get("/tax-rules", owner, async (c) => c.json(await taxRules()))
    .post("/tax-rules", owner, body, async (c) => {
      const input = await validatedBody(c, NewTaxRuleSchema);
      if (!input.ok) return input.response;
      if ((await addRule(deps.db, input.data, who(c))) === "exists")
        return c.json(
          {
            error: "A rule for this HSN/SAC from this date is already set",
            field: "effectiveFrom",
          },
          409,
        );
      return c.json(await taxRules(), 201);
    })
    .put("/line-kinds/:key", owner, body, async (c) => {
      const input = await validatedBody(c, LineKindCodeSchema);
      if (!input.ok) return input.response;
      if (!(await setLineKindCode(deps.db, c.req.param("key"), input.data, who(c))))
        return c.json({ error: "Line kind not found" }, 404);
      return c.json(await taxRules());
    })
    .put("/designs/:id{[0-9]{1,9}}", owner, body, async (c) => {
      const input = await validatedBody(c, DesignKindSchema);
      if (!input.ok) return input.response;
      const id = Number(c.req.param("id"));
      const [design, kinds] = await Promise.all([
        deps.db.selectFrom("designs").select("id").where("id", "=", id).executeTakeFirst(),
        loadLineKinds(deps.db),
      ]);
      if (!design) return c.json({ error: "Design not found" }, 404);
      if (!kinds.some((k) => k.key === input.data.lineKind))
        return c.json({ error: "Kind must be one of the line kinds", field: "lineKind" }, 400);
      await setDesignKind(deps.db, id, input.data.lineKind, who(c));
      return c.json(await taxRules());
    });
}
