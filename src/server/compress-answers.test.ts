import zlib from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { COMPRESS_FROM_BYTES, compressAnswers } from "./compress-answers";

const BIG = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Customer ${i}` })) };
const CSV = "order,amount\n" + "RR2024001,150000\n".repeat(500);

function app(): Hono {
  const api = new Hono();
  api.use("*", compressAnswers());
  api.get("/small", (c) => c.json({ ok: true }));
  api.get("/big", (c) => c.json(BIG));
  api.on("HEAD", "/big", (c) => c.json(BIG));
  api.get("/varied", (c) => {
    c.header("Vary", "Authorization");
    return c.json(BIG);
  });
  api.get("/no-transform", (c) => {
    c.header("Cache-Control", "no-store, no-transform");
    return c.json(BIG);
  });
  api.get("/csv", (c) => {
    const body = new ReadableStream({
      start(controller) {
        for (const line of CSV.match(/[^\n]*\n/g)!)
          controller.enqueue(new TextEncoder().encode(line));
        controller.close();
      },
    });
    return c.body(body, 200, { "Content-Type": "text/csv; charset=utf-8" });
  });
  api.get("/png", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/png" }));
  return api;
}

const get = (path: string, acceptEncoding?: string, method = "GET") =>
  app().request(path, {
    method,
    headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {},
  });

describe("compressAnswers", () => {
  it("gzips a JSON answer of 1 KB or more, with its compressed length", async () => {
    const res = await get("/big", "gzip, deflate, br");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("content-length")).toBe(String(bytes.length));
    expect(JSON.parse(zlib.gunzipSync(bytes).toString())).toEqual(BIG);
    expect(bytes.length).toBeLessThan(JSON.stringify(BIG).length / 3);
  });

  it("sends a JSON answer under 1 KB as it is, with its length", async () => {
    const res = await get("/small", "gzip");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("content-length")).toBe("11");
    expect(await res.json()).toEqual({ ok: true });
    expect(JSON.stringify({ ok: true }).length).toBeLessThan(COMPRESS_FROM_BYTES);
  });

  it("sends it as it is to a client that takes no gzip", async () => {
    for (const accept of [undefined, "identity", "br", "gzip;q=0, deflate"]) {
      const res = await get("/big", accept);
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(await res.json()).toEqual(BIG);
    }
  });

  it("adds to a Vary the answer had, and leaves no-transform answers alone", async () => {
    const varied = await get("/varied", "gzip");
    expect(varied.headers.get("vary")).toBe("Authorization, Accept-Encoding");
    expect(varied.headers.get("content-encoding")).toBe("gzip");
    const untouched = await get("/no-transform", "gzip");
    expect(untouched.headers.get("content-encoding")).toBeNull();
    expect(await untouched.json()).toEqual(BIG);
  });

  it("gzips a streamed CSV as it is read, without a length", async () => {
    const res = await get("/csv", "gzip, deflate, br");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("content-length")).toBeNull();
    expect(zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(CSV);
  });

  it("leaves HEAD answers and types that do not compress as they are", async () => {
    const head = await get("/big", "gzip", "HEAD");
    expect(head.headers.get("content-encoding")).toBeNull();
    const png = await get("/png", "gzip");
    expect(png.headers.get("content-encoding")).toBeNull();
    expect((await png.arrayBuffer()).byteLength).toBe(4096);
  });
});
