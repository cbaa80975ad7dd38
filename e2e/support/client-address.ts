import type { Page, TestInfo } from "@playwright/test";

/**
 * Gives each test its own client address (the e2e server trusts X-Forwarded-For), so the
 * per-client rate limits see one visitor per test instead of every test sharing 127.0.0.1.
 */
export async function useOwnClientAddress(page: Page, testInfo: TestInfo): Promise<string> {
  const n =
    (hash(`${testInfo.project.name}:${testInfo.titlePath.join("/")}:${testInfo.retry}`) % 250) + 1;
  const m = (hash(testInfo.testId) % 250) + 1;
  const address = `10.${testInfo.project.name === "phone" ? 2 : 1}.${m}.${n}`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  return address;
}

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}
