/**
 * The public tracking page's fixed texts and demo IDs. The demo IDs are the spec's three sample
 * orders (sample-orders.ts, checked by a test); listed here so the page does not ship the
 * sample data's personal details to the browser. The words are messages in both languages;
 * the constants in capitals are the English ones (the server answers in English). The order
 * card's own texts are in order-card-texts.ts.
 */
import type { Locale } from "./locale";
import { EN, inLocale, m } from "./messages";
import { TRACKING_CODE_PATTERN } from "./tracking-code-pattern";

export const DEMO_ORDER_IDS = ["RR2024001", "RR2024002", "RR2024003"] as const;

export const trackingToasts = (locale: Locale) => {
  const o = inLocale(locale);
  return {
    empty: { title: m.toast_empty_title({}, o), description: m.toast_empty_description({}, o) },
    notFound: {
      title: m.toast_not_found_title({}, o),
      description: m.toast_not_found_description({}, o),
    },
    found: (name: string) => ({
      title: m.toast_found_title({}, o),
      description: m.toast_found_description({ name }, o),
    }),
    /** Found by its ID alone: the toast names the order, not the person. */
    foundById: (orderId: string) => ({
      title: m.toast_found_title({}, o),
      description: m.toast_found_by_id({ orderId }, o),
    }),
  };
};
export const TRACKING_TOASTS = /* @__PURE__ */ trackingToasts("en");

/** What the server answers about the phone's digits (the page says it in its language). */
export const TRACKING_ERRORS = {
  wrongDigits: m.digits_wrong({}, EN),
  tooManyWrongDigits: m.digits_too_many({}, EN),
} as const;

/**
 * Her link carries her tracking code in the address's fragment (`/tracking#code=…`), which the
 * browser never sends to a server or a proxy's log.
 */
export { TRACKING_CODE_PATTERN };

/** The code in a tracking link's fragment ("#code=…"), or null. */
export function trackingCodeOfHash(hash: string): string | null {
  const code = new URLSearchParams(hash.replace(/^#/, "")).get("code");
  return code && TRACKING_CODE_PATTERN.test(code) ? code : null;
}

/** The fragment of her tracking link. */
export const trackingHash = (code: string): string => `#code=${code}`;
