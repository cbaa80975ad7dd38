/**
 * The back office's app icons (shared/admin-manifest.ts): the favicon's gold flame on maroon,
 * as PNGs. "any": the favicon's rounded square; "maskable": full bleed, the flame inside the
 * central 80 % circle every mask keeps; the Apple touch icon: full bleed, iOS rounds it.
 * Run: npx tsx scripts/artwork/admin-icons.ts (writes public/admin/*.png).
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { ADMIN_APP_COLOURS } from "../../src/shared/admin-manifest";

const OUT = path.resolve("public/admin");
const GOLD = "#e9c46a";

/** The favicon's flame (a 64-unit drawing), scaled by `scale` about the square's centre. */
function icon(options: { rounded: boolean; scale: number }): string {
  const { rounded, scale } = options;
  const move = 32 - 32 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" ${rounded ? 'rx="14"' : ""} fill="${ADMIN_APP_COLOURS.theme}"/>
<g transform="translate(${move} ${move}) scale(${scale})">
<path d="M32 10c7 9 14 13 14 22a14 14 0 0 1-28 0c0-9 7-13 14-22z" fill="${GOLD}"/>
<circle cx="32" cy="33" r="6" fill="${ADMIN_APP_COLOURS.theme}"/>
</g></svg>`;
}

const FILES = [
  { name: "icon-192.png", size: 192, rounded: true, scale: 1 },
  { name: "icon-512.png", size: 512, rounded: true, scale: 1 },
  { name: "icon-maskable-192.png", size: 192, rounded: false, scale: 0.8 },
  { name: "icon-maskable-512.png", size: 512, rounded: false, scale: 0.8 },
  { name: "apple-touch-icon.png", size: 180, rounded: false, scale: 0.9 },
];

fs.mkdirSync(OUT, { recursive: true });
for (const file of FILES) {
  const svg = Buffer.from(icon(file));
  const png = await sharp(svg, { density: (72 * file.size) / 64 })
    .resize(file.size, file.size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  fs.writeFileSync(path.join(OUT, file.name), png);
  console.log(`${file.name}: ${file.size}×${file.size}, ${png.length} bytes`);
}
