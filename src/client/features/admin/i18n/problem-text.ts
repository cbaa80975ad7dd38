/**
 * A refusal in the owner's language (docs/decisions/0017). The shared schemas and the server say
 * what is wrong in English, with the field's path ({ error, field }: the server's 400 answer,
 * checkInput's problem), and the server keeps answering so. An owner who reads Hindi sees:
 * - a message of the shared field rules (schema-fields.ts: "Phone is required", "Reason must be
 *   at most 500 characters", …) said in Hindi, naming the field by the label her form shows;
 * - a message the area knows (its own schemas' and routes' refusals): its Hindi from the area's
 *   table (`known`: English → the Hindi message);
 * - no answer at all (offline), a server failure, a refused session: their Hindi;
 * - anything else as the server said it (the Hindi walk of a screen finds it; add it to `known`).
 */
import { EN, inLocale, m } from "../../../../shared/messages";
import type { Locale } from "../../../../shared/locale";
import { PHONE_MESSAGE } from "../../../../shared/phone";
import { FIELD_MESSAGES } from "../../../../shared/schema-fields";

type Options = ReturnType<typeof inLocale>;
type Rule = keyof typeof FIELD_MESSAGES;

/** English messages the area's forms may show, and how each is said in Hindi. */
export type KnownProblems = ReadonlyMap<string, (o: Options) => string>;

export interface ProblemContext {
  /** The label each field has on the form, in her language: { phone: "फ़ोन", "items.*.name": … }. */
  labels?: Readonly<Record<string, string>>;
  known?: KnownProblems;
}

const LABEL = "\u0001";
const NUMBER = 1234567;

/**
 * Each rule's English as a pattern: the rule's own message with a stand-in label and number,
 * so the patterns follow schema-fields.ts whatever its words become.
 */
const RULES: readonly { rule: Rule; pattern: RegExp }[] = (
  Object.keys(FIELD_MESSAGES) as Rule[]
).map((rule) => {
  const sample = FIELD_MESSAGES[rule](LABEL, NUMBER);
  const escaped = sample.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return {
    rule,
    pattern: new RegExp(`^${escaped.replace(LABEL, "(.+)").replace(String(NUMBER), "(\\d+)")}$`),
  };
});

const hindiRule = (rule: Rule, field: string, n: number, o: Options): string => {
  switch (rule) {
    case "required":
      return m.admin_problem_required({ field }, o);
    case "notText":
      return m.admin_problem_not_text({ field }, o);
    case "tooLong":
      return m.field_too_long({ field, max: n }, o);
    case "notDate":
      return m.admin_problem_not_date({ field }, o);
    case "notRealDate":
      return m.admin_problem_not_real_date({ field }, o);
    case "notRupees":
      return m.admin_problem_not_rupees({ field }, o);
    case "tooFewRupees":
      return m.admin_problem_too_few_rupees({ field, min: n }, o);
    case "tooManyRupees":
      return m.admin_problem_too_many_rupees({ field }, o);
    case "unstorable":
      return m.admin_problem_unstorable({ field }, o);
  }
};

/** Refusals any screen may meet: the field rules' fixed messages, the session, the API's guards. */
const COMMON: KnownProblems = new Map<string, (o: Options) => string>([
  [PHONE_MESSAGE, (o) => m.field_phone_invalid({}, o)],
  [m.field_email_invalid({}, EN), (o) => m.field_email_invalid({}, o)],
  [m.network_error({}, EN), (o) => m.network_error({}, o)],
  [m.admin_problem_log_in_again({}, EN), (o) => m.admin_problem_log_in_again({}, o)],
  [m.admin_problem_too_many_logins({}, EN), (o) => m.admin_problem_too_many_logins({}, o)],
  [m.admin_problem_cross_site({}, EN), (o) => m.admin_problem_cross_site({}, o)],
  [m.admin_download_failed({}, EN), (o) => m.admin_download_failed({}, o)],
]);

/** "items.2.name" → "items.*.name": a list's fields share a label. */
const anyIndex = (field: string) => field.replace(/\.\d+(?=\.|$)/g, ".*");

/** A refusal's message in her language (English as it came). */
export function problemText(
  locale: Locale,
  problem: { error: string; field?: string | undefined; status?: number },
  context: ProblemContext = {},
): string {
  const { error, field = "", status } = problem;
  if (locale === "en" || error === "") return error;
  const o = inLocale(locale);
  const known = context.known?.get(error) ?? COMMON.get(error);
  if (known) return known(o);
  if (status !== undefined && status >= 500) return m.server_error({}, o);
  for (const { rule, pattern } of RULES) {
    const match = pattern.exec(error);
    if (!match) continue;
    const label =
      context.labels?.[field] ??
      context.labels?.[anyIndex(field)] ??
      m.admin_problem_this_field({}, o);
    return hindiRule(rule, label, Number(match[2] ?? 0), o);
  }
  return error;
}
