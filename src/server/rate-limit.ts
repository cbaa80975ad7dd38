import type { MiddlewareHandler } from "hono";
import { sql, type Kysely } from "kysely";
import { clientNetwork } from "./client-ip";
import type { Database } from "./db/schema";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /**
   * Counts `cost` hits (one by default) for `key` in a fixed window of `windowMs` that starts at
   * its first hit.
   */
  hit(key: string, limit: number, windowMs: number, cost?: number): Promise<RateLimitResult>;
  /** Gives back one hit for `key`, e.g. when an attempt turned out not to count (a good login). */
  refund(key: string): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_HITS = 500;

/**
 * Counters live in the database so every instance behind a load balancer shares them. One
 * upsert per hit (SQLite ≥ 3.35 and PostgreSQL both support ON CONFLICT ... RETURNING), so
 * concurrent hits never lose a count.
 */
export function createRateLimiter(
  db: Kysely<Database>,
  now: () => Date = () => new Date(),
): RateLimiter {
  let hitsSincePrune = 0;
  return {
    async hit(key, limit, windowMs, cost = 1) {
      const at = now().getTime();
      const expired = sql<boolean>`rate_limits.window_start <= ${at - windowMs}`;
      const row = await db
        .insertInto("rate_limits")
        .values({ key, window_start: at, count: cost })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({
            window_start: sql`CASE WHEN ${expired} THEN excluded.window_start ELSE rate_limits.window_start END`,
            count: sql`CASE WHEN ${expired} THEN ${cost} ELSE rate_limits.count + ${cost} END`,
          }),
        )
        .returning(["window_start", "count"])
        .executeTakeFirstOrThrow();
      if (++hitsSincePrune >= PRUNE_EVERY_HITS) {
        hitsSincePrune = 0;
        await db
          .deleteFrom("rate_limits")
          .where("window_start", "<", at - DAY_MS)
          .execute();
      }
      const count = Number(row.count);
      if (count <= limit) return { allowed: true, retryAfterSeconds: 0 };
      const endsAt = Number(row.window_start) + windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - at) / 1000)) };
    },

    async refund(key) {
      await db
        .updateTable("rate_limits")
        .set({ count: sql`count - 1` })
        .where("key", "=", key)
        .where("count", ">", 0)
        .execute();
    },
  };
}

export interface RateLimitRule {
  /** Counter name; the client's network (client-ip.ts) is appended. */
  name: string;
  limit: number;
  windowMs: number;
  /** The 429 error text. */
  message: string;
}

/**
 * Per-client-network limit (an IPv4 address, an IPv6 /64) as Hono middleware: 429 JSON with
 * Retry-After once over the limit.
 */
export function rateLimitByNetwork(
  limiter: RateLimiter,
  rule: RateLimitRule,
  trustProxy: boolean,
): MiddlewareHandler {
  return async (c, next) => {
    const key = `${rule.name}:${clientNetwork(c, trustProxy)}`;
    const result = await limiter.hit(key, rule.limit, rule.windowMs);
    if (!result.allowed) {
      c.header("Retry-After", String(result.retryAfterSeconds));
      return c.json({ error: rule.message }, 429);
    }
    await next();
  };
}
