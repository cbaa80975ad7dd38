/**
 * Answers about an order can arrive out of order: a list requested before a step change may
 * land after the change's answer. The order's revision (see AdminOrder) says which is newer.
 */
import {
  orderSummaryOf,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrderSummary,
} from "../../../shared/admin";

/** The incoming answer, unless the one already shown is of a later revision. */
function newer<T extends { revision: number }>(shown: T, incoming: T): T {
  return shown.revision > incoming.revision ? shown : incoming;
}

export const newerDetail = (
  shown: AdminOrderDetail | null,
  incoming: AdminOrderDetail,
): AdminOrderDetail => (shown && shown.order.revision > incoming.order.revision ? shown : incoming);

/** A fresh list answer, keeping any row the browser already knows in a later revision. */
export function mergeOrderList(
  shown: readonly AdminOrderSummary[] | null,
  incoming: readonly AdminOrderSummary[],
): AdminOrderSummary[] {
  const known = new Map(shown?.map((row) => [row.orderId, row]));
  return incoming.map((row) => {
    const mine = known.get(row.orderId);
    return mine ? newer(mine, row) : row;
  });
}

/**
 * The list with the order's row rebuilt from an answer about that order (if it is newer); an
 * order the list does not show yet (just taken) comes first.
 */
export function followOrder(
  shown: readonly AdminOrderSummary[],
  order: AdminOrder,
): AdminOrderSummary[] {
  const summary = orderSummaryOf(order);
  if (!shown.some((row) => row.orderId === order.orderId)) return [summary, ...shown];
  return shown.map((row) => (row.orderId === order.orderId ? newer(row, summary) : row));
}

/**
 * The next page after the rows shown. An order already shown that comes again has moved in the
 * sort since (a payment changed its balance): it is shown once, at its new place, with the
 * newer of the two answers.
 */
export function appendPage(
  shown: readonly AdminOrderSummary[],
  incoming: readonly AdminOrderSummary[],
): AdminOrderSummary[] {
  const known = new Map(shown.map((row) => [row.orderId, row]));
  const again = new Set(incoming.filter((row) => known.has(row.orderId)).map((r) => r.orderId));
  return [
    ...shown.filter((row) => !again.has(row.orderId)),
    ...incoming.map((row) => (again.has(row.orderId) ? newer(known.get(row.orderId)!, row) : row)),
  ];
}

/**
 * The list after its first rows were asked for again (back from an order): the fresh window
 * (merged, so no row goes back to an older revision), then the rows shown beyond it that it
 * does not hold. `complete`: the window is the whole list, so nothing shown beyond it remains.
 */
export function refreshWindow(
  shown: readonly AdminOrderSummary[],
  window: readonly AdminOrderSummary[],
  complete: boolean,
): AdminOrderSummary[] {
  const fresh = mergeOrderList(shown, window);
  if (complete) return fresh;
  const inWindow = new Set(window.map((row) => row.orderId));
  return [...fresh, ...shown.slice(window.length).filter((row) => !inWindow.has(row.orderId))];
}
