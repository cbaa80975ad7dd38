import { useCallback, useRef, useState } from "react";
import type { AdminOrder, AdminOrderSummary } from "../../../shared/admin";
import { followOrder, mergeOrderList } from "./order-answers";
import type { AdminCall } from "./use-admin-session";

/**
 * The owners' order list. `follow` rebuilds an order's row from an answer about that order (a
 * step change), so the list shows it before any refetch; `refresh` asks the server again and
 * keeps what is newer, row by row.
 */
export function useOrderList(call: AdminCall) {
  const [orders, setOrders] = useState<AdminOrderSummary[] | null>(null);
  const [error, setError] = useState("");
  const requests = useRef(0);

  const refresh = useCallback(async () => {
    const request = ++requests.current;
    const r = await call<{ orders: AdminOrderSummary[] }>("/orders");
    // A list asked for later answers for a later state (and may add orders this one lacks).
    if (request !== requests.current) return;
    if (r.ok) {
      setOrders((shown) => mergeOrderList(shown, r.data.orders));
      setError("");
    } else {
      setError(r.error);
    }
  }, [call]);

  const follow = useCallback((order: AdminOrder) => {
    setOrders((shown) => shown && followOrder(shown, order));
  }, []);

  return { orders, error, refresh, follow };
}
