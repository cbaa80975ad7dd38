/**
 * How often and how soon a failed message is tried again: exponential backoff with jitter
 * (each wait is half the step plus a random part of the other half, so instances that failed
 * together do not all try again at the same moment), and failed for good after the last try.
 */
export const MAX_ATTEMPTS = 6;
export const BACKOFF_BASE_MS = 60_000;
export const BACKOFF_CAP_MS = 30 * 60_000;

/** The wait after the `attempts`-th try failed (1 for the first), at least `retryAfterMs`. */
export function retryDelayMs(
  attempts: number,
  random: () => number,
  retryAfterMs = 0,
  baseMs = BACKOFF_BASE_MS,
): number {
  const step = Math.min(BACKOFF_CAP_MS, baseMs * 2 ** Math.max(0, attempts - 1));
  const jittered = step / 2 + random() * (step / 2);
  return Math.round(Math.max(jittered, Math.min(retryAfterMs, BACKOFF_CAP_MS)));
}
