import type { Hono } from "hono";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "../db/schema";
import { createTestApp, fromIp, jsonPost } from "../test-support/api-app";
import {
  createTestDatabase,
  describeEachEngine,
  type TestDatabase,
} from "../test-support/databases";
import { createContactRepository } from "./contact-repository";
import { CONTACT_LIMIT } from "./contact-routes";

const valid = {
  name: " Kavya Rathore ",
  phone: "+91 98290 41736",
  email: "kavya@example.in",
  subject: "Bridal",
  message: "Do you make custom poshaks?",
};

describeEachEngine("POST /api/contact", (engine) => {
  let location: TestDatabase;
  let db: Db;
  let app: Hono;
  let nextIp = 1;
  const ip = () => `198.51.100.${nextIp++}`;
  const post = (body: unknown, from = ip()) => app.request("/api/contact", jsonPost(body, from));
  const stored = async () => createContactRepository(db.db).listMessages();
  const storedCount = async () => createContactRepository(db.db).countMessages();

  beforeAll(async () => {
    location = await createTestDatabase(engine);
    db = await location.open();
    app = createTestApp({ db, now: () => new Date("2024-03-01T09:30:00Z"), trustProxy: true });
  });

  afterAll(async () => {
    await db.close();
    await location.remove();
  });

  it("stores a valid message, trimmed, and answers 201", async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    expect((await stored())[0]).toMatchObject({
      ...valid,
      name: "Kavya Rathore",
      receivedAt: "2024-03-01T09:30:00.000Z",
    });
  });

  it("accepts a message without the optional email and subject", async () => {
    const res = await post({
      name: "Isha",
      phone: "9829041736",
      message: "Wholesale price list please",
    });
    expect(res.status).toBe(201);
    expect((await stored())[0]).toMatchObject({ name: "Isha", email: "", subject: "" });
  });

  it.each([
    ["name", { ...valid, name: "  " }, "Name is required"],
    ["phone", { ...valid, phone: undefined }, "Phone is required"],
    ["message", { ...valid, message: "" }, "Message is required"],
    ["phone", { ...valid, phone: "call me" }, "Phone must be a phone number"],
    ["email", { ...valid, email: "kavya@" }, "Email must be a valid e-mail address"],
    ["email", { ...valid, email: 42 }, "Email must be text"],
    ["message", { ...valid, message: "x".repeat(2001) }, "Message must be at most 2000 characters"],
  ])("rejects a bad %s with 400 naming the field", async (field, body, error) => {
    const before = await storedCount();
    const res = await post(body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: string; field: string };
    expect(json.field).toBe(field);
    expect(json.error).toContain(error);
    expect(await storedCount()).toBe(before);
  });

  it("pretends to accept a bot's message (honeypot) without storing it", async () => {
    const before = await storedCount();
    const res = await post({ ...valid, website: "http://spam.example" });
    expect([res.status, await res.json()]).toEqual([201, { ok: true }]);
    expect(await storedCount()).toBe(before);
  });

  it.each<[string, RequestInit, number]>([
    ["invalid JSON", jsonPost("{name:"), 400],
    ["a JSON array", jsonPost([valid]), 400],
    ["JSON null", jsonPost("null"), 400],
    ["a form post", { method: "POST", body: new URLSearchParams(valid) }, 400],
    ["an oversized body", jsonPost({ ...valid, message: "x".repeat(20_000) }), 413],
  ])("answers %s with a JSON error, never 500", async (_case, init, status) => {
    const before = await storedCount();
    const res = await app.request("/api/contact", fromIp(ip(), init));
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(((await res.json()) as { error: string }).error).toMatch(/\w+/);
    expect(await storedCount()).toBe(before);
  });

  it("limits messages per client with a 429 JSON answer", async () => {
    const client = ip();
    for (let i = 0; i < CONTACT_LIMIT.limit; i++)
      expect((await post(valid, client)).status).toBe(201);
    const res = await post(valid, client);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await res.json()) as { error: string }).error).toMatch(/Too many messages/);
    expect((await post(valid)).status).toBe(201);
  });

  it("counts an IPv6 sender by her /64: each new address of it is no new allowance", async () => {
    const at = (n: number) => `2001:db8:c0:ffee:${n}::${n * 3}`;
    for (let i = 0; i < CONTACT_LIMIT.limit; i++)
      expect((await post(valid, at(i))).status).toBe(201);
    expect((await post(valid, at(99))).status).toBe(429);
    expect((await post(valid, "2001:db8:c0:fff0::1")).status).toBe(201);
  });
});
