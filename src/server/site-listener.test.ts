/**
 * The build's files answered by Node before Hono (site-listener.ts) must be exactly what Hono's
 * path answers: the same status, headers (security headers, CSP, caching, encoding, ETag) and
 * bytes, and the same log line. Each request below is sent both ways, on the real build.
 */
import { ADMIN_MANIFEST_PATH } from "../shared/admin-manifest";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApp } from "./app";
import { siteListener } from "./site-listener";
import { loadStaticSite } from "./static-site";
import { memoryLogger } from "./test-support/memory-logger";
import { requireBuild } from "./test-support/server-process";

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers that differ between any two answers: the date, the connection's, the request's id. */
const VARYING = new Set(["date", "connection", "keep-alive", "x-request-id"]);
const comparable = (a: Answer) => ({
  status: a.status,
  headers: Object.fromEntries(
    Object.entries(a.headers)
      .filter(([k]) => !VARYING.has(k))
      .sort(([x], [y]) => x.localeCompare(y)),
  ),
  body: a.body.toString("base64"),
});

const { clientDir } = requireBuild();
const site = loadStaticSite(clientDir);
let server: http.Server;
let honoCalls = 0;
const listenerLog = memoryLogger();
const honoLog = memoryLogger();

function setUp(trustProxy: boolean) {
  const app = createApp({ clientDir, site, trustProxy, logger: honoLog.logger });
  const counted = { fetch: (req: Request, env: unknown) => (honoCalls++, app.fetch(req, env)) };
  return siteListener({
    app: counted as unknown as typeof app,
    site,
    logger: listenerLog.logger,
    trustProxy,
  });
}

const listeners = { trusted: setUp(true), direct: setUp(false) };
let current: keyof typeof listeners = "trusted";

beforeAll(async () => {
  server = http.createServer((req, res) => listeners[current](req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** One request to the listener over HTTP, its bytes as sent (no decoding). */
function viaListener(path: string, method: string, headers: Record<string, string>) {
  const { port } = server.address() as AddressInfo;
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** The same request through Hono alone (what every request went through before). */
async function viaHono(path: string, method: string, headers: Record<string, string>) {
  const app = createApp({ clientDir, site, trustProxy: current === "trusted" });
  const res = await app.request(path, { method, headers });
  return {
    status: res.status,
    headers: Object.fromEntries([...res.headers].map(([k, v]) => [k.toLowerCase(), v])),
    body: Buffer.from(await res.arrayBuffer()),
  };
}

const asset = `/assets/${fs.readdirSync(path.join(clientDir, "assets")).find((f) => f.endsWith(".js"))}`;
const PATHS = [
  "/contact?utm_source=x",
  "/contact",
  "/contact/",
  "/hi/contact",
  "/manufacturing",
  "/admin",
  "/admin/orders/RR2026001",
  "/favicon.svg",
  "/images/designs/design-01.svg",
  asset,
];
const ENCODINGS = ["gzip, deflate, br", "gzip", "identity", "br;q=0, gzip;q=0", ""];

it("answers every file of the build as Hono does: status, headers, bytes", async () => {
  for (const trust of ["trusted", "direct"] as const) {
    current = trust;
    for (const path of PATHS)
      for (const encoding of ENCODINGS)
        for (const method of ["GET", "HEAD"]) {
          const headers: Record<string, string> = {
            ...(encoding ? { "accept-encoding": encoding } : {}),
            "x-forwarded-proto": "https",
          };
          const [fast, hono] = await Promise.all([
            viaListener(path, method, headers),
            viaHono(path, method, headers),
          ]);
          expect(comparable(fast), `${trust} ${method} ${path} (${encoding})`).toEqual(
            comparable(hono),
          );
        }
  }
  // None of them went through Hono in the listener.
  expect(honoCalls).toBe(0);
});

it("answers 304 to a request holding the ETag, HSTS and the proxy's request id only when trusted", async () => {
  current = "trusted";
  const etag = (await viaListener("/contact", "GET", {})).headers.etag!;
  const held = { "if-none-match": etag, "accept-encoding": "br" };
  const [fast, hono] = await Promise.all([
    viaListener("/contact", "GET", held),
    viaHono("/contact", "GET", held),
  ]);
  expect(fast.status).toBe(304);
  expect(comparable(fast)).toEqual(comparable(hono));
  const proxied = { "x-request-id": "nginx-0123456789abcdef", "x-forwarded-proto": "https" };
  const trusted = await viaListener("/contact", "GET", proxied);
  expect(trusted.headers["x-request-id"]).toBe("nginx-0123456789abcdef");
  expect(trusted.headers["strict-transport-security"]).toMatch(/max-age=/);
  current = "direct";
  const direct = await viaListener("/contact", "GET", proxied);
  expect(direct.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  expect(direct.headers["strict-transport-security"]).toBeUndefined();
});

it("leaves every other request to Hono: other methods, unknown and unusual addresses", async () => {
  current = "trusted";
  const before = honoCalls;
  const others: [string, string][] = [
    ["POST", "/"],
    // The home page and the catalogue are rendered from the catalogue (rendered-pages.ts).
    ["GET", "/"],
    ["GET", "/products"],
    ["GET", "/no-such-page"],
    ["GET", "/api/orders/RR2024001"],
    ["GET", "/%63ontact"],
    ["GET", "/hi/../contact"],
    ["GET", "/./contact"],
    // A route of its own under /admin, whose other addresses are the back office's page.
    ["GET", ADMIN_MANIFEST_PATH],
  ];
  for (const [method, path] of others) await viaListener(path, method, {});
  expect(honoCalls - before).toBe(others.length);
});

it("writes the request's log line as Hono's path does", async () => {
  current = "trusted";
  listenerLog.lines.length = 0;
  honoLog.lines.length = 0;
  const app = createApp({ clientDir, site, trustProxy: true, logger: honoLog.logger });
  await viaListener("/contact?x=1", "GET", {});
  await app.request("/contact?x=1");
  const shape = (line: Record<string, unknown>) => ({ ...line, reqId: "", time: "", ms: 0 });
  expect(listenerLog.lines.map(shape)).toEqual(honoLog.lines.map(shape));
  expect(listenerLog.lines[0]).toMatchObject({ msg: "request", route: "/*", path: "/contact" });
});
