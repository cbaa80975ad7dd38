import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decompressionBomb, scriptNamedJpg, svgWithScript } from "../test-support/test-photos";
import { sniffPhoto } from "./sniff-photo";

const make = (format: "jpeg" | "png" | "webp" | "avif") =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#800" } })
    .toFormat(format)
    .toBuffer();

describe("the photo's real format, from its bytes", () => {
  it("knows JPEG, PNG, WebP and AVIF as sharp writes them", async () => {
    for (const format of ["jpeg", "png", "webp", "avif"] as const)
      expect(sniffPhoto(await make(format))).toBe(format);
    expect(sniffPhoto(decompressionBomb(100))).toBe("png");
  });

  it("refuses what is not one of them, whatever the name says", async () => {
    expect(sniffPhoto(scriptNamedJpg())).toBeUndefined();
    expect(sniffPhoto(svgWithScript())).toBeUndefined();
    expect(sniffPhoto(new Uint8Array())).toBeUndefined();
    expect(
      sniffPhoto(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: "#800" } })
          .gif()
          .toBuffer(),
      ),
    ).toBeUndefined();
    // HEIC: an ISO-BMFF box with the heic brand and no AVIF one.
    const heic = Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic", "latin1");
    expect(sniffPhoto(heic)).toBeUndefined();
  });
});
