// Screenshots of the customers list and the inbox (not committed).
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/chromium";

const base = process.argv[2] ?? "http://127.0.0.1:4210";
const out = "/tmp/cl-shots";
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const [size, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1440, height: 900 }],
] as const) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: size === "phone", hasTouch: size === "phone" });
  const page = await context.newPage();
  await page.goto(`${base}/admin`);
  await page.getByLabel("Username").fill("sunita");
  await page.getByLabel("Password", { exact: true }).fill(process.env.PW ?? "");
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForTimeout(1500);
  for (const [name, path] of [
    ["customers", "/admin/customers"],
    ["customers-balance", "/admin/customers?sort=balance&dir=desc"],
    ["customers-search", "/admin/customers?q=kavita%20sharma"],
    ["inbox", "/admin/inbox"],
    ["inbox-search", "/admin/inbox?q=kids%20bridal"],
  ]) {
    await page.goto(`${base}${path}`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/${name}-${size}.png` });
    console.log(`${out}/${name}-${size}.png`);
  }
  await context.close();
}
await browser.close();
