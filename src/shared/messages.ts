/**
 * Every text of the public pages, in English and Hindi: messages/{en,hi}.json, compiled by
 * Paraglide JS (npm run i18n) into one typed function per message, so a page's bundle carries
 * only the messages it calls (docs/decisions/0013). Call them with the page's locale:
 * `m.nav_home({}, { locale })`.
 */
export { m } from "../paraglide/messages.js";
import { LANGUAGE_TAGS, type Locale } from "./locale";
import { madeOnce } from "./made-once";

/** The options every message takes: the language to say it in. */
export const inLocale = (locale: Locale) => ({ locale }) as const;

/** English, for what the server, the back office and the tests read. */
export const EN = inLocale("en");

const numbers = madeOnce((locale: Locale) => new Intl.NumberFormat(LANGUAGE_TAGS[locale]));
/** Numbers in the language's Indian format (lakh grouping, Latin digits in both). */
export const formatNumber = (n: number, locale: Locale): string => numbers(locale).format(n);
