/**
 * What needs the owners' attention today, from the order list: the Orders tab opens on it.
 * Cancelled orders need none.
 */
import type { AdminOrderSummary } from "./admin";
import { addDays } from "./dates";

export const ATTENTION_GROUPS = ["overdue", "due-soon", "ready", "unpaid-delivered"] as const;
export type AttentionGroup = (typeof ATTENTION_GROUPS)[number];

/** Due soon: expected within this many days from today (today included). */
export const DUE_SOON_DAYS = 7;

export const ATTENTION_LABELS: Record<AttentionGroup, { title: string; hint: string }> = {
  overdue: { title: "Overdue", hint: "Expected delivery has passed" },
  "due-soon": { title: "Due in 7 days", hint: `Expected within ${DUE_SOON_DAYS} days` },
  ready: { title: "Ready for dispatch", hint: "Packed, waiting to go" },
  "unpaid-delivered": { title: "Delivered, balance due", hint: "Money still to collect" },
};

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
): { group: "overdue" | "due-soon"; label: string } | null {
  if (inAttentionGroup(order, "overdue", today)) {
    const late = daysFrom(order.expectedDelivery, today);
    return { group: "overdue", label: late === 1 ? "Overdue 1 day" : `Overdue ${late} days` };
  }
  if (inAttentionGroup(order, "due-soon", today)) {
    const left = daysFrom(today, order.expectedDelivery);
    return {
      group: "due-soon",
      label: left === 0 ? "Due today" : left === 1 ? "Due tomorrow" : `Due in ${left} days`,
    };
  }
  return null;
}
