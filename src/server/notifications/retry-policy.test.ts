import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, retryDelayMs } from "./retry-policy";

describe("retryDelayMs", () => {
  it("waits between half and all of a step that doubles with each try, up to the cap", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempts, r) => {
          const step = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (attempts - 1));
          const wait = retryDelayMs(attempts, () => r);
          expect(wait).toBeGreaterThanOrEqual(step / 2);
          expect(wait).toBeLessThanOrEqual(step);
        },
      ),
    );
  });

  it("spreads the waits of messages that failed together (jitter)", () => {
    const waits = new Set([0, 0.25, 0.5, 0.75].map((r) => retryDelayMs(3, () => r)));
    expect(waits.size).toBe(4);
  });

  it("waits at least as long as the provider asked, within the cap", () => {
    expect(retryDelayMs(1, () => 0, 10 * 60_000)).toBe(10 * 60_000);
    expect(retryDelayMs(1, () => 0, 24 * 3600_000)).toBe(BACKOFF_CAP_MS);
  });
});
