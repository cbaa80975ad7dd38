import { useCallback, useEffect, useState } from "react";
import type { AdminCall } from "../use-admin-session";

/**
 * One read of the workshop's API for a screen: the answer, or the refusal (said in her
 * language where it shows), and `reload` after a change elsewhere. `path` null: nothing yet.
 */
export function useWorkshopRead<T>(call: AdminCall, path: string | null) {
  const [answer, setAnswer] = useState<T | null>(null);
  const [error, setError] = useState<{ error: string; status: number } | null>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (path === null) return;
    let current = true;
    void call<T>(path).then((r) => {
      if (!current) return;
      if (r.ok) {
        setAnswer(r.data);
        setError(null);
      } else setError({ error: r.error, status: r.status });
    });
    return () => {
      current = false;
    };
  }, [call, path, asked]);
  const reload = useCallback(() => setAsked((n) => n + 1), []);
  return { answer, error, reload, setAnswer };
}
