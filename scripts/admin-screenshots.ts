// Back-office screens in an owner's language, at phone (390×844) and desktop (1440×900) size,
// on a server in production mode (ADMIN_DEMO_MODE=0):
//   OWNER=sunita PASSWORD=… npx tsx scripts/admin-screenshots.ts <baseUrl> <outDir> <hi|en> /admin /admin/settings …
// The owner's language is set on her account first (PUT /api/admin/account/language). The login
// page comes first (the spec's, English in both languages: <lang>-<size>-login-1.png), then each
// screen a viewport at a time (name-1.png, name-2.png, …; at most 8), so every picture stays
// readable: look at each.
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";

const [base, out, language, ...paths] = process.argv.slice(2);
const owner = process.env.OWNER ?? "sunita";
const password = process.env.PASSWORD;
if (!base || !out || (language !== "hi" && language !== "en") || paths.length === 0 || !password) {
  console.error(
    "usage: OWNER=sunita PASSWORD=… npx tsx scripts/admin-screenshots.ts <baseUrl> <outDir> <hi|en> <path>…",
  );
  process.exit(2);
}
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };

async function logIn(page: Page, size: string): Promise<void> {
  await page.goto(`${base}/admin`, { waitUntil: "networkidle" });
  const login = `${out}/${language}-${size}-login-1.png`;
  await page.screenshot({ path: login });
  console.log(login);
  await page.getByLabel("Username").fill(owner);
  await page.getByLabel("Password", { exact: true }).fill(password!);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByTestId("admin-shell").waitFor();
  const answer = await page.evaluate(
    (language) =>
      fetch("/api/admin/account/language", {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ language }),
      }).then((r) => r.status),
    language,
  );
  if (answer !== 200) throw new Error(`setting the language answered ${answer}`);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const [size, viewport] of Object.entries(sizes)) {
  const page = await browser.newPage({ viewport });
  await logIn(page, size);
  for (const path of paths) {
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    await page.getByTestId("admin-shell").waitFor();
    await page.waitForTimeout(500);
    const name = `${out}/${language}-${size}-${path.replace(/^\//, "").replace(/[/?=&]+/g, "-")}`;
    const total = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let i = 0; i * viewport.height < total && i < 8; i++) {
      await page.evaluate((y) => window.scrollTo(0, y), i * (viewport.height - 120));
      await page.waitForTimeout(150);
      await page.screenshot({ path: `${name}-${i + 1}.png` });
      console.log(`${name}-${i + 1}.png`);
    }
  }
  await page.close();
}
await browser.close();
