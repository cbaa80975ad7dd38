/**
 * Every refusal the workshop's screens may meet that the shared field rules do not say
 * (shared/workshop/karigar-input.ts and the routes' answers, the forms' own), each with its
 * Hindi (i18n/problem-text.ts reads this table).
 */
import { inLocale, m } from "../../../../shared/messages";
import { CHALLAN_REFUSALS as C } from "../../../../shared/workshop/challan-input";
import { WORKSHOP_REFUSALS as R } from "../../../../shared/workshop/karigar-input";
import type { KnownProblems } from "../i18n/problem-text";
import { TYPED_REFUSALS } from "./workshop-drafts";

type Options = ReturnType<typeof inLocale>;
type Say = (o: Options) => string;

const pairs: [string, Say][] = [
  [R.place, (o) => m.admin_workshop_problem_place({}, o)],
  [R.step, (o) => m.admin_workshop_problem_step({}, o)],
  [R.unit, (o) => m.admin_workshop_problem_unit({}, o)],
  [R.method, (o) => m.admin_workshop_problem_method({}, o)],
  [R.upiReference, (o) => m.admin_workshop_problem_upi_reference({}, o)],
  [R.adjustmentZero, (o) => m.admin_workshop_problem_zero({}, o)],
  [R.quantity, (o) => m.admin_workshop_problem_quantity({}, o)],
  [R.period, (o) => m.admin_workshop_problem_period({}, o)],
  [R.karigarNotFound, (o) => m.admin_workshop_problem_karigar_not_found({}, o)],
  [R.karigarInactive, (o) => m.admin_workshop_problem_inactive({}, o)],
  [R.noRate, (o) => m.admin_workshop_problem_no_rate({}, o)],
  [R.stepNotFound, (o) => m.admin_workshop_problem_step_not_found({}, o)],
  [R.orderNotFound, (o) => m.admin_workshop_problem_order_not_found({}, o)],
  [R.rateExists, (o) => m.admin_workshop_problem_rate_exists({}, o)],
  [R.rate, (o) => m.admin_workshop_problem_rate({}, o)],
  ["Karigar is required", (o) => m.admin_workshop_problem_karigar_required({}, o)],
  [TYPED_REFUSALS.rate, (o) => m.admin_workshop_rate_typed({}, o)],
  [TYPED_REFUSALS.amount, (o) => m.admin_workshop_amount_typed({}, o)],
  // Work sent out (issue 24 §2).
  [C.pieces, (o) => m.admin_challan_problem_pieces({}, o)],
  [C.centimetres, (o) => m.admin_challan_problem_metres({}, o)],
  [TYPED_REFUSALS.metres, (o) => m.admin_challan_problem_metres_typed({}, o)],
  [C.emptyLine, (o) => m.admin_challan_problem_empty_line({}, o)],
  [C.line, (o) => m.admin_challan_problem_line({}, o)],
  [C.lines, (o) => m.admin_challan_problem_lines({}, o)],
  [C.returnLines, (o) => m.admin_challan_problem_return_lines({}, o)],
  [C.expectedBeforeSent, (o) => m.admin_challan_problem_expected({}, o)],
  [C.returnedBeforeSent, (o) => m.admin_challan_problem_returned({}, o)],
  [C.moreThanSent, (o) => m.admin_challan_problem_more({}, o)],
  [C.lineNotOnChallan, (o) => m.admin_challan_problem_not_on({}, o)],
  [C.alreadyReturned, (o) => m.admin_challan_problem_all_back({}, o)],
  [C.challanNotFound, (o) => m.admin_challan_problem_not_found({}, o)],
  [C.order, (o) => m.admin_challan_problem_order({}, o)],
  [C.once, (o) => m.admin_challan_problem_once({}, o)],
];
// The amounts' refusals name their field: the rate's and the amount's.
for (const [label, hindi] of [
  ["Rate", (o: Options) => m.admin_workshop_rate({}, o)],
  ["Amount", (o: Options) => m.admin_workshop_amount({}, o)],
] as const) {
  pairs.push(
    [R.paise(label), (o) => m.admin_workshop_problem_paise({ field: hindi(o) }, o)],
    [R.positive(label), (o) => m.admin_workshop_problem_positive({ field: hindi(o) }, o)],
    [R.tooMuch(label), (o) => m.admin_workshop_problem_too_much({ field: hindi(o) }, o)],
  );
}

export const WORKSHOP_PROBLEMS: KnownProblems = new Map(pairs);

/** The English every table entry says, for the test that each has its Hindi. */
export const WORKSHOP_PROBLEM_ENGLISH: readonly string[] = pairs.map(([en]) => en);
