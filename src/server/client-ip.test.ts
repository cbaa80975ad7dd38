import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip";

const ipOf = async (trustProxy: boolean, forwarded?: string) => {
  const app = new Hono().get("/", (c) => c.text(clientIp(c, trustProxy)));
  const res = await app.request("/", {
    headers: forwarded ? { "x-forwarded-for": forwarded } : {},
  });
  return res.text();
};

describe("clientIp", () => {
  it("ignores X-Forwarded-For unless the proxy is trusted", async () => {
    expect(await ipOf(false, "203.0.113.9")).toBe("unknown");
  });

  it("takes the entry our proxy appended (the last), not the client's own claims", async () => {
    expect(await ipOf(true, "10.0.0.1, 203.0.113.9")).toBe("203.0.113.9");
    expect(await ipOf(true, " 203.0.113.9 ")).toBe("203.0.113.9");
  });

  it("falls back to the socket, or 'unknown' in-process", async () => {
    expect(await ipOf(true)).toBe("unknown");
    expect(await ipOf(true, " , ")).toBe("unknown");
  });
});
