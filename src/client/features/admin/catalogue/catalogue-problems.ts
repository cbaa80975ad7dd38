import {
  CATALOGUE_REFUSALS,
  catalogueRefusals,
  PHOTO_ERRORS,
  photoErrors,
  type PhotoError,
} from "../../../../shared/catalogue-admin";
import { FILTER_GROUPS } from "../../../../shared/filter";
import type { Locale } from "../../../../shared/locale";
import { formatNumber, inLocale } from "../../../../shared/messages";
import { REVIEW_REFUSALS, reviewRefusals } from "../../../../shared/reviews";
import type { KnownProblems } from "../i18n/problem-text";

type Say = (o: ReturnType<typeof inLocale>) => string;

/** The catalogue's refusals with no value in them: photos, designs, lists, each list's change, reviews. */
const FIXED: [string, Say][] = [
  ...(Object.keys(PHOTO_ERRORS) as PhotoError[]).map((key): [string, Say] => [
    PHOTO_ERRORS[key],
    (o) => photoErrors(o.locale)[key],
  ]),
  ...(
    [
      "designNotFound",
      "designsChanged",
      "nameTaken",
      "optionNotFound",
      "photoNotFound",
      "photosChanged",
    ] as const
  ).map((key): [string, Say] => [CATALOGUE_REFUSALS[key], (o) => catalogueRefusals(o.locale)[key]]),
  ...FILTER_GROUPS.map((group): [string, Say] => [
    CATALOGUE_REFUSALS.listChanged(group),
    (o) => catalogueRefusals(o.locale).listChanged(group),
  ]),
  ...(["notFound", "inFuture", "ratingInvalid"] as const).map((key): [string, Say] => [
    REVIEW_REFUSALS[key],
    (o) => reviewRefusals(o.locale)[key],
  ]),
];

const VALUE = "\u0001";
const COUNT = 1234567;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The refusals that carry a value the owners typed (and a count): each one's English made with a
 * stand-in value and count as a pattern, so the patterns follow the shared messages whatever
 * their words become; the value and count found are said again in her language.
 */
const PATTERNED: {
  pattern: RegExp;
  say: (value: string, count: number, locale: Locale) => string;
}[] = [
  ...[1, COUNT].map((n) => ({
    sample: CATALOGUE_REFUSALS.optionInUse(VALUE, n),
    say: (value: string, count: number, locale: Locale) =>
      catalogueRefusals(locale).optionInUse(value, count),
  })),
  ...FILTER_GROUPS.map((group) => ({
    sample: CATALOGUE_REFUSALS.alreadyInList(VALUE, group),
    say: (value: string, _count: number, locale: Locale) =>
      catalogueRefusals(locale).alreadyInList(value, group),
  })),
].map(({ sample, say }) => ({
  pattern: new RegExp(
    `^${escape(sample)
      .replace(VALUE, "(?<value>.+)")
      .replace(escape(formatNumber(COUNT, "en")), "(?<count>[\\d,]+)")}$`,
  ),
  say,
}));

/**
 * The catalogue's refusals (the server's English) and how each is said in her language, for
 * useServerAction and problemText. A Map whose `get` also reads the refusals that carry a value
 * ("“Silk” cannot be deleted: 2 designs use it. …"), which no fixed table can hold.
 */
class CatalogueProblems extends Map<string, Say> {
  override get(english: string): Say | undefined {
    const fixed = super.get(english);
    if (fixed) return fixed;
    for (const { pattern, say } of PATTERNED) {
      const found = pattern.exec(english)?.groups;
      if (!found) continue;
      const count = Number((found.count ?? "1").replace(/,/g, ""));
      return (o) => say(found.value ?? "", count, o.locale);
    }
    return undefined;
  }
}

export const CATALOGUE_PROBLEMS: KnownProblems = new CatalogueProblems(FIXED);
