import { Hono, type Context } from "hono";
import {
  DesignPatchSchema,
  NewDesignSchema,
  NewOrderOfIdsSchema,
  searchDesigns,
} from "../../shared/catalogue-admin";
import { requireOwner, type OwnerEnv } from "../auth/require-owner";
import {
  keptAdminCatalogue,
  readAdminCatalogue,
  readAdminDesign,
  readChanges,
  readDesignChoices,
} from "../catalogue/catalogue-admin-read";
import {
  addDesign,
  DESIGN_NOT_FOUND,
  editDesign,
  reorderDesigns,
} from "../catalogue/design-writes";
import { jsonBodyLimit } from "../json-body";
import { validatedBody } from "../validated-body";
import { actorOf, changeAndAnswer, idParam, type CatalogueDeps } from "./catalogue-deps";
import { photoAdminRoutes } from "./photo-admin-routes";
import { reviewAdminRoutes } from "./review-admin-routes";

const BODY_BYTES = 16 * 1024;
/** How many of a design's changes its page shows. */
const DESIGN_CHANGES = 50;

/**
 * /api/admin/designs: the catalogue as the owners keep it. GET / (?q= searches), GET /choices
 * (what an order's items can name: id, name, hidden), POST / adds,
 * PUT /order reorders, GET and PATCH /:id read and change one design (name, fields, hidden),
 * /:id/photos its photos, /:id/reviews its reviews. Every route needs an owner's session.
 */
export function designAdminRoutes(deps: CatalogueDeps): Hono<OwnerEnv> {
  const body = jsonBodyLimit(BODY_BYTES);
  const designAnswer = async (c: Context<OwnerEnv>, id: number, status: 200 | 201 = 200) => {
    const design = await readAdminDesign(deps.db, id);
    if (!design) return c.json({ error: DESIGN_NOT_FOUND }, 404);
    const changes = await readChanges(deps.db, { designId: id, limit: DESIGN_CHANGES });
    return c.json({ design, changes }, status);
  };
  const catalogueNow = keptAdminCatalogue(deps.db, deps.config.demoMode);

  return new Hono<OwnerEnv>()
    .use("*", requireOwner(deps))
    .get("/", async (c) => {
      const q = c.req.query("q") ?? "";
      if (q.length > 100)
        return c.json({ error: "Search must be at most 100 characters", field: "q" }, 400);
      const catalogue = await catalogueNow();
      return c.json({ ...catalogue, designs: searchDesigns(catalogue.designs, q) }, 200);
    })
    .get("/choices", async (c) => c.json(await readDesignChoices(deps.db), 200))
    .post("/", body, async (c) => {
      const input = await validatedBody(c, NewDesignSchema);
      if (!input.ok) return input.response;
      return changeAndAnswer(
        c,
        deps,
        () => addDesign(deps.db, actorOf(c, deps), input.data),
        (id) => designAnswer(c, id, 201),
      );
    })
    .put("/order", body, async (c) => {
      const input = await validatedBody(c, NewOrderOfIdsSchema);
      if (!input.ok) return input.response;
      return changeAndAnswer(
        c,
        deps,
        () => reorderDesigns(deps.db, actorOf(c, deps), input.data.ids),
        async () => c.json(await readAdminCatalogue(deps.db, deps.config.demoMode), 200),
      );
    })
    .get("/:id", async (c) => {
      const id = idParam(c, "id");
      return id ? designAnswer(c, id) : c.json({ error: DESIGN_NOT_FOUND }, 404);
    })
    .patch("/:id", body, async (c) => {
      const input = await validatedBody(c, DesignPatchSchema);
      if (!input.ok) return input.response;
      const id = idParam(c, "id");
      if (!id) return c.json({ error: DESIGN_NOT_FOUND }, 404);
      return changeAndAnswer(
        c,
        deps,
        () => editDesign(deps.db, actorOf(c, deps), id, input.data),
        () => designAnswer(c, id),
      );
    })
    .route("/:id/photos", photoAdminRoutes(deps, designAnswer))
    .route("/:id/reviews", reviewAdminRoutes(deps));
}
