/**
 * What needs the owners' attention today, from the order list: the Orders tab opens on it.
 * Cancelled orders need none.
 */
import type { AdminOrderSummary } from "./admin";
import { addDays } from "./dates";
import type { Locale } from "./locale";
import { inLocale, m } from "./messages";

export const ATTENTION_GROUPS = ["overdue", "due-soon", "ready", "unpaid-delivered"] as const;
export type AttentionGroup = (typeof ATTENTION_GROUPS)[number];

/** Due soon: expected within this many days from today (today included). */
export const DUE_SOON_DAYS = 7;

/** Each group's title and hint in the owner's language (messages/admin, docs/decisions/0017). */
export function attentionLabels(
  locale: Locale,
): Record<AttentionGroup, { title: string; hint: string }> {
  const o = inLocale(locale);
  return {
    overdue: {
      title: m.admin_attention_overdue({}, o),
      hint: m.admin_attention_overdue_hint({}, o),
    },
    "due-soon": {
      title: m.admin_attention_due_soon({}, o),
      hint: m.admin_attention_due_soon_hint({ days: DUE_SOON_DAYS }, o),
    },
    ready: { title: m.admin_attention_ready({}, o), hint: m.admin_attention_ready_hint({}, o) },
    "unpaid-delivered": {
      title: m.admin_attention_unpaid({}, o),
      hint: m.admin_attention_unpaid_hint({}, o),
    },
  };
}

type Row = Pick<
  AdminOrderSummary,
  "expectedDelivery" | "currentStatus" | "balanceRupees" | "cancelled"
>;

export function inAttentionGroup(order: Row, group: AttentionGroup, today: string): boolean {
  if (order.cancelled) return false;
  const delivered = order.currentStatus === "delivered";
  switch (group) {
    case "overdue":
      return !delivered && order.expectedDelivery < today;
    case "due-soon":
      return (
        !delivered &&
        order.expectedDelivery >= today &&
        order.expectedDelivery <= addDays(today, DUE_SOON_DAYS)
      );
    case "ready":
      return order.currentStatus === "ready";
    case "unpaid-delivered":
      return delivered && order.balanceRupees > 0;
  }
}

/**
 * How a list shows an order's balance: nothing due, money due, or money due on an order past
 * its delivery date, the only balance in red (the orders list's rows and a customer's orders).
 */
export type BalanceTone = "paid" | "due" | "overdue";
export function balanceToneOf(order: Row, today: string): BalanceTone {
  if (order.balanceRupees <= 0) return "paid";
  return inAttentionGroup(order, "overdue", today) ? "overdue" : "due";
}

/** How many orders each group holds. */
export function attentionCounts(
  orders: readonly Row[],
  today: string,
): Record<AttentionGroup, number> {
  return Object.fromEntries(
    ATTENTION_GROUPS.map((g) => [g, orders.filter((o) => inAttentionGroup(o, g, today)).length]),
  ) as Record<AttentionGroup, number>;
}

/** Whole days from one ISO date to another (negative when `to` is earlier). */
const daysFrom = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * How a list marks an order's delivery date: overdue (the only thing shown in red), due soon
 * (within DUE_SOON_DAYS), or nothing; the same rules as the attention groups.
 */
export function deliveryMarkOf(
  order: Row,
  today: string,
  locale: Locale = "en",
): { group: "overdue" | "due-soon"; label: string } | null {
  const o = inLocale(locale);
  if (inAttentionGroup(order, "overdue", today)) {
    const days = daysFrom(order.expectedDelivery, today);
    const label = days === 1 ? m.admin_mark_overdue_one({}, o) : m.admin_mark_overdue({ days }, o);
    return { group: "overdue", label };
  }
  if (inAttentionGroup(order, "due-soon", today)) {
    const days = daysFrom(today, order.expectedDelivery);
    const label =
      days === 0
        ? m.admin_mark_due_today({}, o)
        : days === 1
          ? m.admin_mark_due_tomorrow({}, o)
          : m.admin_mark_due_in({ days }, o);
    return { group: "due-soon", label };
  }
  return null;
}
