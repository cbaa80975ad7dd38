export type PhotoType = "jpeg" | "png" | "webp" | "avif";

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * The photo format a file's first bytes announce, whatever its name or the browser said: JPEG
 * (FF D8 FF), PNG (its 8-byte signature), WebP (RIFF….WEBP) or AVIF (an ISO-BMFF `ftyp` box
 * naming the avif or avis brand). Anything else (a script, an SVG, HEIC, a PDF) is undefined.
 */
export function sniffPhoto(bytes: Uint8Array): PhotoType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP")
    return "webp";
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === "ftyp") {
    const size = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
    const end = Math.min(size, bytes.length, 256);
    // The major brand, then the compatible brands, four bytes each (after the minor version).
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.some((b) => b === "avif" || b === "avis")) return "avif";
  }
  return undefined;
}
