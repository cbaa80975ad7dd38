/**
 * A UPI link as a QR code's shape: one SVG path of its dark modules (runs of a row joined), with
 * the quiet zone of four modules the standard asks for around it. The `qrcode` library makes the
 * code (its `create` is pure JavaScript, the same in the browser and in Node); drawing it as a
 * path keeps it sharp at any size and needs neither a canvas nor an image the page's CSP would
 * have to allow.
 */
import { create } from "qrcode";

export const QR_QUIET_MODULES = 4;

export interface QrShape {
  /** Modules across, quiet zone included: the SVG's viewBox is 0 0 size size. */
  size: number;
  /** The dark modules. */
  path: string;
}

/**
 * Error correction M (15 %): a phone's camera reads it from a screen or a printout, and a link
 * of ~130 characters stays a code of 37 modules, large modules at any size it is shown.
 */
export function qrShape(text: string): QrShape {
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  const n = modules.size;
  const q = QR_QUIET_MODULES;
  const runs: string[] = [];
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      let run = 1;
      while (col + run < n && modules.get(row, col + run)) run++;
      runs.push(`M${col + q} ${row + q}h${run}v1h-${run}z`);
      col += run;
    }
  }
  return { size: n + 2 * q, path: runs.join("") };
}
