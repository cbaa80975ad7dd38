import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
async function shots(page: Page, file: string, max = 4) {
  const { height } = page.viewportSize()!;
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let i = 0; i * height < total && i < max; i++) {
    await page.evaluate((y) => window.scrollTo(0, y), i * height);
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${file}-${i + 1}.png` });
  }
}
for (const [name, viewport] of Object.entries({ phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } })) {
  const page = await browser.newPage({ viewport });
  await page.goto("http://localhost:3100/admin", { waitUntil: "networkidle" });
  await page.getByLabel("Username").fill("sunita");
  await page.getByLabel("Password", { exact: true }).fill("Poshak@2024");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByTestId("admin-order-row").first().waitFor();
  await shots(page, `/tmp/shots/${name}-orders`, 2);
  await page.getByRole("tab", { name: "Customers" }).click();
  await page.getByTestId("customer-row").first().waitFor();
  await shots(page, `/tmp/shots/${name}-customers`, 2);
  await page.getByRole("button", { name: "Open customer Priya Sharma" }).click();
  await page.getByRole("heading", { name: "Priya Sharma" }).waitFor();
  await page.getByRole("button", { name: /measurements/i }).first().click();
  await shots(page, `/tmp/shots/${name}-customer-measure`, 4);
  await page.getByRole("button", { name: "Messages" }).click();
  await page.waitForTimeout(500);
  await shots(page, `/tmp/shots/${name}-messages`, 1);
  await page.close();
}
// job card
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
await page.goto("http://localhost:3100/admin", { waitUntil: "networkidle" });
await page.getByLabel("Username").fill("sunita");
await page.getByLabel("Password", { exact: true }).fill("Poshak@2024");
await page.getByRole("button", { name: "Login" }).click();
await page.getByRole("button", { name: "View order RR2024001" }).click();
await page.getByRole("button", { name: "Use her latest measurements" }).click();
await page.waitForTimeout(500);
await page.evaluate(() => { window.print = () => {}; });
await page.getByRole("button", { name: "Print job card" }).click();
await page.emulateMedia({ media: "print" });
await page.pdf({ path: "/tmp/shots/jobcard.pdf", format: "A4", preferCSSPageSize: true });
await browser.close();
