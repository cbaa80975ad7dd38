import { afterEach, beforeEach, expect, it } from "vitest";
import type { Db } from "./db/schema";
import { createRateLimiter } from "./rate-limit";
import {
  createTestDatabase,
  describeEachEngine,
  type TestDatabase,
} from "./test-support/databases";

describeEachEngine("rate limiter", (engine) => {
  let location: TestDatabase;
  let db: Db;
  let clock: number;
  const now = () => new Date(clock);

  beforeEach(async () => {
    location = await createTestDatabase(engine);
    db = await location.open();
    clock = Date.UTC(2024, 0, 15, 10, 0, 0);
  });

  afterEach(async () => {
    await db.close();
    await location.remove();
  });

  it("allows up to the limit in a window, then says how long to wait", async () => {
    const limiter = createRateLimiter(db.db, now);
    for (let i = 0; i < 3; i++)
      expect(await limiter.hit("k", 3, 60_000)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    clock += 20_500;
    expect(await limiter.hit("k", 3, 60_000)).toEqual({ allowed: false, retryAfterSeconds: 40 });
  });

  it("starts a new window once the old one has passed", async () => {
    const limiter = createRateLimiter(db.db, now);
    await limiter.hit("k", 1, 60_000);
    expect((await limiter.hit("k", 1, 60_000)).allowed).toBe(false);
    clock += 60_000;
    expect((await limiter.hit("k", 1, 60_000)).allowed).toBe(true);
    expect((await limiter.hit("k", 1, 60_000)).allowed).toBe(false);
  });

  it("gives back a refunded hit, never counting below zero", async () => {
    const limiter = createRateLimiter(db.db, now);
    await limiter.hit("r", 1, 60_000);
    await limiter.refund("r");
    await limiter.refund("r");
    await limiter.refund("never-hit");
    expect((await limiter.hit("r", 1, 60_000)).allowed).toBe(true);
    expect((await limiter.hit("r", 1, 60_000)).allowed).toBe(false);
  });

  it("counts keys separately", async () => {
    const limiter = createRateLimiter(db.db, now);
    await limiter.hit("a", 1, 60_000);
    expect((await limiter.hit("b", 1, 60_000)).allowed).toBe(true);
  });

  it("loses no count under concurrent hits", async () => {
    const limiter = createRateLimiter(db.db, now);
    const results = await Promise.all(
      Array.from({ length: 40 }, () => limiter.hit("burst", 25, 60_000)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(25);
  });

  it("is shared by two server instances on one database", async () => {
    const other = await location.open();
    try {
      const a = createRateLimiter(db.db, now);
      const b = createRateLimiter(other.db, now);
      await Promise.all([
        a.hit("ip", 4, 60_000),
        b.hit("ip", 4, 60_000),
        a.hit("ip", 4, 60_000),
        b.hit("ip", 4, 60_000),
      ]);
      expect((await a.hit("ip", 4, 60_000)).allowed).toBe(false);
      expect((await b.hit("ip", 4, 60_000)).allowed).toBe(false);
    } finally {
      await other.close();
    }
  });
});
