/**
 * The calendar's words in the owner's language: the kinds of appointment, and every refusal
 * its screens may meet that the shared field rules do not say, each with its Hindi
 * (i18n/problem-text.ts reads the table).
 */
import { CALENDAR_REFUSALS as R, type AppointmentKind } from "../../../../shared/calendar/calendar";
import type { Locale } from "../../../../shared/locale";
import { inLocale, m } from "../../../../shared/messages";
import type { KnownProblems } from "../i18n/problem-text";

export function kindName(kind: AppointmentKind, locale: Locale): string {
  const o = inLocale(locale);
  const names: Record<AppointmentKind, string> = {
    measurement: m.calendar_kind_measurement({}, o),
    fitting: m.calendar_kind_fitting({}, o),
    pickup: m.calendar_kind_pickup({}, o),
    delivery: m.calendar_kind_delivery({}, o),
  };
  return names[kind];
}

type Say = (o: ReturnType<typeof inLocale>) => string;

const pairs: [string, Say][] = [
  [R.kind, (o) => m.calendar_problem_kind({}, o)],
  [R.customer, (o) => m.calendar_problem_customer({}, o)],
  [R.customerNotFound, (o) => m.calendar_problem_customer_not_found({}, o)],
  [R.orderNotFound, (o) => m.calendar_problem_order_not_found({}, o)],
  [R.orderNotHers, (o) => m.calendar_problem_order_not_hers({}, o)],
  [R.measurementNotFound, (o) => m.calendar_problem_measurement_not_found({}, o)],
  [R.measurementOnlyFitting, (o) => m.calendar_problem_measurement_only_fitting({}, o)],
  [R.time, (o) => m.calendar_problem_time({}, o)],
  [R.duration, (o) => m.calendar_problem_duration({}, o)],
  [R.notFound, (o) => m.calendar_problem_not_found({}, o)],
  [R.cancelled, (o) => m.calendar_problem_cancelled({}, o)],
  [R.past, (o) => m.calendar_problem_past({}, o)],
  [R.revision, (o) => m.calendar_problem_revision({}, o)],
  [R.week, (o) => m.calendar_problem_week({}, o)],
  [R.request, (o) => m.calendar_problem_request({}, o)],
  [R.requestNotFound, (o) => m.calendar_problem_request_not_found({}, o)],
  [R.days, (o) => m.calendar_problem_days({}, o)],
  [R.alterations, (o) => m.calendar_problem_alterations({}, o)],
  [R.status, (o) => m.calendar_problem_status({}, o)],
  [R.alterationNotFound, (o) => m.calendar_problem_alteration_not_found({}, o)],
  [R.orderCancelled, (o) => m.calendar_problem_order_cancelled({}, o)],
];

export const CALENDAR_PROBLEMS: KnownProblems = new Map(pairs);

/** The English every table entry says, for the test that each has its Hindi. */
export const CALENDAR_PROBLEM_ENGLISH: readonly string[] = pairs.map(([en]) => en);
