import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the page hydrates (it must render exactly as it was prerendered), true from then
 * on, and at once on a page reached by client-side navigation. For state the prerendered page
 * cannot know, such as the query string of a page the server did not render for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
