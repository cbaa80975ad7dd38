/**
 * The texts of her order's card on the tracking page (client/features/tracking/order-card.tsx),
 * in both languages; the constants in capitals are the English ones. Kept apart from
 * tracking.ts, the page's own texts: the card's code loads only once she has searched, and a
 * message both it and the page used would ride in the chunk every page loads (vite.config.ts).
 */
import type { Locale } from "./locale";
import { inLocale, m } from "./messages";

export const cancelledLabel = (locale: Locale): string =>
  m.order_cancelled_label({}, inLocale(locale));
export const CANCELLED_LABEL = /* @__PURE__ */ cancelledLabel("en");

export const trackingTexts = (locale: Locale) => {
  const o = inLocale(locale);
  return {
    detailsHint: m.order_details_hint({}, o),
    statusOnlyHint: m.order_status_only_hint({}, o),
    noteLabel: m.order_note_label({}, o),
    cancelled: (date: string, phone: string) => m.order_cancelled({ date, phone }, o),
    digitsLabel: m.tracking_digits({}, o),
  };
};
export const TRACKING_TEXTS = /* @__PURE__ */ trackingTexts("en");
