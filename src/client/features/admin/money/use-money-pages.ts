import { useCallback, useEffect, useState } from "react";
import type { AdminCall } from "../use-admin-session";

interface Shown<P, T> {
  /** The request it answers (without the cursor). */
  for: string;
  /** The first page's answer: its totals are the view's. */
  first: P;
  rows: T[];
  nextCursor: string | null;
}

/**
 * A money view the server pages (the day book's days, the customers owing): the first page of
 * `path`, asked for again when the query in it changes, then "Load more" after the cursor. An
 * answer to an older query is dropped; the rows of the last one stay while the next is on its
 * way (no flash of "Loading").
 */
export function useMoneyPages<P extends { nextCursor: string | null }, T>(
  call: AdminCall,
  path: string,
  rowsOf: (page: P) => T[],
) {
  const [shown, setShown] = useState<Shown<P, T> | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<{ error: string; status: number; field?: string } | null>(
    null,
  );

  useEffect(() => {
    let current = true;
    void call<P>(path).then((r) => {
      if (!current) return;
      if (r.ok)
        setShown({ for: path, first: r.data, rows: rowsOf(r.data), nextCursor: r.data.nextCursor });
      setError(r.ok ? null : r);
    });
    return () => {
      current = false;
    };
    // rowsOf reads a field of the answer; only the request matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call, path]);

  const cursor = shown?.for === path ? shown.nextCursor : null;
  const loadMore = useCallback(async () => {
    if (!cursor) return;
    setLoadingMore(true);
    const joiner = path.includes("?") ? "&" : "?";
    const r = await call<P>(`${path}${joiner}cursor=${encodeURIComponent(cursor)}`);
    setLoadingMore(false);
    if (!r.ok) return setError(r);
    setError(null);
    setShown((before) =>
      before?.for === path
        ? { ...before, rows: [...before.rows, ...rowsOf(r.data)], nextCursor: r.data.nextCursor }
        : before,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call, path, cursor]);

  return {
    first: shown?.first ?? null,
    rows: shown?.rows ?? null,
    current: shown?.for === path,
    more: cursor !== null,
    loadMore,
    loadingMore,
    error,
  };
}
