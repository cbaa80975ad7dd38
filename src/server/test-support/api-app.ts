import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Hono } from "hono";
import { createApi, type ApiDeps } from "../api";
import { createApp } from "../app";
import { databaseReady } from "../db/readiness";
import { silentLogger } from "../log/logger";

const EMPTY_CLIENT_DIR = path.join(os.tmpdir(), "boutique-test-empty-client");

/**
 * The whole HTTP app as the server builds it, with an empty client build, for in-process tests.
 * It logs nothing unless given a logger: tests that fail requests on purpose stay quiet.
 */
export function createTestApp(deps: ApiDeps): Hono {
  fs.mkdirSync(EMPTY_CLIENT_DIR, { recursive: true });
  return createApp({
    clientDir: EMPTY_CLIENT_DIR,
    api: createApi({ ...deps, logger: deps.logger ?? silentLogger }),
    logger: deps.logger ?? silentLogger,
    ready: () => databaseReady(deps.db.db),
  });
}

/** Request options that make the request come from `ip` (needs trustProxy). */
export const fromIp = (ip: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), "x-forwarded-for": ip },
});

export const jsonPost = (body: unknown, ip?: string): RequestInit => {
  const init: RequestInit = {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
  return ip ? fromIp(ip, init) : init;
};
