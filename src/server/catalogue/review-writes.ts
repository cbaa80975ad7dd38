import type { Kysely } from "kysely";
import { REVIEW_REFUSALS, type AdminDesignReview, type NewReview } from "../../shared/reviews";
import type { Database, DesignReviewsTable } from "../db/schema";
import { changeCatalogue, CatalogueRefusal, type Actor } from "./catalogue-write";
import { DESIGN_NOT_FOUND } from "./design-writes";
import type { Selectable } from "kysely";

/** What the owners are told when the review asked for is not (or no longer) there. */
export const REVIEW_NOT_FOUND = REVIEW_REFUSALS.notFound;
/** A review dated after today (India's calendar): she cannot have given it yet. */
export const REVIEW_IN_FUTURE = REVIEW_REFUSALS.inFuture;

const toAdminReview = (row: Selectable<DesignReviewsTable>): AdminDesignReview => ({
  id: row.id,
  firstName: row.first_name,
  city: row.city,
  rating: row.rating,
  text: row.text,
  reviewedOn: row.reviewed_on,
  approved: row.approved === 1,
  createdAt: row.created_at,
  createdBy: row.created_by,
});

/** A design's reviews for the owners, newest first, shown or not. */
export async function readDesignReviews(
  db: Kysely<Database>,
  designId: number,
): Promise<AdminDesignReview[]> {
  const rows = await db
    .selectFrom("design_reviews")
    .selectAll()
    .where("design_id", "=", designId)
    .orderBy("reviewed_on", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toAdminReview);
}

/**
 * Records a review (shown at once when `approved`). Through changeCatalogue: the catalogue's
 * revision moves, so every instance's pages show the new stars.
 */
export function addReview(
  db: Kysely<Database>,
  actor: Actor,
  designId: number,
  input: NewReview,
  today: string,
): Promise<number> {
  if (input.reviewedOn > today) throw new CatalogueRefusal(400, REVIEW_IN_FUTURE, "reviewedOn");
  return changeCatalogue(db, actor, async ({ trx, record }) => {
    const design = await trx
      .selectFrom("designs")
      .select("name")
      .where("id", "=", designId)
      .executeTakeFirst();
    if (!design) throw new CatalogueRefusal(404, DESIGN_NOT_FOUND);
    const row = await trx
      .insertInto("design_reviews")
      .values({
        design_id: designId,
        first_name: input.firstName,
        city: input.city,
        rating: input.rating,
        text: input.text,
        reviewed_on: input.reviewedOn,
        approved: input.approved ? 1 : 0,
        created_at: actor.now.toISOString(),
        created_by: actor.by ?? "",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const said = { name: design.name, firstName: input.firstName, rating: input.rating };
    await record(designId, { kind: "review-added", ...said });
    if (input.approved) await record(designId, { kind: "review-approved", ...said });
    return Number(row.id);
  });
}

/** Shows a review on the site, or takes it off; nothing changes when it already is so. */
export function setReviewApproved(
  db: Kysely<Database>,
  actor: Actor,
  designId: number,
  reviewId: number,
  approved: boolean,
): Promise<void> {
  return changeCatalogue(db, actor, async ({ trx, record }) => {
    const found = await reviewOf(trx, designId, reviewId);
    if ((found.approved === 1) === approved) return;
    await trx
      .updateTable("design_reviews")
      .set({ approved: approved ? 1 : 0 })
      .where("id", "=", reviewId)
      .execute();
    await record(designId, {
      kind: approved ? "review-approved" : "review-hidden",
      name: found.name,
      firstName: found.first_name,
      rating: found.rating,
    });
  });
}

export function removeReview(
  db: Kysely<Database>,
  actor: Actor,
  designId: number,
  reviewId: number,
): Promise<void> {
  return changeCatalogue(db, actor, async ({ trx, record }) => {
    const found = await reviewOf(trx, designId, reviewId);
    await trx.deleteFrom("design_reviews").where("id", "=", reviewId).execute();
    await record(designId, {
      kind: "review-removed",
      name: found.name,
      firstName: found.first_name,
      rating: found.rating,
    });
  });
}

async function reviewOf(trx: Kysely<Database>, designId: number, reviewId: number) {
  const found = await trx
    .selectFrom("design_reviews")
    .innerJoin("designs", "designs.id", "design_reviews.design_id")
    .select([
      "designs.name",
      "design_reviews.first_name",
      "design_reviews.rating",
      "design_reviews.approved",
    ])
    .where("design_reviews.id", "=", reviewId)
    .where("design_reviews.design_id", "=", designId)
    .executeTakeFirst();
  if (!found) throw new CatalogueRefusal(404, REVIEW_NOT_FOUND);
  return found;
}
