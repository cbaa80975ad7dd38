/**
 * Every refusal the dispatch screens may meet that the shared field rules do not say
 * (shared/dispatch/dispatch.ts and the routes' answers), each with its Hindi
 * (i18n/problem-text.ts reads this table).
 */
import { AWB_PLACE, DISPATCH_REFUSALS as R } from "../../../../shared/dispatch/dispatch";
import { inLocale, m } from "../../../../shared/messages";
import type { KnownProblems } from "../i18n/problem-text";

type Say = (o: ReturnType<typeof inLocale>) => string;

const pairs: [string, Say][] = [
  [R.template, (o) => m.admin_dispatch_problem_template({ place: AWB_PLACE }, o)],
  [R.awb, (o) => m.admin_dispatch_problem_awb({}, o)],
  [R.courier, (o) => m.admin_dispatch_problem_courier({}, o)],
  [R.courierNotFound, (o) => m.admin_dispatch_problem_courier_not_found({}, o)],
  [R.courierInactive, (o) => m.admin_dispatch_problem_courier_inactive({}, o)],
  [R.courierExists, (o) => m.admin_dispatch_problem_courier_exists({}, o)],
  [R.orderNotFound, (o) => m.admin_dispatch_problem_order_not_found({}, o)],
  [R.cancelled, (o) => m.admin_dispatch_problem_cancelled({}, o)],
  [R.delivered, (o) => m.admin_dispatch_problem_delivered({}, o)],
];

export const DISPATCH_PROBLEMS: KnownProblems = new Map(pairs);

/** The English every table entry says, for the test that each has its Hindi. */
export const DISPATCH_PROBLEM_ENGLISH: readonly string[] = pairs.map(([en]) => en);
