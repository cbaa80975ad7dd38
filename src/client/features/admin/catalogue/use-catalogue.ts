import { useCallback, useEffect, useState } from "react";
import type { AdminCatalogue } from "../../../../shared/catalogue-admin";
import type { AdminCall } from "../use-admin-session";

/**
 * The owners' catalogue (GET /api/admin/designs): loaded once, asked for again after a change
 * made elsewhere (the design editor), and replaced by every list change's answer, which is the
 * whole catalogue. `version` goes up with each, so the change log knows to reload.
 */
export function useCatalogue(call: AdminCall) {
  const [catalogue, setCatalogue] = useState<AdminCatalogue | null>(null);
  /** Why it could not be loaded (the server's English and status: the tab says it in her language). */
  const [error, setError] = useState({ error: "", status: 0 });
  const [version, setVersion] = useState(0);

  const show = useCallback((next: AdminCatalogue) => {
    setCatalogue(next);
    setError({ error: "", status: 0 });
    setVersion((v) => v + 1);
  }, []);

  /** Loads the catalogue again; answers it (null when it could not be loaded). */
  const refresh = useCallback(async (): Promise<AdminCatalogue | null> => {
    const result = await call<AdminCatalogue>("/designs");
    if (result.ok) show(result.data);
    else setError({ error: result.error, status: result.status });
    return result.ok ? result.data : null;
  }, [call, show]);

  useEffect(() => {
    let current = true;
    void call<AdminCatalogue>("/designs").then((result) => {
      if (!current) return;
      if (result.ok) show(result.data);
      else setError({ error: result.error, status: result.status });
    });
    return () => {
      current = false;
    };
  }, [call, show]);

  return { catalogue, error, version, show, refresh };
}
