/**
 * Reviews of a design (issue 23): recorded by the owners from what a customer told them, shown
 * on the site only once approved. Outside demo mode a design's stars are its approved reviews'
 * average; demo mode keeps the spec's five-star row on every card.
 */
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

export const NewReviewSchema = z.object({
  firstName: requiredText("First name", REVIEW_LIMITS.firstName),
  city: optionalText("City", REVIEW_LIMITS.city),
  rating: z
    .number({ error: "Rating must be a whole number from 1 to 5" })
    .int("Rating must be a whole number from 1 to 5")
    .min(1, "Rating must be a whole number from 1 to 5")
    .max(5, "Rating must be a whole number from 1 to 5"),
  text: requiredText("Review", REVIEW_LIMITS.text),
  reviewedOn: isoDate("Date"),
  approved: z.boolean({ error: "Approved must be true or false" }).optional().default(false),
});
export type NewReview = z.output<typeof NewReviewSchema>;

export const ReviewApprovalSchema = z.object({
  approved: z.boolean({ error: "Approved must be true or false" }),
});
