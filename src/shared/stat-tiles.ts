import type { Locale } from "./locale";
import { inLocale, m } from "./messages";

/** The claimed figures of the stat tiles. */
export const stats = (locale: Locale) => {
  const o = inLocale(locale);
  return [
    { value: "25+", label: m.stat_years({}, o) },
    { value: "50+", label: m.stat_artisans({}, o) },
    { value: "5000+", label: m.stat_clients({}, o) },
    { value: "1000+", label: m.stat_designs({}, o) },
  ];
};
export const STATS = /* @__PURE__ */ stats("en");
