import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientIp, networkOf } from "./client-ip";

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

describe("networkOf (what rate limits count)", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2::5", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["[2001:db8:1:2:3:4:5:6]", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["::ffff:cb00:7109", "203.0.113.9"],
    ["2001:db8::203.0.113.9", "2001:db8:0:0::/64"],
    ["unknown", "unknown"],
  ])("%s counts as %s", (address, network) => {
    expect(networkOf(address)).toBe(network);
  });

  it("puts every address of one /64 in one network, and the next /64 in another", () => {
    const a = networkOf("2001:db8:aa:bb:1234:5678:9abc:def0");
    expect(networkOf("2001:db8:aa:bb::1")).toBe(a);
    expect(networkOf("2001:db8:aa:bc::1")).not.toBe(a);
  });
});
