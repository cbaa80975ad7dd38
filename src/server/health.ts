import type { Hono } from "hono";

const NOT_READY = { status: "unavailable" } as const;

/**
 * For the reverse proxy and the host's monitor. GET /healthz: the process is up and answering.
 * GET /readyz: it can serve, its database reachable and migrated (`ready`). Neither says more
 * than ok or not: no engine, version, error or timing for anyone to read.
 */
export function mountHealth(app: Hono, ready: (() => Promise<boolean>) | undefined): void {
  app.get("/healthz", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" }, 200);
  });
  app.get("/readyz", async (c) => {
    c.header("Cache-Control", "no-store");
    return ready && (await ready()) ? c.json({ status: "ready" }, 200) : c.json(NOT_READY, 503);
  });
}
