import jsQR from "jsqr";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { upiRequest } from "../../shared/billing/upi-link";
import UpiQr from "./upi-qr";

/**
 * The QR code the screens draw, rendered to pixels (sharp's SVG renderer) and read by a QR
 * decoder (jsQR): it must give back exactly the link, as a phone's camera would read it.
 */
async function decode(link: string, pixels: number): Promise<string | null> {
  const svg = renderToStaticMarkup(createElement(UpiQr, { link, label: "QR" }))
    // The component's size comes from its page's CSS; here the picture is given one.
    .replace(
      "<svg ",
      `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" `,
    );
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

const payee = { upiId: "rajwadirang@okicici", payeeName: "Rajwadi Rang Boutique", sample: false };

describe("the UPI QR code", () => {
  it.each([
    ["a balance", { orderId: "RR2026001", purpose: "balance", amountPaise: 1_250_000, entries: 2 }],
    [
      "an advance of ₹0.01",
      { orderId: "RR2026042", purpose: "advance", amountPaise: 1, entries: 0 },
    ],
    [
      "a 40-character order ID and a crore",
      {
        orderId: "ORDER-2026-".repeat(3) + "0000042",
        purpose: "balance",
        amountPaise: 1e10,
        entries: 99,
      },
    ],
  ] as const)("decodes to exactly the link: %s", async (_what, ask) => {
    const { link } = upiRequest(payee, ask);
    expect(await decode(link, 400)).toBe(link);
  });

  it("decodes a payee name with Devanagari and reserved characters, percent-encoded", async () => {
    const { link } = upiRequest(
      { upiId: "rang.jaipur-1@okhdfcbank", payeeName: "राजवाड़ी रंग & Co (Jaipur)", sample: true },
      { orderId: "RR2026001", purpose: "balance", amountPaise: 1_285_714, entries: 3 },
    );
    expect(link).toMatch(/^[\x21-\x7e]+$/);
    expect(await decode(link, 300)).toBe(link);
  });
});
