/**
 * Every refusal the order's photos may meet, each with its Hindi (i18n/problem-text.ts reads
 * this table): the routes' own (shared/order-photos.ts) and the photo pipeline's, which the
 * catalogue's table already says.
 */
import { inLocale, m } from "../../../../shared/messages";
import { MAX_ORDER_PHOTOS, ORDER_PHOTO_REFUSALS as R } from "../../../../shared/order-photos";
import { CATALOGUE_PROBLEMS } from "../catalogue/catalogue-problems";
import type { KnownProblems } from "../i18n/problem-text";

type Say = (o: ReturnType<typeof inLocale>) => string;

const pairs: [string, Say][] = [
  [R.orderNotFound, (o) => m.admin_order_photos_problem_order_not_found({}, o)],
  [R.photoNotFound, (o) => m.admin_order_photos_problem_photo_not_found({}, o)],
  [R.step, (o) => m.admin_order_photos_problem_step({}, o)],
  [R.forHer, (o) => m.admin_order_photos_problem_for_her({}, o)],
  [R.tooMany, (o) => m.admin_order_photos_problem_too_many({ max: MAX_ORDER_PHOTOS }, o)],
  [R.nothing, (o) => m.admin_order_photos_problem_nothing({}, o)],
];

/** Ours first, then the photo pipeline's (the catalogue's table says them). */
class OrderPhotoProblems extends Map<string, Say> {
  override get(english: string): Say | undefined {
    return super.get(english) ?? CATALOGUE_PROBLEMS.get(english);
  }
}

export const ORDER_PHOTO_PROBLEMS: KnownProblems = new OrderPhotoProblems(pairs);

/** The English every own entry says, for the test that each has its Hindi. */
export const ORDER_PHOTO_PROBLEM_ENGLISH: readonly string[] = pairs.map(([en]) => en);
