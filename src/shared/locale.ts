/**
 * The site's two languages. English is at today's URLs; Hindi mirrors every public page under
 * /hi/ (docs/decisions/0013). The language of a page is read from its path alone, so a URL
 * always shows the same language, whoever asks (crawlers included).
 */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];

/** A stored language as a Locale: English for anything else. */
export const localeOf = (value: string): Locale => (value === "hi" ? "hi" : "en");

/** BCP 47 tags: <html lang>, hreflang, Intl. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };
/** Open Graph's form of the same. */
export const OG_LOCALES: Record<Locale, string> = { en: "en_IN", hi: "hi_IN" };

const HINDI_PREFIX = "/hi";

export const localeOfPath = (pathname: string): Locale =>
  pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? "hi" : "en";

/**
 * A path that starts with one slash. "//evil.example/login" as a link is another site (a
 * scheme-relative URL), and browsers read a backslash there as a slash; such a path reaches a
 * page as "/hi//evil.example/login" (issue 21 §4). Every link or redirect built from the
 * address asked for goes through this.
 */
export const oneLeadingSlash = (pathname: string): string => pathname.replace(/^[/\\]+/, "/");

/** The English path of a page: "/hi/products" → "/products", "/hi/" → "/". */
export function withoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === "en") return oneLeadingSlash(pathname);
  return oneLeadingSlash(pathname.slice(HINDI_PREFIX.length) || "/");
}

/**
 * A page's path in a language, from its English path (or its path in either language); a
 * query string and fragment are kept: "/products?fabric=Silk" → "/hi/products?fabric=Silk".
 * Hindi's home is "/hi/". The result starts with one slash, whatever the path began with.
 */
export function localizedPath(path: string, locale: Locale): string {
  const at = path.search(/[?#]/);
  const [pathname, rest] = at === -1 ? [path, ""] : [path.slice(0, at), path.slice(at)];
  const english = withoutLocale(pathname);
  if (locale === "en") return english + rest;
  return (english === "/" ? `${HINDI_PREFIX}/` : HINDI_PREFIX + english) + rest;
}

/** The other language: what the switch offers. */
export const otherLocale = (locale: Locale): Locale => (locale === "en" ? "hi" : "en");
