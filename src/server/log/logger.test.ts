import { afterEach, expect, it, vi } from "vitest";
import { isoTime } from "./logger";

afterEach(() => vi.useRealTimers());

it("writes each line's time as Date's ISO form, to the millisecond, across seconds and days", () => {
  vi.useFakeTimers();
  for (const at of [
    "2026-11-27T19:41:13.005Z",
    "2026-11-27T19:41:13.042Z",
    "2026-11-27T19:41:13.999Z",
    "2026-11-27T19:41:14.000Z",
    "2026-11-27T23:59:59.100Z",
    "2026-11-28T00:00:00.000Z",
    "2026-11-27T19:41:13.007Z", // a clock set back
  ]) {
    vi.setSystemTime(new Date(at));
    expect(isoTime()).toBe(`,"time":"${at}"`);
  }
});
