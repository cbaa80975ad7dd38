/**
 * What the browser bundle gets instead of Paraglide's runtime (src/paraglide/runtime.js, swapped
 * by vite.config.ts): a message module imports only these two names from it. Every call passes
 * the page's language (`m.nav_home({}, { locale })`, docs/decisions/0013), so the runtime's
 * locale detection (cookies, URL patterns, localStorage, ~4 KB gzipped) would never run; a call
 * that forgets the language fails loudly here rather than guessing one.
 */
export const experimentalStaticLocale = undefined;

export function getLocale(): never {
  throw new Error("A message was called without its language: pass { locale } as its options.");
}
