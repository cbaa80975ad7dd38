import { useSyncExternalStore } from "react";

/**
 * Whether the back office can reach the server: the browser says it is offline, or a request
 * failed before any answer came (use-admin-session.ts reports each outcome). Back online: the
 * browser's `online` event, or any answer from the server.
 */
const listeners = new Set<() => void>();
let lastFailed = false;

const notify = () => {
  for (const listener of listeners) listener();
};

/** A request got no answer at all (status 0), or got one: told to the shell's notice. */
export function reportReach(reached: boolean): void {
  if (lastFailed === !reached) return;
  lastFailed = !reached;
  notify();
}

function subscribe(listener: () => void): () => void {
  const back = () => {
    lastFailed = false;
    notify();
  };
  listeners.add(listener);
  window.addEventListener("online", back);
  window.addEventListener("offline", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("online", back);
    window.removeEventListener("offline", listener);
  };
}

/** False while the browser is offline or the last request found no server. */
export function useConnection(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && !lastFailed,
    () => true,
  );
}
