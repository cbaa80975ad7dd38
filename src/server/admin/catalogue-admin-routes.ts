import { Hono, type Context } from "hono";
import {
  CATALOGUE_REFUSALS,
  isFilterGroup,
  NewOrderOfIdsSchema,
  OptionValueSchema,
} from "../../shared/catalogue-admin";
import { GROUP_LABELS, type FilterGroup } from "../../shared/filter";
import { requireOwner, type OwnerEnv } from "../auth/require-owner";
import { readAdminCatalogue, readChanges } from "../catalogue/catalogue-admin-read";
import { addOption, removeOption, renameOption, reorderOptions } from "../catalogue/option-writes";
import { jsonBodyLimit } from "../json-body";
import { validatedBody } from "../validated-body";
import { actorOf, changeAndAnswer, idParam, type CatalogueDeps } from "./catalogue-deps";

const NO_SUCH_LIST = {
  error: `There is no such list: use ${Object.keys(GROUP_LABELS).join(", ")}`,
} as const;
const NO_SUCH_VALUE = { error: CATALOGUE_REFUSALS.optionNotFound } as const;
const CHANGES_MAX = 200;

/**
 * /api/admin/catalogue: the four filter lists (/lists/:group: POST adds a value, PATCH /:id
 * renames it, DELETE /:id deletes it unless a design uses it, PUT /order reorders) and the change
 * log (GET /changes?limit=). Each list change answers with the whole catalogue, as GET
 * /api/admin/designs does.
 */
export function catalogueAdminRoutes(deps: CatalogueDeps): Hono<OwnerEnv> {
  const body = jsonBodyLimit(4096);
  const catalogue = async (c: Context<OwnerEnv>, status: 200 | 201 = 200) =>
    c.json(await readAdminCatalogue(deps.db, deps.config.demoMode), status);
  const groupOf = (c: Context<OwnerEnv>): FilterGroup | undefined => {
    const group = c.req.param("group") ?? "";
    return isFilterGroup(group) ? group : undefined;
  };

  return new Hono<OwnerEnv>()
    .use("*", requireOwner(deps))
    .get("/changes", async (c) => {
      const text = c.req.query("limit") ?? "50";
      const limit = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
      if (!(limit >= 1 && limit <= CHANGES_MAX))
        return c.json(
          { error: `limit must be a whole number from 1 to ${CHANGES_MAX}`, field: "limit" },
          400,
        );
      return c.json({ changes: await readChanges(deps.db, { limit }) }, 200);
    })
    .post("/lists/:group", body, async (c) => {
      const input = await validatedBody(c, OptionValueSchema);
      if (!input.ok) return input.response;
      const group = groupOf(c);
      if (!group) return c.json(NO_SUCH_LIST, 404);
      return changeAndAnswer(
        c,
        deps,
        () => addOption(deps.db, actorOf(c, deps), group, input.data.value),
        () => catalogue(c, 201),
      );
    })
    .put("/lists/:group/order", body, async (c) => {
      const input = await validatedBody(c, NewOrderOfIdsSchema);
      if (!input.ok) return input.response;
      const group = groupOf(c);
      if (!group) return c.json(NO_SUCH_LIST, 404);
      return changeAndAnswer(
        c,
        deps,
        () => reorderOptions(deps.db, actorOf(c, deps), group, input.data.ids),
        () => catalogue(c),
      );
    })
    .patch("/lists/:group/:id", body, async (c) => {
      const input = await validatedBody(c, OptionValueSchema);
      if (!input.ok) return input.response;
      const group = groupOf(c);
      const id = idParam(c, "id");
      if (!group) return c.json(NO_SUCH_LIST, 404);
      if (!id) return c.json(NO_SUCH_VALUE, 404);
      return changeAndAnswer(
        c,
        deps,
        () => renameOption(deps.db, actorOf(c, deps), group, id, input.data.value),
        () => catalogue(c),
      );
    })
    .delete("/lists/:group/:id", async (c) => {
      const group = groupOf(c);
      const id = idParam(c, "id");
      if (!group) return c.json(NO_SUCH_LIST, 404);
      if (!id) return c.json(NO_SUCH_VALUE, 404);
      return changeAndAnswer(
        c,
        deps,
        () => removeOption(deps.db, actorOf(c, deps), group, id),
        () => catalogue(c),
      );
    });
}
