import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "./api";
import { createApp } from "./app";
import type { Db } from "./db/schema";
import { cspHash } from "./inline-script-hashes";
import { silentLogger } from "./log/logger";
import { HSTS, STRICT_CSP } from "./security-headers";
import { createTestDatabase, type TestDatabase } from "./test-support/databases";
import { memoryLogger } from "./test-support/memory-logger";

const HOME_SCRIPT = 'window.__context = {"page":"home"};';
const FALLBACK_SCRIPT = 'import("/assets/entry-abc.js");';
const HERO_STYLE = "opacity:1;transition-duration:1000ms";

const FILES: Record<string, string> = {
  "index.html": `<!doctype html><html><head><script>${HOME_SCRIPT}</script></head><body><img src="/images/a.svg" style="${HERO_STYLE}"/><script type="module" src="/assets/entry-abc.js"></script></body></html>`,
  "products/index.html": "<!doctype html><html><body><script>let p = 1;</script></body></html>",
  "__spa-fallback.html": `<!doctype html><html><body><script type="module" async="">${FALLBACK_SCRIPT}</script></body></html>`,
  "assets/entry-abc.js": "console.log('hi');",
  "images/a.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

let clientDir: string;
beforeAll(() => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-csp-client-"));
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
    fs.writeFileSync(path.join(clientDir, file), text);
  }
});
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

/** The CSP's directives by name. */
const directives = (res: Response): Map<string, string[]> => {
  const csp = res.headers.get("content-security-policy") ?? "";
  return new Map(
    csp.split(";").map((d) => {
      const [name = "", ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
};

const expectCommonHeaders = (res: Response) => {
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("x-frame-options")).toBe("DENY");
  expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  expect(directives(res).get("frame-ancestors")).toEqual(["'none'"]);
};

describe("security headers on the site", () => {
  const app = () => createApp({ clientDir });

  it("gives a page a CSP that allows exactly its own inline scripts and style attributes", async () => {
    const res = await app().request("/");
    expect(res.status).toBe(200);
    expectCommonHeaders(res);
    const csp = directives(res);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).toEqual(["'self'", `'${cspHash(HOME_SCRIPT)}'`]);
    expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-hashes'", `'${cspHash(HERO_STYLE)}'`]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
    for (const [name, sources] of [
      ["connect-src", ["'self'"]],
      ["object-src", ["'none'"]],
      ["base-uri", ["'self'"]],
      ["form-action", ["'self'"]],
    ] as const) {
      expect(csp.get(name), name).toEqual(sources);
    }
    expect(res.headers.get("content-security-policy")).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("serves each page with its own hashes, under every spelling of its path", async () => {
    const expected = ["'self'", `'${cspHash("let p = 1;")}'`];
    for (const url of ["/products", "/products/", "/products/index.html"]) {
      const res = await app().request(url);
      expect(res.status, url).toBe(200);
      expect(directives(res).get("script-src"), url).toEqual(expected);
      expect(directives(res).get("style-src"), url).toEqual(["'self'"]);
    }
  });

  it("serves the SPA fallback with status 404 and the fallback's own hashes", async () => {
    for (const url of ["/no-such-page", "/products/nope", "/%E0%A4"]) {
      const res = await app().request(url);
      expect(res.status, url).toBe(404);
      expect(await res.text()).toContain(FALLBACK_SCRIPT);
      expectCommonHeaders(res);
      expect(directives(res).get("script-src")).toEqual([
        "'self'",
        `'${cspHash(FALLBACK_SCRIPT)}'`,
      ]);
    }
  });

  it("gives assets and images the strict policy and nosniff", async () => {
    for (const url of ["/assets/entry-abc.js", "/images/a.svg", "/assets/missing.js"]) {
      const res = await app().request(url);
      expectCommonHeaders(res);
      if (res.status === 200) expect(res.headers.get("content-security-policy")).toBe(STRICT_CSP);
    }
  });

  it("sends HSTS only when the request came over TLS", async () => {
    const hsts = async (url: string, trustProxy: boolean, proto?: string) => {
      const headers: Record<string, string> = proto ? { "x-forwarded-proto": proto } : {};
      const res = await createApp({ clientDir, trustProxy }).request(url, { headers });
      return res.headers.get("strict-transport-security");
    };
    expect(await hsts("http://shop.example/", false)).toBeNull();
    expect(await hsts("https://shop.example/", false)).toBe(HSTS);
    expect(await hsts("http://shop.example/", true, "https")).toBe(HSTS);
    expect(await hsts("http://shop.example/no-such-page", true, "HTTPS")).toBe(HSTS);
    // Without a trusted proxy, anyone could send the header.
    expect(await hsts("http://shop.example/", false, "https")).toBeNull();
    // Our proxy's value is the last one; an earlier one is the client's own claim.
    expect(await hsts("http://shop.example/", true, "https, http")).toBeNull();
    expect(await hsts("http://shop.example/", true, "http")).toBeNull();
  });
});

describe("security headers on the API", () => {
  let location: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    location = await createTestDatabase("sqlite");
    db = await location.open();
  });
  afterAll(async () => {
    await db.close().catch(() => {});
    await location.remove();
  });

  it("sends nosniff and the strict policy with every answer, found or not", async () => {
    const app = createApp({ clientDir, api: createApi({ db }) });
    for (const url of ["/api/orders/RR2024001", "/api/orders/RR1999999", "/api/nothing"]) {
      const res = await app.request(url);
      expect(res.headers.get("content-type"), url).toMatch(/^application\/json/);
      expectCommonHeaders(res);
      expect(res.headers.get("content-security-policy")).toBe(STRICT_CSP);
    }
  });

  it("answers a crash with a generic 500: no message, no stack trace, headers still on", async () => {
    const api = new Hono().get("/boom", () => {
      throw new Error("password=hunter2 at /srv/app/secret.ts:12");
    });
    for (const url of ["/api/boom", "/boom"]) {
      const log = memoryLogger();
      const throwing = createApp({ clientDir, api, logger: log.logger });
      throwing.get("/boom", () => {
        throw new Error("password=hunter2 at /srv/app/secret.ts:12");
      });
      const res = await throwing.request(url);
      expect(res.status, url).toBe(500);
      const body = await res.text();
      expect(body).not.toMatch(/hunter2|secret\.ts|\bat\s|Error:/);
      expectCommonHeaders(res);
      // The details go to the server's log, under the id the answer gives.
      const id = res.headers.get("x-request-id");
      expect(body).toContain(id);
      expect(log.lines.find((l) => l.msg === "server error")).toMatchObject({ reqId: id });
    }
  });

  it("answers a database failure with the 503 text and request id only, headers still on", async () => {
    const app = createApp({ clientDir, api: createApi({ db, logger: silentLogger }) });
    await db.close();
    const res = await app.request("/api/orders/RR2024001");
    expect(res.status).toBe(503);
    expect(Object.keys(await res.json())).toEqual(["error", "requestId"]);
    expectCommonHeaders(res);
    expect(res.headers.get("content-security-policy")).toBe(STRICT_CSP);
  });
});
