// The orders list as an owner meets it, in Chromium, on a server with a loaded database (npm run
// db:load-sample): login → first rows, an attention group applied and cleared, a search typed,
// back from an order, the next page; with the page's DOM nodes, JavaScript heap and the bytes
// of the list's answers. Prints the figures; not a test (timings are never gated).
//   npx tsx scripts/orders-browser-timings.ts [baseUrl] [--phone] [--runs 3] [--shots dir]
// --shots: also a screenshot of the list's first screen and of its end (after a page more).
// Demo mode's password unless OWNER_PASSWORD is set (a production-mode server).
import os from "node:os";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { chromium, type Page, type Response } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";
import { DEMO_PASSWORDS } from "../src/server/auth/demo-accounts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    phone: { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
    shots: { type: "string" },
  },
});
const base = positionals[0] ?? "http://127.0.0.1:3000";
const viewport = values.phone ? { width: 390, height: 844 } : { width: 1440, height: 900 };
const username = process.env.OWNER_USERNAME ?? "sunita";
const password = process.env.OWNER_PASSWORD ?? DEMO_PASSWORDS.sunita;

const rows = (page: Page) => page.getByTestId("admin-order-row");
const isList = (r: Response) => new URL(r.url()).pathname === "/api/admin/orders";

/** Milliseconds `work` takes, and what it gave. */
async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
}

/** Resolves once the list shows its answer: not busy, and no request of it in flight. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"]') &&
      !document.body.innerText.includes("Loading orders"),
  );
}

async function run(): Promise<Record<string, number>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({
    viewport,
    isMobile: values.phone,
    hasTouch: values.phone,
  });
  const page = await context.newPage();
  const bytes = { list: 0 };
  page.on("response", (r) => {
    if (isList(r))
      void r.body().then(
        (b) => (bytes.list += b.length),
        () => undefined,
      );
  });
  const figures: Record<string, number> = {};

  await page.goto(`${base}/admin`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  [figures["login → first rows"]] = await timed(async () => {
    await page.getByRole("button", { name: "Login" }).click();
    await rows(page).first().waitFor();
  });
  figures["rows shown"] = await rows(page).count();
  figures["DOM nodes"] = await page.evaluate(() => document.getElementsByTagName("*").length);
  figures["JS heap (MB)"] = await page.evaluate(
    () =>
      ((performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ??
        0) / 1e6,
  );
  figures["first list answer (KB)"] = bytes.list / 1024;
  const shot = async (name: string) => {
    if (!values.shots) return;
    const size = `${viewport.width}x${viewport.height}`;
    await page.screenshot({ path: `${values.shots}/orders-${name}-${size}.png` });
  };
  await shot("first-screen");

  const overdue = page.getByTestId("attention-overdue");
  [figures["Overdue applied"]] = await timed(async () => {
    const answered = page.waitForResponse(
      (r) => isList(r) && r.url().includes("attention=overdue"),
    );
    await overdue.click();
    await answered;
    await settled(page);
  });
  [figures["Overdue cleared"]] = await timed(async () => {
    const answered = page.waitForResponse((r) => isList(r) && !r.url().includes("attention="));
    await overdue.click();
    await answered;
    await settled(page);
  });

  const search = page.getByRole("searchbox", { name: "Search orders" });
  await search.focus();
  let lastKey = 0;
  [figures["search 'sharm' typed → shown"]] = await timed(async () => {
    const answered = page.waitForResponse((r) => isList(r) && r.url().includes("search=sharm"));
    for (const key of "sharm") {
      await page.keyboard.type(key);
      lastKey = performance.now();
    }
    // Once seen: no answer in 30 s on a first run. Say what the page held, to find out why.
    await answered.catch(async (error: unknown) => {
      const held = await search.inputValue();
      const focused = await search.evaluate((box) => box === document.activeElement);
      throw new Error(
        `search: no answer; box holds "${held}", focused ${focused}, at ${page.url()}`,
        {
          cause: error,
        },
      );
    });
    await settled(page);
  });
  figures["search: last key → shown"] = performance.now() - lastKey;
  await search.fill("");
  await settled(page);

  const before = await rows(page).count();
  const more = page.getByRole("button", { name: "Load more orders" });
  if (await more.count()) {
    [figures["next page"]] = await timed(async () => {
      await more.click();
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="admin-order-row"]').length > n,
        before,
      );
    });
    await page.getByRole("button", { name: "Load more orders" }).scrollIntoViewIfNeeded();
    await shot("next-page");
  }

  const shown = await rows(page).count();
  const orderId = (await rows(page)
    .nth(Math.min(shown - 1, 40))
    .getByRole("button")
    .first()
    .textContent())!;
  await page.getByRole("button", { name: `View order ${orderId}` }).click();
  await page.getByRole("heading", { name: orderId }).waitFor();
  bytes.list = 0;
  [figures["back from an order"]] = await timed(async () => {
    await page.getByRole("button", { name: "Back to Orders" }).click();
    await page.getByRole("button", { name: `View order ${orderId}` }).waitFor();
  });
  await page.waitForLoadState("networkidle");
  figures["rows kept"] = await rows(page).count();
  figures["asked again on return (KB)"] = bytes.list / 1024;
  await browser.close();
  return figures;
}

const runs: Record<string, number>[] = [];
for (let i = 0; i < Number(values.runs); i++) runs.push(await run());
console.log(
  `${base} at ${viewport.width}×${viewport.height}, ${runs.length} runs (median, then each); machine load ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores:`,
);
for (const key of Object.keys(runs[0]!)) {
  const all = runs.map((r) => r[key] ?? NaN);
  const median = [...all].sort((a, b) => a - b)[Math.floor(all.length / 2)]!;
  const unit = /KB|MB|nodes|rows/.test(key) ? "" : " ms";
  console.log(
    `${key.padEnd(32)} ${median.toFixed(key.includes("MB") || key.includes("KB") ? 1 : 0).padStart(8)}${unit}   (${all.map((v) => v.toFixed(0)).join(", ")})`,
  );
}
