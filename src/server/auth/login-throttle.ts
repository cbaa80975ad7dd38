import type { RateLimiter } from "../rate-limit";

const WINDOW_MS = 15 * 60_000;

/** Failed logins allowed per window: per client address, and per account (known or not). */
export const LOGIN_LIMITS = {
  perIp: { limit: 10, windowMs: WINDOW_MS },
  perAccount: { limit: 5, windowMs: WINDOW_MS },
} as const;

export const TOO_MANY_LOGINS = {
  error: "Too many login attempts. Please wait 15 minutes and try again.",
} as const;

export type LoginAttempt =
  | { allowed: true; /** The login succeeded: give the attempt back. */ succeeded(): Promise<void> }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Every attempt takes a slot BEFORE the password is checked, so a burst of concurrent guesses
 * cannot slip past the limit and a correct password is refused during a lockout too. A
 * successful login gives its slots back: only failures count.
 */
export function createLoginThrottle(limiter: RateLimiter) {
  return {
    async begin(ip: string, username: string): Promise<LoginAttempt> {
      const ipKey = `login-ip:${ip}`;
      const accountKey = `login-account:${username}`;
      const byIp = await limiter.hit(ipKey, LOGIN_LIMITS.perIp.limit, LOGIN_LIMITS.perIp.windowMs);
      if (!byIp.allowed) return { allowed: false, retryAfterSeconds: byIp.retryAfterSeconds };
      const byAccount = await limiter.hit(
        accountKey,
        LOGIN_LIMITS.perAccount.limit,
        LOGIN_LIMITS.perAccount.windowMs,
      );
      if (!byAccount.allowed) {
        // Refused without a check, so it is not a failure from this address: owners share one.
        await limiter.refund(ipKey);
        return { allowed: false, retryAfterSeconds: byAccount.retryAfterSeconds };
      }
      return {
        allowed: true,
        succeeded: async () => {
          await limiter.refund(ipKey);
          await limiter.refund(accountKey);
        },
      };
    },
  };
}
