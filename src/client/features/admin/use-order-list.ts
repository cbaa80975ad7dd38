import { useCallback, useRef, useState } from "react";
import {
  DEFAULT_ORDER_FILTER,
  orderSortQuery,
  type AdminOrder,
  type AdminOrderSummary,
  type OrderListFilter,
} from "../../../shared/admin";
import { followOrder, mergeOrderList } from "./order-answers";
import type { AdminCall } from "./use-admin-session";

/**
 * The owners' order list. `follow` rebuilds an order's row from an answer about that order (a
 * step change), so the list shows it before any refetch; `refresh` asks the server again and
 * keeps what is newer, row by row, in the order the server sorted them by (`sorting`; a new
 * sorting is asked for at once).
 */
export function useOrderList(call: AdminCall, sorting: Pick<OrderListFilter, "sort" | "dir">) {
  const [orders, setOrders] = useState<AdminOrderSummary[] | null>(null);
  const [error, setError] = useState("");
  const requests = useRef(0);

  // The newest-first list is the plain address, as it always was.
  const query =
    sorting.sort === DEFAULT_ORDER_FILTER.sort && sorting.dir === DEFAULT_ORDER_FILTER.dir
      ? ""
      : `?${orderSortQuery(sorting)}`;
  const refresh = useCallback(async () => {
    const request = ++requests.current;
    const r = await call<{ orders: AdminOrderSummary[] }>(`/orders${query}`);
    // A list asked for later answers for a later state (and may add orders this one lacks).
    if (request !== requests.current) return;
    if (r.ok) {
      setOrders((shown) => mergeOrderList(shown, r.data.orders));
      setError("");
    } else {
      setError(r.error);
    }
  }, [call, query]);

  const follow = useCallback((order: AdminOrder) => {
    setOrders((shown) => shown && followOrder(shown, order));
  }, []);

  return { orders, error, refresh, follow };
}
