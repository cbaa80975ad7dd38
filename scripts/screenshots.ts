// Phone and desktop screenshots of every public screen and the back office's screens:
//   npx tsx scripts/screenshots.ts [baseUrl] [outDir] [--public]
// Every public screen in English and in Hindi (/hi/…); --public leaves the back office out.
// Long back-office screens are taken a screen at a time (name-1.png, name-2.png, …), so each
// picture stays readable. The admin walk takes an order on the server it is pointed at.
import { randomInt } from "node:crypto";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";
import { DEMO_PASSWORDS } from "../src/server/auth/demo-accounts";
import { localizedPath } from "../src/shared/locale";

const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const publicOnly = process.argv.includes("--public");
const base = args[0] ?? "http://localhost:3000";
const out = args[1] ?? "/tmp/shots";
const english = [
  "/",
  "/products",
  "/products?category=Lehenga&fabric=Georgette",
  "/products/royal-purple-velvet-poshak",
  "/manufacturing",
  "/size-guide",
  "/tracking",
  "/contact",
  "/admin",
  "/no-such-page",
];
const hindi = english.filter((p) => p !== "/admin").map((p) => localizedPath(p, "hi"));
const paths = [...english, ...hindi];
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };

/** The page a screen at a time, at most `max` screens. */
async function screens(page: Page, file: string, max = 6): Promise<void> {
  const { height } = page.viewportSize()!;
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let i = 0; i * height < total && i < max; i++) {
    await page.evaluate((y) => window.scrollTo(0, y), i * height);
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${file}-${i + 1}.png` });
    console.log(`${file}-${i + 1}.png`);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function backOffice(page: Page, name: string): Promise<void> {
  await page.goto(`${base}/admin`, { waitUntil: "networkidle" });
  await page.getByLabel("Username").fill("sunita");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORDS.sunita);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("button", { name: "New order" }).click();
  const form = page.getByRole("form", { name: "New order" });
  await form.getByRole("button", { name: "Create order" }).click();
  await screens(page, `${out}/${name}-admin-new-order-refused`);
  await form.getByRole("textbox", { name: "Customer name" }).fill("Meera Rathore");
  await form
    .getByRole("textbox", { name: "Phone", exact: true })
    .fill(`+91 98${String(randomInt(1e8)).padStart(8, "0")}`);
  await form.getByRole("textbox", { name: "Address" }).fill("12 Civil Lines");
  await form.getByLabel("Her language").selectOption("hi");
  await form.getByRole("checkbox", { name: "She agrees to WhatsApp messages" }).check();
  await form.getByLabel("Item 1: design").selectOption({ index: 3 });
  await form.getByLabel("Note (colour, size…)").fill("Maroon, size M");
  await form.getByRole("textbox", { name: "Quoted amount (₹)" }).fill("25000");
  await form.getByRole("button", { name: "Create order" }).click();
  await page.getByRole("heading", { name: /^RR\d+$/ }).waitFor();
  await page.getByRole("textbox", { name: "Amount (₹)" }).fill("5000");
  await page.getByRole("button", { name: "Record payment" }).click();
  await page.getByTestId("payment").waitFor();
  await page.getByLabel("Who is it for?").selectOption("customer");
  await page.getByRole("textbox", { name: "Note", exact: true }).fill("Your fabric has arrived.");
  await page.getByRole("button", { name: "Add note" }).click();
  await page.locator('[data-kind="note"]').waitFor();
  await page.getByTestId("message-state").first().waitFor();
  await screens(page, `${out}/${name}-admin-order`, 10);
  await page.getByRole("button", { name: "Edit details" }).click();
  await screens(page, `${out}/${name}-admin-order-edit`);
  await page.getByRole("button", { name: "Discard changes" }).click();
  await page.getByRole("button", { name: "Back to Orders" }).click();
  await page.getByTestId("admin-order-row").first().waitFor();
  await screens(page, `${out}/${name}-admin-orders`, 2);
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByTestId("channel").first().waitFor();
  await screens(page, `${out}/${name}-admin-settings`, 6);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const [name, viewport] of Object.entries(sizes)) {
  const page = await browser.newPage({ viewport });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    const file = `${out}/${name}${p === "/" ? "-home" : p === "/hi/" ? "-hi-home" : p.replace(/[/?&=]/g, "-")}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  if (!publicOnly) await backOffice(page, name);
  await page.close();
}
await browser.close();
