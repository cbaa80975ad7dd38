import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
page.on("console", (m) => console.log("console", m.type(), m.text().slice(0, 400)));
page.on("pageerror", (e) => console.log("pageerror", e.message.slice(0, 400)));
for (const p of process.argv.slice(2)) {
  await page.goto("http://127.0.0.1:4501" + p, { waitUntil: "networkidle" });
  await page.waitForTimeout(1000);
  console.log(p, await page.evaluate(() => document.documentElement.dataset.hydrated));
}
await browser.close();
