/**
 * Social cards: 1200×630 JPEGs that Open Graph and Twitter cards show (they do not take SVG).
 * Chromium draws each from the SVG artwork: the boutique's card from the first hero slide, one
 * card per design. Run after generate.ts: npx tsx scripts/artwork/social-cards.ts
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/chromium";
import { BUSINESS } from "../../src/shared/business";
import { DESIGNS, designSocialCard } from "../../src/shared/catalogue";

const PUBLIC = path.resolve("public");
const dataUrl = (publicPath: string) =>
  `data:image/svg+xml;base64,${fs.readFileSync(path.join(PUBLIC, publicPath)).toString("base64")}`;

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

const page = (
  body: string,
) => `<!doctype html><html><body style="margin:0;width:1200px;height:630px;
  overflow:hidden;font-family:Georgia,serif;background:#fbf6ec;color:#4a1220">${body}</body></html>`;

const siteCard = page(`<img src="${dataUrl("/images/hero/hero-1.svg")}" style="position:absolute;
  inset:0;width:1200px;height:630px;object-fit:cover"><div style="position:absolute;inset:0;
  background:linear-gradient(90deg,rgba(74,18,32,.85),rgba(74,18,32,.1))"></div>
  <div style="position:absolute;left:72px;top:200px;color:#fff"><div style="font-size:84px;
  font-weight:700">${escape(BUSINESS.name)}</div><div style="font-size:36px;margin-top:16px;
  color:#f3d98b">Handcrafted Rajputi Poshaks · Jaipur</div></div>`);

const designCard = (d: (typeof DESIGNS)[number]) =>
  page(`<img src="${dataUrl(d.image)}" style="position:absolute;left:60px;top:25px;width:464px;
  height:580px;border-radius:24px"><div style="position:absolute;left:580px;right:60px;top:150px">
  <div style="font-size:28px;color:#8c2a3c;text-transform:uppercase;letter-spacing:2px">
  ${escape(d.category)}</div><div style="font-size:56px;font-weight:700;margin-top:12px">
  ${escape(d.name)}</div><div style="font-size:28px;margin-top:20px">${escape(`${d.color} ${d.fabric} · ${d.work}`)}</div>
  <div style="font-size:28px;margin-top:40px;color:#8c2a3c">${escape(BUSINESS.name)}, Jaipur</div></div>`);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const tab = await browser.newPage({ viewport: { width: 1200, height: 630 } });
const shoot = async (html: string, publicPath: string) => {
  await tab.setContent(html, { waitUntil: "load" });
  const file = path.join(PUBLIC, publicPath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await tab.screenshot({ path: file, type: "jpeg", quality: 78 });
  console.log(`${publicPath} ${(fs.statSync(file).size / 1024).toFixed(0)} KB`);
};
await shoot(siteCard, "/images/social-card.jpg");
for (const design of DESIGNS) await shoot(designCard(design), designSocialCard(design));
await browser.close();
