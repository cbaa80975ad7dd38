/**
 * The shared modules' values as the owner reads them, in her language (docs/decisions/0017):
 * the stored value is the identity (an order's "in-progress", "urgent", "step-4"), the words
 * come from the messages (or, for data stored in English, a display table keyed by identity,
 * with an owner's own value shown as typed). Never show the stored value itself.
 */
import { COMPLETED_LABEL } from "../../../../shared/admin";
import type { AdminTab } from "../../../../shared/admin-paths";
import type { Locale } from "../../../../shared/locale";
import { inLocale, m } from "../../../../shared/messages";
import {
  customerStatusInfo,
  type CustomerStatus,
  type OrderType,
  type Priority,
  type StepStatus,
} from "../../../../shared/orders";
import { localizedStep, localizedStepName } from "../../../../shared/production-steps-hindi";

export { attentionLabels } from "../../../../shared/attention";
export { localizedStep, localizedStepName };

/** "urgent" / "अर्जेंट" (a badge capitalises the English). */
export function priorityName(priority: Priority, locale: Locale): string {
  const o = inLocale(locale);
  const names: Record<Priority, string> = {
    urgent: m.admin_priority_urgent({}, o),
    high: m.admin_priority_high({}, o),
    medium: m.admin_priority_medium({}, o),
    low: m.admin_priority_low({}, o),
  };
  return names[priority];
}

/** "custom" / "कस्टम" (a badge capitalises the English). */
export function orderTypeName(orderType: OrderType, locale: Locale): string {
  const o = inLocale(locale);
  return orderType === "custom"
    ? m.admin_order_type_custom({}, o)
    : m.admin_order_type_ready_made({}, o);
}

/** A production step's status: "in progress" / "चल रहा है". */
export function stepStatusName(status: StepStatus, locale: Locale): string {
  const o = inLocale(locale);
  const names: Record<StepStatus, string> = {
    pending: m.admin_step_status_pending({}, o),
    "in-progress": m.admin_step_status_in_progress({}, o),
    completed: m.admin_step_status_completed({}, o),
    "on-hold": m.admin_step_status_on_hold({}, o),
  };
  return names[status];
}

/** What the customer is told of her order: the tracking page's words ("Order Received"). */
export const customerStatusName = (status: CustomerStatus, locale: Locale): string =>
  customerStatusInfo(locale)[status].label;

/**
 * An orders list row's current step (AdminOrderSummary.currentStepName, which the server writes
 * in English): "Completed" once every step is done, a template's step in her language, an
 * owner's own step as typed.
 */
export const rowStepName = (currentStepName: string, locale: Locale): string =>
  currentStepName === COMPLETED_LABEL
    ? m.admin_step_completed_all({}, inLocale(locale))
    : localizedStepName(currentStepName, locale);

/** A balance as a list shows it: the rupees due, or "Paid". */
export const balanceName = (
  balanceRupees: number,
  rupees: (n: number) => string,
  locale: Locale,
) => (balanceRupees > 0 ? rupees(balanceRupees) : m.admin_balance_paid({}, inLocale(locale)));

/** A tab's name: "Orders" / "ऑर्डर". */
export function tabName(tab: AdminTab, locale: Locale): string {
  const o = inLocale(locale);
  const names: Record<AdminTab, string> = {
    Orders: m.admin_tab_orders({}, o),
    Products: m.admin_tab_products({}, o),
    Customers: m.admin_tab_customers({}, o),
    Workshop: m.admin_tab_workshop({}, o),
    Money: m.admin_money_tab({}, o),
    Settings: m.admin_tab_settings({}, o),
  };
  return names[tab];
}
