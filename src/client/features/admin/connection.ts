import { useEffect, useState } from "react";

/**
 * Whether the back office can reach the server: the browser says it is offline, or a request
 * failed before any answer came (use-admin-session.ts reports each outcome). Back online: the
 * browser's `online` event, or any answer from the server.
 */
type Listener = (reachable: boolean) => void;
const listeners = new Set<Listener>();
let lastFailed = false;

/** A request got no answer at all (status 0), or got one: told to the shell's notice. */
export function reportReach(reached: boolean): void {
  if (lastFailed === !reached) return;
  lastFailed = !reached;
  for (const listener of listeners) listener(reached);
}

/** False while the browser is offline or the last request found no server. */
export function useConnection(): boolean {
  const [online, setOnline] = useState(true);
  const [reached, setReached] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    const back = () => {
      lastFailed = false;
      setReached(true);
      update();
    };
    update();
    setReached(!lastFailed);
    listeners.add(setReached);
    window.addEventListener("online", back);
    window.addEventListener("offline", update);
    return () => {
      listeners.delete(setReached);
      window.removeEventListener("online", back);
      window.removeEventListener("offline", update);
    };
  }, []);
  return online && reached;
}
