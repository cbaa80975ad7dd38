import type { Locator } from "@playwright/test";

export type ColourName = "red" | "orange" | "yellow" | "green" | "blue" | "grey";

/**
 * Names the colour family of an element's background colour. The
 * browser paints the computed colour on a canvas to get sRGB, whatever CSS colour space it uses.
 */
export async function colourFamily(locator: Locator): Promise<ColourName> {
  const [r, g, b] = await locator.evaluate((el) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext("2d")!;
    ctx.fillStyle = getComputedStyle(el).backgroundColor;
    ctx.fillRect(0, 0, 1, 1);
    return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3));
  });
  const max = Math.max(r!, g!, b!) / 255;
  const min = Math.min(r!, g!, b!) / 255;
  if (max - min < 0.06) return "grey";
  const d = max - min;
  const [rn, gn, bn] = [r! / 255, g! / 255, b! / 255];
  let hue = max === rn ? ((gn - bn) / d) % 6 : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  hue = (hue * 60 + 360) % 360;
  if (hue < 15 || hue >= 330) return "red";
  if (hue < 38) return "orange";
  if (hue < 70) return "yellow";
  if (hue < 170) return "green";
  if (hue < 260) return "blue";
  return "red";
}
