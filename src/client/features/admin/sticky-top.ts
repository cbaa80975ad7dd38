import { useEffect } from "react";

/**
 * Keeps `--admin-sticky-top` on the page's root at the height of the bar that stays at the top
 * of the screen over the back office (the owners' app's header and tabs; in demo mode the
 * shop's navigation), so a list's header row sticks just below it (list-table.tsx) instead of
 * sliding under it. Measured, not fixed: the bar grows with the offline notice or a long name.
 * `find` must be the same function from one render to the next (a module's constant).
 */
export function useStickyTop(find: (() => HTMLElement | null) | null): void {
  useEffect(() => {
    const bar = find?.();
    if (!bar) return;
    const root = document.documentElement;
    const measure = () =>
      root.style.setProperty("--admin-sticky-top", `${bar.getBoundingClientRect().height}px`);
    measure();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.removeProperty("--admin-sticky-top");
    };
  }, [find]);
}
