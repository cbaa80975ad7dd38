import { describe, expect, it } from "vitest";
import { allowTimeForScrypt } from "../test-support/admin-app";
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from "./password-hash";

allowTimeForScrypt();

describe("password hashing", () => {
  it("writes scrypt$N$r$p$salt$hash with N=2^15, r=8, p=1, a 16-byte salt and a 64-byte key", async () => {
    const hash = await hashPassword("Poshak@2024");
    const [scheme, N, r, p, salt, key, ...rest] = hash.split("$");
    expect([scheme, N, r, p, rest.length]).toEqual(["scrypt", "32768", "8", "1", 0]);
    expect(Buffer.from(salt!, "base64url")).toHaveLength(16);
    expect(Buffer.from(key!, "base64url")).toHaveLength(64);
    expect(hash).not.toContain("Poshak");
    expect(needsRehash(hash)).toBe(false);
  });

  it("salts every hash differently", async () => {
    const [a, b] = await Promise.all([hashPassword("same"), hashPassword("same")]);
    expect(a).not.toBe(b);
    expect(a.split("$")[4]).not.toBe(b.split("$")[4]);
  });

  it("accepts the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("GotaPatti@2024");
    expect(await verifyPassword("GotaPatti@2024", hash)).toBe(true);
    for (const wrong of ["gotapatti@2024", "GotaPatti@2024 ", "", "Poshak@2024"])
      expect(await verifyPassword(wrong, hash)).toBe(false);
  });

  it("treats a malformed or absurd stored hash as no match, without throwing", async () => {
    const good = await hashPassword("x");
    const parts = good.split("$");
    for (const stored of [
      "",
      "plain-text-password",
      good.replace("scrypt$", "bcrypt$"),
      [...parts.slice(0, 5)].join("$"),
      ["scrypt", String(2 ** 30), ...parts.slice(2)].join("$"),
      ["scrypt", "abc", ...parts.slice(2)].join("$"),
    ]) {
      expect(await verifyPassword("x", stored)).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
  });

  it("asks for a re-hash when the parameters are older than today's", async () => {
    const parts = (await hashPassword("x")).split("$");
    expect(needsRehash(["scrypt", "16384", ...parts.slice(2)].join("$"))).toBe(true);
  });

  it("has a dummy hash with today's parameters, so unknown users cost a full check", () => {
    expect(needsRehash(DUMMY_HASH)).toBe(false);
  });
});
