import { Hono } from "hono";
import { todayInIndia } from "../../shared/dates";
import { NewReviewSchema, ReviewApprovalSchema } from "../../shared/reviews";
import type { OwnerEnv } from "../auth/require-owner";
import { DESIGN_NOT_FOUND } from "../catalogue/design-writes";
import {
  addReview,
  readDesignReviews,
  removeReview,
  REVIEW_NOT_FOUND,
  setReviewApproved,
} from "../catalogue/review-writes";
import { jsonBodyLimit } from "../json-body";
import { validatedBody } from "../validated-body";
import { actorOf, changeAndAnswer, idParam, type CatalogueDeps } from "./catalogue-deps";

const BODY_BYTES = 8 * 1024;

/**
 * /api/admin/designs/:id/reviews (issue 23): GET / lists the design's reviews, POST / records
 * one, PATCH /:reviewId shows it on the site or takes it off ({ approved }), DELETE /:reviewId
 * deletes it. Each change answers the design's reviews as they now are. Mounted behind
 * designAdminRoutes' owner check.
 */
export function reviewAdminRoutes(deps: CatalogueDeps): Hono<OwnerEnv> {
  const body = jsonBodyLimit(BODY_BYTES);
  const list = async (designId: number, status: 200 | 201 = 200) =>
    Response.json({ reviews: await readDesignReviews(deps.db, designId) }, { status });

  return new Hono<OwnerEnv>()
    .get("/", async (c) => {
      const id = idParam(c, "id");
      return id ? list(id) : c.json({ error: DESIGN_NOT_FOUND }, 404);
    })
    .post("/", body, async (c) => {
      const input = await validatedBody(c, NewReviewSchema);
      if (!input.ok) return input.response;
      const id = idParam(c, "id");
      if (!id) return c.json({ error: DESIGN_NOT_FOUND }, 404);
      const actor = actorOf(c, deps);
      return changeAndAnswer(
        c,
        deps,
        () => addReview(deps.db, actor, id, input.data, todayInIndia(actor.now)),
        () => list(id, 201),
      );
    })
    .patch("/:reviewId", body, async (c) => {
      const input = await validatedBody(c, ReviewApprovalSchema);
      if (!input.ok) return input.response;
      const id = idParam(c, "id");
      const reviewId = idParam(c, "reviewId");
      if (!id || !reviewId) return c.json({ error: REVIEW_NOT_FOUND }, 404);
      return changeAndAnswer(
        c,
        deps,
        () => setReviewApproved(deps.db, actorOf(c, deps), id, reviewId, input.data.approved),
        () => list(id),
      );
    })
    .delete("/:reviewId", async (c) => {
      const id = idParam(c, "id");
      const reviewId = idParam(c, "reviewId");
      if (!id || !reviewId) return c.json({ error: REVIEW_NOT_FOUND }, 404);
      return changeAndAnswer(
        c,
        deps,
        () => removeReview(deps.db, actorOf(c, deps), id, reviewId),
        () => list(id),
      );
    });
}
