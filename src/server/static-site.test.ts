import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { inlineHashes } from "./inline-script-hashes";
import { pageCsp, STRICT_CSP } from "./security-headers";

// A client build in miniature: pages, a hashed script, an SVG, and formats that are compressed
// already (JPEG, WOFF2: random bytes, as incompressible as the real thing).
const cards = Array.from({ length: 40 }, (_, i) => `<li>Design ${i}: Gota Patti lehenga</li>`);
const HOME = `<!doctype html><html><head><script>window.__page = "home";</script></head><body><ul>${cards.join("")}</ul></body></html>`;
const FALLBACK = `<!doctype html><html><body><script>window.__page = "404";</script>${cards.join("")}</body></html>`;
const ENTRY = `export const designs = [${cards.map((c) => JSON.stringify(c)).join(",")}];`;
const FILES: Record<string, string | Buffer> = {
  "index.html": HOME,
  "__spa-fallback.html": FALLBACK,
  "assets/entry-abc.js": ENTRY,
  "images/hero.svg": `<svg xmlns="http://www.w3.org/2000/svg">${"<rect/>".repeat(100)}</svg>`,
  "images/photo.jpg": Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 251)),
  "assets/font-abc.woff2": Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 104729) % 253)),
  "assets/tiny-abc.js": "1",
};
const BROWSER = "gzip, deflate, br, zstd";

let clientDir: string;
let app: Hono;
beforeAll(() => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-static-client-"));
  for (const [file, content] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
    fs.writeFileSync(path.join(clientDir, file), content);
  }
  const api = new Hono().get("/designs", (c) => c.json({ designs: cards }));
  app = createApp({ clientDir, api });
});
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  app.request(url, { method, headers });

/** The body as the client gets it after undoing Content-Encoding, and the bytes on the wire. */
async function decoded(res: Response): Promise<{ wire: Buffer; content: Buffer }> {
  const wire = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get("content-encoding");
  const content =
    encoding === "br"
      ? zlib.brotliDecompressSync(wire)
      : encoding === "gzip"
        ? zlib.gunzipSync(wire)
        : wire;
  return { wire, content };
}

describe("the site's files, compressed once and served from memory", () => {
  it("sends br when the client accepts it, gzip when only that, the file as is otherwise", async () => {
    const cases: [string | undefined, string | null][] = [
      [BROWSER, "br"],
      ["br", "br"],
      ["*", "br"],
      ["gzip, deflate", "gzip"],
      ["br;q=0, gzip;q=0.5", "gzip"],
      ["*;q=0, gzip", "gzip"],
      [undefined, null],
      ["deflate", null],
      ["identity", null],
      ["br;q=0, gzip;q=0", null],
    ];
    for (const url of ["/", "/assets/entry-abc.js", "/images/hero.svg", "/no-such-page"]) {
      const file = FILES[url === "/" ? "index.html" : url.slice(1)] ?? FALLBACK;
      for (const [accept, expected] of cases) {
        const res = await get(url, accept === undefined ? {} : { "accept-encoding": accept });
        const what = `${url} with ${accept ?? "no Accept-Encoding"}`;
        expect(res.headers.get("content-encoding"), what).toBe(expected);
        expect(res.headers.get("vary"), what).toBe("Accept-Encoding");
        const { wire, content } = await decoded(res);
        expect(res.headers.get("content-length"), what).toBe(String(wire.length));
        expect(content.equals(Buffer.from(file)), what).toBe(true);
        if (expected) expect(wire.length, what).toBeLessThan(content.length);
      }
    }
  });

  it("sends JPEG, WOFF2 and files too small to gain as they are, whatever is accepted", async () => {
    for (const file of ["images/photo.jpg", "assets/font-abc.woff2", "assets/tiny-abc.js"]) {
      const res = await get(`/${file}`, { "accept-encoding": BROWSER });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(res.headers.get("vary")).toBeNull();
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.equals(Buffer.from(FILES[file]!))).toBe(true);
      expect(res.headers.get("content-length")).toBe(String(body.length));
    }
  });

  it("keeps each kind of file's Content-Type, caching and policy", async () => {
    const expectations: [string, number, string, string, string][] = [
      ["/", 200, "text/html; charset=utf-8", "no-cache", pageCsp(inlineHashes(HOME))],
      ["/index.html", 200, "text/html; charset=utf-8", "no-cache", pageCsp(inlineHashes(HOME))],
      [
        "/no-such-page",
        404,
        "text/html; charset=utf-8",
        "no-cache",
        pageCsp(inlineHashes(FALLBACK)),
      ],
      [
        "/assets/missing.js",
        404,
        "text/html; charset=utf-8",
        "no-cache",
        pageCsp(inlineHashes(FALLBACK)),
      ],
      [
        "/assets/entry-abc.js",
        200,
        "text/javascript; charset=utf-8",
        "public, max-age=31536000, immutable",
        STRICT_CSP,
      ],
      [
        "/assets/font-abc.woff2",
        200,
        "font/woff2",
        "public, max-age=31536000, immutable",
        STRICT_CSP,
      ],
      ["/images/hero.svg", 200, "image/svg+xml; charset=utf-8", "public, max-age=3600", STRICT_CSP],
      ["/images/photo.jpg", 200, "image/jpeg", "public, max-age=3600", STRICT_CSP],
      ["/robots.txt", 200, "text/plain; charset=utf-8", "public, max-age=3600", STRICT_CSP],
      ["/sitemap.xml", 200, "application/xml; charset=utf-8", "no-cache", STRICT_CSP],
    ];
    for (const [url, status, type, cache, csp] of expectations) {
      for (const accept of [BROWSER, "gzip", ""]) {
        const res = await get(url, { "accept-encoding": accept });
        expect(res.status, url).toBe(status);
        expect(res.headers.get("content-type"), url).toBe(type);
        expect(res.headers.get("cache-control"), url).toBe(cache);
        expect(res.headers.get("content-security-policy"), url).toBe(csp);
        expect(res.headers.get("x-content-type-options"), url).toBe("nosniff");
      }
    }
  });

  it("answers a copy the client holds (If-None-Match) with 304, its headers kept", async () => {
    for (const url of ["/", "/assets/entry-abc.js", "/images/photo.jpg"]) {
      const first = await get(url, { "accept-encoding": BROWSER });
      const etag = first.headers.get("etag");
      expect(etag, url).toMatch(/^W\/"[\w-]+"$/);
      // The same validator for every encoding: they carry the same content.
      expect((await get(url, { "accept-encoding": "gzip" })).headers.get("etag")).toBe(etag);
      for (const held of [etag!, etag!.slice(2), `"other", ${etag}`, "*"]) {
        const res = await get(url, { "accept-encoding": BROWSER, "if-none-match": held });
        expect(res.status, `${url} ${held}`).toBe(304);
        expect(await res.text()).toBe("");
        expect(res.headers.get("etag")).toBe(etag);
        for (const name of ["cache-control", "content-security-policy", "vary", "content-type"]) {
          expect(res.headers.get(name), `${url} ${name}`).toBe(first.headers.get(name));
        }
      }
      const changed = await get(url, { "if-none-match": 'W/"older"' });
      expect(changed.status).toBe(200);
    }
    // The fallback is not a page the client could hold.
    const notFound = await get("/no-such-page", { "if-none-match": "*" });
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get("etag")).toBeNull();
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    for (const url of ["/", "/assets/entry-abc.js", "/images/photo.jpg", "/no-such-page"]) {
      for (const accept of [BROWSER, ""]) {
        const got = await get(url, { "accept-encoding": accept });
        const head = await get(url, { "accept-encoding": accept }, "HEAD");
        expect(head.status, url).toBe(got.status);
        for (const name of ["content-length", "content-encoding", "content-type", "etag"]) {
          expect(head.headers.get(name), `${url} ${name}`).toBe(got.headers.get(name));
        }
        expect((await head.arrayBuffer()).byteLength).toBe(0);
      }
    }
  });

  it("still compresses the API's JSON per request", async () => {
    const res = await get("/api/designs", { "accept-encoding": BROWSER });
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    const { content } = await decoded(res);
    expect(JSON.parse(content.toString())).toEqual({ designs: cards });
  });
});
