import { useLocation } from "react-router";
import { localeOfPath, type Locale } from "../shared/locale";

/** The page's language: /hi/… is Hindi, every other path English (shared/locale.ts). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
