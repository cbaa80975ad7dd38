import { expect, type Page, type Request } from "@playwright/test";
import { flushReact } from "./app";

/**
 * Holds back the answers to requests matching `url` (a glob): the server answers each at once,
 * so the answer is as old as the request, and the page gets it only when the test delivers it.
 */
export async function holdAnswers(page: Page, url: string) {
  const held: { request: Request; fulfill: () => Promise<void> }[] = [];
  await page.route(url, async (route) => {
    const response = await route.fetch();
    held.push({ request: route.request(), fulfill: () => route.fulfill({ response }) });
  });
  return {
    /** Waits until the server has answered `n` of the requests. */
    answered: (n: number) => expect.poll(() => held.length).toBeGreaterThanOrEqual(n),
    /** Hands the `index`th answer to the page and lets the app take it in. */
    async deliver(index: number) {
      const answer = held[index]!;
      const finished = page.waitForEvent("requestfinished", (r) => r === answer.request);
      await answer.fulfill();
      await finished;
      await flushReact(page);
    },
  };
}
