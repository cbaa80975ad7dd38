import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { adminScreenOf } from "../../../shared/admin-paths";

/** What a screen opened from a list carries: the list's address, with its filter. */
interface FromList {
  fromList?: string;
}

/**
 * The back office's navigation: the screen the address shows, going to another (a new entry in
 * the history, so Back and Forward move between screens), and back to a list.
 */
export function useAdminNav() {
  const navigate = useNavigate();
  const location = useLocation();
  const screen = adminScreenOf(location.pathname);
  const state = location.state as FromList | null;
  const fromList = typeof state?.fromList === "string" ? state.fromList : undefined;

  const here = `${location.pathname}${location.search}`;
  /**
   * Opens a screen. `fromList`: true when the current screen is the list its Back button
   * returns to (with the list's filter), or that list's address when passed on.
   */
  const go = useCallback(
    (
      to: string,
      options: { replace?: boolean; fromList?: boolean | string; state?: object } = {},
    ) => {
      const list = options.fromList === true ? here : options.fromList || undefined;
      void navigate(to, {
        replace: options.replace ?? false,
        state: { ...options.state, ...(list ? { fromList: list } : {}) },
      });
    },
    [navigate, here],
  );

  /**
   * A screen's own "Back to …" button: the list it was opened from, with its filter, or the
   * list's plain address. A new entry in the history, as a link would be: the browser's Back
   * still returns to this screen. `keepScroll`: the list puts its own scroll back (the orders).
   */
  const back = useCallback(
    (list: string, options: { keepScroll?: boolean } = {}) =>
      void navigate(fromList ?? list, { preventScrollReset: options.keepScroll ?? false }),
    [fromList, navigate],
  );

  return { screen, location, fromList, go, back };
}

/**
 * A list's search and filters kept in the address's query string, replaced (no new history
 * entry) as they change. The fields keep their own state while typing, so an address written a
 * moment later never moves the caret; a new address from outside (Back, a tab's link) resets
 * them. `active` is false while another screen of the tab is shown.
 */
export function useAddressQuery<T>(
  parse: (search: URLSearchParams) => T,
  serialize: (value: T) => URLSearchParams,
  active: boolean,
): [T, (value: T) => void] {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [value, setValue] = useState(() => parse(new URLSearchParams(search)));
  // The addresses this hook wrote that the router has not reported back yet. Typing outruns the
  // router: "?search=Mee" may arrive after "Meer" was typed; it is ours, so it must not reset
  // the box (it would eat the "r").
  const pending = useRef<string[]>([]);
  const reported = useRef(search);

  useEffect(() => {
    if (!active || search === reported.current) return;
    reported.current = search;
    const ours = pending.current.indexOf(search);
    if (ours >= 0) {
      pending.current = pending.current.slice(ours + 1);
      return;
    }
    pending.current = [];
    setValue(parse(new URLSearchParams(search)));
    // parse is a pure function of the address; only a new address matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, search]);

  const set = useCallback(
    (next: T) => {
      setValue(next);
      const query = serialize(next).toString();
      const address = query ? `?${query}` : "";
      // The same address again changes no location, so the router reports nothing back.
      if (address !== (pending.current.at(-1) ?? reported.current)) pending.current.push(address);
      void navigate({ search: address }, { replace: true, preventScrollReset: true });
    },
    [navigate, serialize],
  );
  return [value, set];
}
