import type { Locator } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";

/** The QR code as the screen draws it, read by a QR decoder as a phone's camera would. */
export async function decodeQr(qr: Locator): Promise<string | null> {
  // In the middle of the screen: never under the app's sticky header or its bottom bar.
  await qr.evaluate((el) => el.scrollIntoView({ block: "center" }));
  const png = await qr.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}
