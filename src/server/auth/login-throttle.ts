import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { keyedHash } from "../db/server-secret";
import type { RateLimiter } from "../rate-limit";

const WINDOW_MS = 15 * 60_000;

/**
 * Failed logins allowed per window: per client network (an IPv4 address, an IPv6 /64), per
 * account (known or not), and per device the owner has logged in from (login-devices.ts).
 */
export const LOGIN_LIMITS = {
  perIp: { limit: 10, windowMs: WINDOW_MS },
  perAccount: { limit: 5, windowMs: WINDOW_MS },
  perDevice: { limit: 10, windowMs: WINDOW_MS },
} as const;

export const TOO_MANY_LOGINS = {
  error: "Too many login attempts. Please wait 15 minutes and try again.",
} as const;

/**
 * The typed username (sometimes a password typed in the wrong field) is never stored: the
 * counter's key is its keyed hash (db/server-secret.ts), so neither the table nor a backup
 * (which leaves the key out) shows what was typed.
 */
export const accountKey = async (db: Kysely<Database>, username: string): Promise<string> =>
  `login-account:${await keyedHash(db, username)}`;
export const deviceKey = (deviceId: string): string => `login-device:${deviceId}`;
const networkKey = (network: string): string => `login-ip:${network}`;

export type LoginAttempt =
  | { allowed: true; /** The login succeeded: give the attempt back. */ succeeded(): Promise<void> }
  | { allowed: false; retryAfterSeconds: number };

/** Who is trying: from which network, as which owner, and on a device she has used (its id). */
export interface LoginClient {
  network: string;
  username: string;
  device?: string | undefined;
}

/**
 * Every attempt takes a slot BEFORE the password is checked, so a burst of concurrent guesses
 * cannot slip past the limit and a correct password is refused during a lockout too. A
 * successful login gives its slots back: only failures count.
 *
 * From a device the owner has logged in from before, only that device's own failures count:
 * anyone else's guesses (from her shop's network or at her account from anywhere) cannot lock
 * her out there. Elsewhere, the network's and the account's limits both apply.
 */
export function createLoginThrottle(limiter: RateLimiter, db: Kysely<Database>) {
  const take = async (keys: [string, { limit: number; windowMs: number }][]) => {
    const taken: string[] = [];
    for (const [key, { limit, windowMs }] of keys) {
      const hit = await limiter.hit(key, limit, windowMs);
      if (!hit.allowed) {
        // Refused without a check, so earlier slots are not failures (owners share a network).
        for (const k of taken) await limiter.refund(k);
        return { allowed: false, retryAfterSeconds: hit.retryAfterSeconds } as const;
      }
      taken.push(key);
    }
    return {
      allowed: true,
      succeeded: async () => {
        for (const k of taken) await limiter.refund(k);
      },
    } as const;
  };

  return {
    async begin(client: LoginClient): Promise<LoginAttempt> {
      if (client.device) return take([[deviceKey(client.device), LOGIN_LIMITS.perDevice]]);
      return take([
        [networkKey(client.network), LOGIN_LIMITS.perIp],
        [await accountKey(db, client.username), LOGIN_LIMITS.perAccount],
      ]);
    },
  };
}
