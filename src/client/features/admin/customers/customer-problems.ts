import {
  CUSTOMER_REFUSALS,
  customerFormLabels,
  customerRefusals,
  type CustomerRefusal,
} from "../../../../shared/customers";
import type { Locale } from "../../../../shared/locale";
import {
  MEASUREMENT_KEYS,
  MEASUREMENT_REFUSALS,
  MEASUREMENT_UNITS,
  measurementNames,
  measurementRefusals,
} from "../../../../shared/measurements";
import { inLocale, m } from "../../../../shared/messages";
import type { KnownProblems } from "../i18n/problem-text";

type Say = (o: ReturnType<typeof inLocale>) => string;

const FIXED_REFUSALS = (
  Object.keys(CUSTOMER_REFUSALS) as (keyof typeof CUSTOMER_REFUSALS)[]
).filter((key): key is CustomerRefusal => key !== "phoneTaken");

/** Every measurement's refusals: each rule for each measurement, in English → her language. */
const MEASUREMENT_PROBLEMS: [string, Say][] = [
  ...(["unit", "required", "none"] as const).map((key): [string, Say] => [
    MEASUREMENT_REFUSALS[key],
    (o) => measurementRefusals(o.locale)[key],
  ]),
  ...MEASUREMENT_KEYS.flatMap((key) => {
    const english = measurementNames("en")[key];
    const label = (locale: Locale) => measurementNames(locale)[key];
    return [
      ...(["notNumber", "notPositive", "notQuarters"] as const).map((rule): [string, Say] => [
        MEASUREMENT_REFUSALS[rule](english),
        (o) => measurementRefusals(o.locale)[rule](label(o.locale)),
      ]),
      ...MEASUREMENT_UNITS.map((unit): [string, Say] => [
        MEASUREMENT_REFUSALS.tooLarge(english, unit),
        (o) => measurementRefusals(o.locale).tooLarge(label(o.locale), unit),
      ]),
    ];
  }),
];

const NAME = "\u0001";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** "This phone number belongs to Meena Kumari, already a customer.": her name is the value. */
const PHONE_TAKEN = new RegExp(
  `^${escape(CUSTOMER_REFUSALS.phoneTaken(NAME)).replace(NAME, "(?<name>.+)")}$`,
);

/**
 * The customers' refusals (the server's and the shared schemas' English) and how each is said in
 * her language, for useServerAction and problemText: a Map whose `get` also reads the refusal
 * that names the customer who has the phone number already.
 */
class CustomerProblems extends Map<string, Say> {
  override get(english: string): Say | undefined {
    const fixed = super.get(english);
    if (fixed) return fixed;
    const name = PHONE_TAKEN.exec(english)?.groups?.name;
    return name === undefined ? undefined : (o) => customerRefusals(o.locale).phoneTaken(name);
  }
}

export const CUSTOMER_PROBLEMS: KnownProblems = new CustomerProblems([
  ...FIXED_REFUSALS.map((key): [string, Say] => [
    CUSTOMER_REFUSALS[key],
    (o) => customerRefusals(o.locale)[key],
  ]),
  ...MEASUREMENT_PROBLEMS,
]);

/**
 * Each field of a customer's record by the label her form shows (the refusals' `field` paths):
 * `path` is where the schema puts them ("customer." in an order).
 */
export function contactLabels(locale: Locale, path: "" | "customer." = "") {
  const l = customerFormLabels(locale);
  return {
    [`${path}name`]: l.name,
    [`${path}phone`]: l.phone,
    [`${path}email`]: l.email,
    [`${path}address`]: l.line,
    [`${path}address.line`]: l.line,
    [`${path}address.city`]: l.city,
    [`${path}address.state`]: l.state,
    [`${path}address.postalCode`]: l.postalCode,
  };
}

/** The measurement form's fields by their labels: `path` as the schema's ("measurements."). */
export function measurementLabels(locale: Locale, path = "") {
  const names = measurementNames(locale);
  const o = inLocale(locale);
  return Object.fromEntries([
    ...MEASUREMENT_KEYS.map((key) => [`${path}values.${key}`, names[key]]),
    [`${path}unit`, m.admin_customers_measurement_unit({}, o)],
    [`${path}note`, m.admin_customers_measurement_note({}, o)],
  ]) as Record<string, string>;
}
