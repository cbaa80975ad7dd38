/** Writes every SVG under public/images. Run: npx tsx scripts/artwork/generate.ts */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { DESIGNS } from "../../src/shared/catalogue";
import { CRAFT_STEPS } from "../../src/shared/craft";
import { HERO_SLIDES } from "../../src/shared/hero";
import { craftSvg } from "./craft";
import { designSvg } from "./designs";
import { HERO_SCENES, heroSvg } from "./hero";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "public");

/** Writes one image; a data entry that points at a photo (.jpg, .webp …) is left alone. */
function write(publicPath: string, svg: () => string): void {
  if (!publicPath.endsWith(".svg")) {
    console.log(`${publicPath}  skipped (not an .svg path: a photograph is in use)`);
    return;
  }
  const file = join(root, publicPath);
  const text = svg();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`${publicPath}  ${Buffer.byteLength(text)} B`);
}

for (const x of DESIGNS) write(x.image, () => designSvg(x));
HERO_SLIDES.forEach((slide, i) => {
  if (i < HERO_SCENES) write(slide.url, () => heroSvg(i, slide.title));
});
CRAFT_STEPS.forEach((step, i) => write(step.image, () => craftSvg(i, step.title)));
