// Takes phone and desktop screenshots of every public screen: npx tsx scripts/screenshots.ts [baseUrl] [outDir]
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";

const base = process.argv[2] ?? "http://localhost:3000";
const out = process.argv[3] ?? "/tmp/shots";
const paths = [
  "/",
  "/products",
  "/products?category=Lehenga&fabric=Georgette",
  "/products/royal-purple-velvet-poshak",
  "/manufacturing",
  "/tracking",
  "/contact",
  "/admin",
  "/no-such-page",
];
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const [name, viewport] of Object.entries(sizes)) {
  const page = await browser.newPage({ viewport });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    const file = `${out}/${name}${p === "/" ? "-home" : p.replace(/[/?&=]/g, "-")}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
