import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  SEARCH_SETTLE_MS,
  type AdminOrder,
  type AdminOrderSummary,
  type OrderListFilter,
} from "../../../shared/admin";
import { ORDER_PAGE_SIZE, type AttentionCounts, type OrderPage } from "../../../shared/order-pages";
import { orderFilterParams } from "../../../shared/admin-paths";
import { appendPage, followOrder, refreshWindow } from "./order-answers";
import type { AdminCall } from "./use-admin-session";

/** A failed request: the server's refusal (or none), said in her language by the list. */
export interface ListProblem {
  error: string;
  field?: string | undefined;
  status: number;
}

/**
 * The filter's query as the list asks for it: at once when anything but the search changed,
 * else once the search has stood still for SEARCH_SETTLE_MS (the box and the address keep
 * every letter meanwhile).
 */
function useSettledQuery(filter: OrderListFilter): string {
  const wanted = orderFilterParams(filter).toString();
  const rest = orderFilterParams({ ...filter, search: "" }).toString();
  const [settled, setSettled] = useState({ query: wanted, rest });
  // Not only the search: at once (set while drawing, as React allows for a value it derives).
  if (settled.query !== wanted && settled.rest !== rest) setSettled({ query: wanted, rest });
  useEffect(() => {
    if (settled.query === wanted) return;
    const timer = window.setTimeout(() => setSettled({ query: wanted, rest }), SEARCH_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [settled.query, wanted, rest]);
  return settled.rest === rest ? settled.query : wanted;
}

/** The list as shown: its filter's query, its rows so far, and where the next page begins. */
interface Shown {
  query: string;
  rows: AdminOrderSummary[];
  next: string | null;
}

/**
 * The owners' order list, a page at a time: the server filters, searches, sorts and pages
 * (GET /api/admin/orders, shared/order-pages.ts); this keeps the rows shown so far.
 *
 * - A new filter (or sort) asks for its first page at once; the rows of the old one stay until
 *   it answers, and an answer for a filter no longer shown is dropped.
 * - `more` asks for the page after the last row.
 * - `refresh` (back from an order) asks again for the rows shown, not the world, and keeps
 *   what is newer, row by row (docs/decisions/0008).
 * - `follow` rebuilds an order's row from an answer about that order, before any refetch.
 */
export function useOrderList(call: AdminCall, filter: OrderListFilter) {
  // As the address says it (only what differs from the default list), the search once settled.
  const wanted = orderFilterParams(filter).toString();
  const query = useSettledQuery(filter);
  const [shown, setShown] = useState<Shown | null>(null);
  const [attention, setAttention] = useState<AttentionCounts | null>(null);
  const [error, setError] = useState<ListProblem | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // What the callbacks read of the list shown, without being made again at each change.
  const latest = useRef(shown);
  useLayoutEffect(() => {
    latest.current = shown;
  }, [shown]);
  /** The newest request for a whole list (first page or refresh): older answers are dropped. */
  const requests = useRef(0);

  // The default page size is left out, as the default filter is: the plain list's address is
  // plain (/api/admin/orders).
  const ask = useCallback(
    (q: string, limit: number, cursor?: string | null) => {
      const params = new URLSearchParams(q);
      if (limit !== ORDER_PAGE_SIZE.default) params.set("limit", String(limit));
      if (cursor) params.set("cursor", cursor);
      const query = params.toString();
      return call<OrderPage>(`/orders${query ? `?${query}` : ""}`);
    },
    [call],
  );

  const load = useCallback(async () => {
    const request = ++requests.current;
    const r = await ask(query, ORDER_PAGE_SIZE.default);
    if (request !== requests.current) return;
    if (!r.ok) return setError(r);
    setError(null);
    setAttention(r.data.attention);
    setShown({ query, rows: r.data.orders, next: r.data.nextCursor });
  }, [ask, query]);

  const refresh = useCallback(async () => {
    const before = latest.current;
    if (!before || before.query !== query) return load();
    const request = ++requests.current;
    // The rows shown, a first page at least (then the same request as the first page's).
    const limit = Math.min(
      Math.max(before.rows.length, ORDER_PAGE_SIZE.default),
      ORDER_PAGE_SIZE.max,
    );
    const r = await ask(query, limit);
    if (request !== requests.current) return;
    if (!r.ok) return setError(r);
    setError(null);
    setAttention(r.data.attention);
    const whole = before.rows.length <= limit;
    setShown((now) => {
      if (!now || now.query !== query) return now;
      const complete = r.data.nextCursor === null;
      return {
        query,
        rows: refreshWindow(now.rows, r.data.orders, complete),
        next: complete ? null : whole ? r.data.nextCursor : now.next,
      };
    });
  }, [ask, load, query]);

  const more = useCallback(async () => {
    const from = latest.current;
    if (!from?.next || from.query !== query || loadingMore) return;
    setLoadingMore(true);
    const r = await ask(query, ORDER_PAGE_SIZE.default, from.next);
    setLoadingMore(false);
    if (!r.ok) return setError(r);
    setAttention(r.data.attention);
    setShown((now) =>
      // Only onto the rows it follows: a new filter or a refresh in between wins.
      now && now.query === query && now.next === from.next
        ? { query, rows: appendPage(now.rows, r.data.orders), next: r.data.nextCursor }
        : now,
    );
  }, [ask, query, loadingMore]);

  // A new filter or sort: its first page.
  useEffect(() => {
    if (latest.current?.query !== query) void load();
  }, [load, query]);

  const follow = useCallback((order: AdminOrder) => {
    setShown((now) => now && { ...now, rows: followOrder(now.rows, order) });
  }, []);

  return {
    /** The rows of the filter asked for last (older ones while its first page is on its way). */
    orders: shown?.rows ?? null,
    /** True while the rows shown are another filter's, its answer (or its search) on the way. */
    stale: shown !== null && shown.query !== wanted,
    hasMore: shown?.query === wanted && shown.next !== null,
    loadingMore,
    attention,
    error,
    refresh,
    more,
    follow,
  };
}
