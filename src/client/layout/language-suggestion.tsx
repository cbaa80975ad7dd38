import { X } from "lucide-react";
import { useLocation } from "react-router";
import { LANGUAGE_TAGS, localizedPath, type Locale } from "../../shared/locale";
import { inLocale, m } from "../../shared/messages";
import { useLocale } from "../use-locale";
import { rememberLanguage, useChosenLanguage } from "./language";
import { useOffersLanguages } from "./language-switch";

/**
 * When the visitor chose the other language before (with the switch), a small bar
 * offers this page in it, in that language; no redirect. Fixed over the page's bottom edge, so
 * showing it moves nothing. Closing it keeps this page's language from then on.
 */
export function LanguageSuggestion() {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const chosen = useChosenLanguage();
  const wanted: Locale | undefined = chosen !== locale ? chosen : undefined;
  const languages = useOffersLanguages();
  if (!wanted || !languages) return null;
  const o = inLocale(wanted);
  return (
    <div
      role="region"
      aria-label={m.language_suggestion_link({}, o)}
      lang={LANGUAGE_TAGS[wanted]}
      data-testid="language-suggestion"
      className="fixed bottom-5 left-4 right-24 z-40 flex items-center gap-3 rounded-xl border border-gold-200 bg-white px-4 py-3 text-sm shadow-lg sm:right-auto sm:max-w-md"
    >
      <p className="flex-1">
        {m.language_suggestion({}, o)}{" "}
        <a
          href={localizedPath(pathname + search, wanted)}
          hrefLang={LANGUAGE_TAGS[wanted]}
          onClick={() => rememberLanguage(wanted)}
          className="font-semibold text-maroon-700 underline"
        >
          {m.language_suggestion_link({}, o)}
        </a>
      </p>
      <button
        type="button"
        aria-label={m.language_suggestion_close({}, o)}
        onClick={() => rememberLanguage(locale)}
        className="rounded p-1 text-ink/70 hover:text-ink"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
