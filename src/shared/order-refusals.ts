/**
 * What the owners' order routes answer when they refuse a change, in a language
 * (messages/admin-orders): the server answers in English (ORDER_REFUSALS), the back office says
 * it in the owner's language. The schemas' own refusals are in order-input.ts and payments.ts.
 */
import type { Locale } from "./locale";
import { inLocale, m } from "./messages";

export function orderRefusals(locale: Locale) {
  const o = inLocale(locale);
  return {
    orderNotFound: m.admin_orders_refuse_order_not_found({}, o),
    stepNotFound: m.admin_orders_refuse_step_not_found({}, o),
    customerNotFound: m.admin_orders_refuse_customer_not_found({}, o),
    /** A new customer's phone is an existing customer's (the 409 answer names her). */
    phoneTaken: (name: string) => m.admin_orders_refuse_phone_taken({ name }, o),
    stale: m.admin_orders_refuse_stale({}, o),
    cancelled: m.admin_orders_refuse_cancelled({}, o),
    alreadyCancelled: m.admin_orders_refuse_already_cancelled({}, o),
    noMeasurements: m.admin_orders_refuse_no_measurements({}, o),
  };
}

/** In English: what the server answers. */
export const ORDER_REFUSALS = orderRefusals("en");
