import { useCallback, useEffect, useState } from "react";
import type { AdminCall } from "./use-admin-session";

/** An answer of a list paged by a cursor (the customers', the inbox's). */
interface CursorPage {
  total: number;
  /** More than `total` match: the server's count stopped there (the inbox's short searches). */
  moreThanTotal?: boolean;
  nextCursor: string | null;
}

interface Shown<T, P> {
  /** The request it answers (the list's query without the cursor). */
  for: string;
  /** The first page's whole answer (what it says besides its rows: the enquiries' counts). */
  first: P;
  rows: T[];
  total: number;
  moreThanTotal: boolean;
  nextCursor: string | null;
}

/**
 * A back-office list the server pages: the first page of `path` (asked for again whenever the
 * query in it changes, after `delay` ms so typing is not a request a letter), then "Load more"
 * appending the page after the cursor. The count is the first page's: the pages after it go on
 * from there, so once all are shown the list holds exactly that many. An answer to an older
 * query is dropped.
 */
export function useCursorPages<T, P extends CursorPage>(
  call: AdminCall,
  path: string,
  rowsOf: (page: P) => T[],
  delay = 0,
) {
  const [shown, setShown] = useState<Shown<T, P> | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState("");

  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      void call<P>(path).then((r) => {
        if (!current) return;
        if (r.ok)
          setShown({
            for: path,
            first: r.data,
            rows: rowsOf(r.data),
            total: r.data.total,
            moreThanTotal: r.data.moreThanTotal ?? false,
            nextCursor: r.data.nextCursor,
          });
        setError(r.ok ? "" : r.error);
      });
    }, delay);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
    // rowsOf reads a field of the answer; only the request matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call, path, delay]);

  // While a new query is on its way the rows of the last one stay (no flash of "Loading").
  const current = shown?.for === path;
  const cursor = current ? shown.nextCursor : null;

  const loadMore = useCallback(async () => {
    if (!cursor) return;
    setLoadingMore(true);
    const joiner = path.includes("?") ? "&" : "?";
    const r = await call<P>(`${path}${joiner}cursor=${encodeURIComponent(cursor)}`);
    setLoadingMore(false);
    if (!r.ok) return setError(r.error);
    setError("");
    setShown((before) =>
      before?.for === path
        ? { ...before, rows: [...before.rows, ...rowsOf(r.data)], nextCursor: r.data.nextCursor }
        : before,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call, path, cursor]);

  /** A row as the server now has it, in place. */
  const replace = useCallback(
    (same: (row: T) => boolean, row: T) =>
      setShown(
        (before) => before && { ...before, rows: before.rows.map((r) => (same(r) ? row : r)) },
      ),
    [],
  );

  return {
    rows: shown?.rows ?? null,
    first: shown?.first ?? null,
    total: shown?.total ?? 0,
    moreThanTotal: shown?.moreThanTotal ?? false,
    /** The rows answer the query asked for now (not the one before it). */
    current,
    more: cursor !== null,
    loadMore,
    loadingMore,
    error,
    replace,
  };
}
