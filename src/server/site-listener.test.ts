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
import os from "node:os";
import type { Hono } from "hono";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DESIGNS, designSlug } from "../shared/catalogue";
import { createApp } from "./app";
import { CATALOGUE_CHECK_MS, createCatalogueSource } from "./catalogue/catalogue-source";
import { loadPageRenderer } from "./page-renderer";
import { folderPhotoStore } from "./photos/photo-store";
import { renderedPages } from "./rendered-pages";
import { siteListener } from "./site-listener";
import { loadStaticSite } from "./static-site";
import { createTestDatabase } from "./test-support/databases";
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
/** A listener of a test's own, over the one of `current`. */
let own: http.RequestListener | undefined;

beforeAll(async () => {
  server = http.createServer((req, res) => (own ?? listeners[current])(req, res));
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

it("answers the pages rendered from the catalogue as Hono does once rendered, while that catalogue is current", async () => {
  const location = await createTestDatabase("sqlite");
  const db = await location.open();
  let now = 1_000_000;
  const source = createCatalogueSource(db.db, { clock: () => now });
  const render = (await loadPageRenderer(clientDir, { demoMode: true }))!;
  const pages = renderedPages({ render, catalogue: source });
  const photos = folderPhotoStore(fs.mkdtempSync(path.join(os.tmpdir(), "boutique-photos-")));
  const app = createApp({
    clientDir,
    site,
    trustProxy: true,
    logger: honoLog.logger,
    catalogue: { source, photos, render, pages },
  });
  let calls = 0;
  const counted = { fetch: (req: Request, env: unknown) => (calls++, app.fetch(req, env)) };
  own = siteListener({
    app: counted as unknown as Hono,
    site,
    rendered: pages,
    logger: listenerLog.logger,
    trustProxy: true,
  });
  const get = (path: string, headers: Record<string, string> = {}) =>
    viaListener(path, "GET", headers);
  const hono = async (path: string, method: string, headers: Record<string, string>) => {
    const res = await app.request(path, { method, headers });
    return {
      status: res.status,
      headers: Object.fromEntries([...res.headers].map(([k, v]) => [k.toLowerCase(), v])),
      body: Buffer.from(await res.arrayBuffer()),
    };
  };
  try {
    const rendered = [
      "/",
      "/hi/",
      "/products",
      "/hi/products",
      `/products/${designSlug(DESIGNS[0]!)}`,
    ];
    // The first request of each is Hono's, which renders it.
    for (const path of rendered) expect((await get(path)).status).toBe(200);
    expect(calls).toBe(rendered.length);

    for (const path of rendered)
      for (const encoding of ENCODINGS)
        for (const method of ["GET", "HEAD"]) {
          const headers: Record<string, string> = encoding ? { "accept-encoding": encoding } : {};
          const [fast, slow] = await Promise.all([
            viaListener(path, method, headers),
            hono(path, method, headers),
          ]);
          expect(comparable(fast), `${method} ${path} (${encoding})`).toEqual(comparable(slow));
        }
    expect(calls).toBe(rendered.length);

    // The same log line as Hono's.
    listenerLog.lines.length = 0;
    honoLog.lines.length = 0;
    await get("/");
    await app.request("/");
    const shape = (line: Record<string, unknown>) => ({ ...line, reqId: "", time: "", ms: 0 });
    expect(listenerLog.lines.map(shape)).toEqual(honoLog.lines.map(shape));
    expect(calls).toBe(rendered.length);

    // Asked with a query (a filter, a page): Hono's, as is a path not rendered yet.
    await get("/products?category=Lehenga");
    await get("/?utm_source=x");
    await get("/craft-not-rendered");
    expect(calls).toBe(rendered.length + 3);

    // Once the catalogue must be checked again, Hono checks it; then the page is Node's again.
    now += CATALOGUE_CHECK_MS;
    await get("/");
    expect(calls).toBe(rendered.length + 4);
    await get("/");
    expect(calls).toBe(rendered.length + 4);

    // A changed catalogue: its pages are rendered again, by Hono, before Node sends them.
    await db.db
      .updateTable("catalogue_state")
      .set((eb) => ({ revision: eb("revision", "+", 1) }))
      .execute();
    now += CATALOGUE_CHECK_MS;
    await get("/products");
    await get("/");
    expect(calls).toBe(rendered.length + 6);
    await get("/products");
    await get("/");
    expect(calls).toBe(rendered.length + 6);
  } finally {
    own = undefined;
    await db.close();
    await location.remove();
  }
});
