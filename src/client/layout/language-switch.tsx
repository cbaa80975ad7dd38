import { Languages } from "lucide-react";
import { useLocation, useMatches } from "react-router";
import { LANGUAGE_TAGS, localizedPath, otherLocale } from "../../shared/locale";
import { inLocale, m } from "../../shared/messages";
import { isBackOffice, PATHS } from "../../shared/paths";
import { useHydrated } from "../hydration";
import { useLocale } from "../use-locale";
import { rememberLanguage } from "./language";

/** Whether this page offers the other language: every public page, never the back office. */
export const useOffersLanguages = (): boolean => !isBackOffice(useLocation().pathname);

/**
 * The same page in the other language, with the same filters (the query string): a plain link,
 * so the other language's page loads whole (its <html lang>, its font). Its name is written in
 * its own language and marked so, for screen readers.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const locale = useLocale();
  const target = otherLocale(locale);
  const { pathname, search, hash } = useLocation();
  // The prerendered page knows no query string; the link gains it once the page is interactive,
  // and the # (her quote's and appointment's pages keep their code in it).
  const query = useHydrated() ? search + hash : "";
  // The 404 page is one page per language, whatever the address (server/page-renderer.ts):
  // it offers the other language's home. Its loaders say notFound.
  const leaf = useMatches().at(-1)?.data as { notFound?: boolean } | null | undefined;
  const notFound = leaf?.notFound === true;
  return (
    <a
      href={localizedPath(notFound ? PATHS.home : pathname + query, target)}
      lang={LANGUAGE_TAGS[target]}
      hrefLang={LANGUAGE_TAGS[target]}
      data-testid="language-switch"
      onClick={() => rememberLanguage(target)}
      className={`inline-flex items-center gap-1.5 ${className}`}
    >
      <Languages className="size-4 shrink-0" aria-hidden="true" />
      {m.language_name({}, inLocale(target))}
    </a>
  );
}
