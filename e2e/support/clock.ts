import type { Page } from "@playwright/test";
import { flushReact } from "./app";

const START = new Date("2024-05-01T10:00:00+05:30");

/**
 * Installs a fake clock that stands still before the page loads, so timers fire only when a
 * test moves time with `advance`. Call before `page.goto`.
 */
export async function installPausedClock(page: Page): Promise<void> {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1000));
}

/**
 * Moves the fake clock forward by `ms`, letting React first schedule any pending effect timers
 * and afterwards render what the fired timers changed.
 */
export async function advance(page: Page, ms: number): Promise<void> {
  await flushReact(page);
  await page.clock.runFor(ms);
  await flushReact(page);
}
