import { useSyncExternalStore } from "react";
import { LOCALES, type Locale } from "../../shared/locale";

/**
 * The visitor's language, remembered in this browser only (localStorage): never sent to the
 * server, so no cookie, no tracking and nothing a cache must vary on. It only decides whether
 * a page in the other language suggests itself; no page ever redirects (docs/decisions/0013).
 */
const KEY = "language";
const CHANGED = "language-chosen";

export function rememberLanguage(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale);
    window.dispatchEvent(new Event(CHANGED));
  } catch {
    // Storage can be off (private modes, policies): the switch still works, unremembered.
  }
}

/**
 * The language the visitor chose with the switch, if she ever did. Not the browser's language:
 * many Hindi readers' phones are set to English, and a page in the language of its link is
 * what they asked for.
 */
export function preferredLanguage(): Locale | undefined {
  try {
    const stored = localStorage.getItem(KEY);
    return LOCALES.find((l) => l === stored);
  } catch {
    return undefined;
  }
}

const subscribe = (changed: () => void) => {
  window.addEventListener(CHANGED, changed);
  window.addEventListener("storage", changed);
  return () => {
    window.removeEventListener(CHANGED, changed);
    window.removeEventListener("storage", changed);
  };
};

/** The chosen language, kept current; none while the page hydrates (the server knows none). */
export const useChosenLanguage = (): Locale | undefined =>
  useSyncExternalStore(subscribe, preferredLanguage, () => undefined);
