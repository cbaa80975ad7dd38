/**
 * Reviews of a design (issue 23): recorded by the owners from what a customer told them, shown
 * on the site only once approved. Outside demo mode a design's stars are its approved reviews'
 * average; demo mode keeps the spec's five-star row on every card.
 */
import type { Locale } from "./locale";
import { EN, inLocale, m } from "./messages";
import { isoDate, requiredText, optionalText } from "./schema-fields";
import { z } from "./zod";

export const REVIEW_LIMITS = { firstName: 40, city: 60, text: 1000 } as const;
/** How many of a design's approved reviews its page shows, newest first. */
export const REVIEWS_SHOWN = 6;

export interface DesignReview {
  id: number;
  firstName: string;
  city: string;
  /** 1 to 5. */
  rating: number;
  text: string;
  /** yyyy-mm-dd. */
  reviewedOn: string;
}

/** A review as the owners see it: whether it is shown, who recorded it and when. */
export interface AdminDesignReview extends DesignReview {
  approved: boolean;
  createdAt: string;
  createdBy: string;
}

/** A design's approved reviews in sum: the average to one decimal, and how many. */
export interface RatingSummary {
  average: number;
  count: number;
}

/** The average of whole ratings, to one decimal (4.67 → 4.7). */
export const averageOf = (sum: number, count: number): number =>
  Math.round((sum / count) * 10) / 10;

/** Why a review is refused, in a language (the server answers in English). */
export const reviewRefusals = (locale: Locale) => {
  const o = inLocale(locale);
  return {
    notFound: m.admin_catalogue_review_not_found({}, o),
    inFuture: m.admin_catalogue_review_in_future({}, o),
    ratingInvalid: m.admin_catalogue_review_rating_invalid({}, o),
  } as const;
};
/** In English: what the server answers and the tests expect. */
export const REVIEW_REFUSALS = /* @__PURE__ */ reviewRefusals("en");

const RATING = REVIEW_REFUSALS.ratingInvalid;

/** POST /api/admin/designs/:id/reviews. The labels are the form's, in English. */
export const NewReviewSchema = z.object({
  firstName: requiredText(m.admin_catalogue_review_first_name({}, EN), REVIEW_LIMITS.firstName),
  city: optionalText(m.admin_catalogue_review_city({}, EN), REVIEW_LIMITS.city),
  rating: z.number({ error: RATING }).int(RATING).min(1, RATING).max(5, RATING),
  text: requiredText(m.admin_catalogue_review_text({}, EN), REVIEW_LIMITS.text),
  reviewedOn: isoDate(m.admin_catalogue_review_date({}, EN)),
  approved: z.boolean({ error: "Approved must be true or false" }).optional().default(false),
});
export type NewReview = z.output<typeof NewReviewSchema>;

export const ReviewApprovalSchema = z.object({
  approved: z.boolean({ error: "Approved must be true or false" }),
});
