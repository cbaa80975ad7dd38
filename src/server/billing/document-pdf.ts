/**
 * An issued document as an A4 PDF, drawn from its DocumentSheet (shared/billing/document-
 * sheet.ts, what the print view shows too) with PDFKit. Noto Sans Devanagari (the
 * @fontsource files the site already ships, as WOFF: fontkit misreads WOFF2's transformed
 * glyphs when it subsets them) is embedded, subset to the letters used: its
 * Devanagari file for Devanagari (and ₹), its Latin file for the rest; fontkit shapes the
 * Devanagari (conjuncts, vowel signs) with its Indic shaper. docs/decisions/0022.
 */
import { createRequire } from "node:module";
import fs from "node:fs";
import zlib from "node:zlib";
import PDFDocument from "pdfkit";
import type { DocumentSheet } from "../../shared/billing/document-sheet";

const require = createRequire(import.meta.url);
const fontFile = (subset: "devanagari" | "latin", weight: 400 | 700) =>
  require.resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff`,
  );

/**
 * A WOFF font as the plain TrueType (sfnt) file it wraps: each table inflated once, by Node's
 * zlib. Given the WOFF itself, fontkit inflates a table (in JavaScript) every time it reads it:
 * 2 to 3 s a Hindi document, against a few hundred milliseconds so.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("Not a WOFF font");
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? zlib.inflateSync(raw) : raw,
    };
  });
  const entrySelector = Math.floor(Math.log2(count));
  const searchRange = 2 ** entrySelector * 16;
  const head = Buffer.alloc(12 + 16 * count);
  woff.copy(head, 0, 4, 8); // the flavour: TrueType or CFF
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(searchRange, 6);
  head.writeUInt16BE(entrySelector, 8);
  head.writeUInt16BE(count * 16 - searchRange, 10);
  let offset = head.length;
  const parts: Buffer[] = [head];
  tables.forEach((t, i) => {
    const record = 12 + i * 16;
    t.tag.copy(head, record);
    head.writeUInt32BE(t.checksum, record + 4);
    head.writeUInt32BE(offset, record + 8);
    head.writeUInt32BE(t.data.length, record + 12);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    t.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

let fonts: Record<FontName, Buffer> | undefined;
type FontName = "latin" | "latin-bold" | "deva" | "deva-bold";
/** Read once, on the first document. */
const loadFonts = () =>
  (fonts ??= {
    latin: sfntOfWoff(fs.readFileSync(fontFile("latin", 400))),
    "latin-bold": sfntOfWoff(fs.readFileSync(fontFile("latin", 700))),
    deva: sfntOfWoff(fs.readFileSync(fontFile("devanagari", 400))),
    "deva-bold": sfntOfWoff(fs.readFileSync(fontFile("devanagari", 700))),
  });

/** Devanagari letters and signs, the joiners shaping needs, the dotted circle and ₹. */
const isDevanagari = (ch: string): boolean => {
  const c = ch.codePointAt(0) ?? 0;
  return (
    (c >= 0x0900 && c <= 0x097f) ||
    (c >= 0x1cd0 && c <= 0x1cff) ||
    (c >= 0xa8e0 && c <= 0xa8ff) ||
    c === 0x200c ||
    c === 0x200d ||
    c === 0x25cc ||
    c === 0x20b9
  );
};

/** The text in runs of one font each; spaces go with the run they are in. */
export function scriptRuns(text: string): { deva: boolean; text: string }[] {
  const runs: { deva: boolean; text: string }[] = [];
  for (const ch of text) {
    const deva = isDevanagari(ch);
    const last = runs.at(-1);
    if (last && (last.deva === deva || ch === " ")) last.text += ch;
    else runs.push({ deva, text: ch });
  }
  return runs;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const WIDTH = A4.width - 2 * MARGIN;
const BOTTOM = A4.height - MARGIN - 24;
const INK = "#1f1410";
const MUTED = "#5b4a42";
const RULE = "#b9a89a";
const MAROON = "#5c1622";

type Doc = InstanceType<typeof PDFDocument>;
interface Style {
  size: number;
  bold?: boolean;
  color?: string;
}

const fontOf = (deva: boolean, bold = false): FontName =>
  `${deva ? "deva" : "latin"}${bold ? "-bold" : ""}` as FontName;

/**
 * Widths measured (shaping Devanagari is the slow part): wrapping measures each line as it
 * grows, and the height is measured before the text is drawn. Kept across documents, bounded.
 */
const widths = new Map<string, number>();
const WIDTHS_KEPT = 20_000;

/** One line's width in points, font by font. */
function widthOf(doc: Doc, text: string, style: Style): number {
  const key = `${style.bold ? 1 : 0}|${style.size}|${text}`;
  const known = widths.get(key);
  if (known !== undefined) return known;
  doc.fontSize(style.size);
  const width = scriptRuns(text).reduce(
    (sum, run) => sum + doc.font(fontOf(run.deva, style.bold)).widthOfString(run.text),
    0,
  );
  if (widths.size >= WIDTHS_KEPT) widths.clear();
  widths.set(key, width);
  return width;
}

/** One line, not wrapped, aligned in [x, x + width]. */
function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: Style,
  align: "left" | "right" | "center" = "left",
): void {
  const w = widthOf(doc, text, style);
  let at = align === "right" ? x + width - w : align === "center" ? x + (width - w) / 2 : x;
  doc.fillColor(style.color ?? INK);
  for (const run of scriptRuns(text)) {
    doc.font(fontOf(run.deva, style.bold)).fontSize(style.size);
    doc.text(run.text, at, y, { lineBreak: false });
    at += widthOf(doc, run.text, style);
  }
}

/** Words wrapped to `width`, each word placed in its fonts; returns the y below the text. */
function paragraph(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: Style,
  align: "left" | "right" = "left",
): number {
  const height = style.size * 1.45;
  const lines: string[] = [];
  for (const source of text.split("\n")) {
    let current = "";
    for (const word of source.split(/ +/)) {
      const next = current ? `${current} ${word}` : word;
      if (current && widthOf(doc, next, style) > width) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    lines.push(current);
  }
  for (const [i, text] of lines.entries()) line(doc, text, x, y + i * height, width, style, align);
  return y + lines.length * height;
}

/** How tall a paragraph would be, without drawing it. */
function paragraphHeight(doc: Doc, text: string, width: number, style: Style): number {
  let count = 0;
  for (const source of text.split("\n")) {
    let current = "";
    count++;
    for (const word of source.split(/ +/)) {
      const next = current ? `${current} ${word}` : word;
      if (current && widthOf(doc, next, style) > width) {
        count++;
        current = word;
      } else current = next;
    }
  }
  return count * style.size * 1.45;
}

/**
 * The PDF of a document's page. `signature` is the signature image's JPEG, when the document
 * was issued with one.
 */
export async function documentPdf(
  sheet: DocumentSheet,
  signature: Buffer | undefined,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${sheet.title} ${sheet.facts[0]?.[1] ?? ""}`,
      Author: sheet.supplier.name,
      Subject: sheet.title,
    },
    lang: sheet.language === "hi" ? "hi-IN" : "en-IN",
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on("end", () => resolve(Buffer.concat(chunks))),
  );
  for (const [name, data] of Object.entries(loadFonts())) doc.registerFont(name, data);

  let y = MARGIN;
  const room = (needed: number) => {
    if (y + needed <= BOTTOM) return;
    doc.addPage();
    y = MARGIN;
  };
  const band = (text: string, fill: string, color: string) => {
    const h = paragraphHeight(doc, text, WIDTH - 16, { size: 9, bold: true }) + 10;
    doc.rect(MARGIN, y, WIDTH, h).fill(fill);
    paragraph(doc, text, MARGIN + 8, y + 5, WIDTH - 16, { size: 9, bold: true, color });
    y += h + 8;
  };
  if (sheet.sample) band(sheet.sample, "#fbf1d9", "#7f5e14");
  if (sheet.cancelled) band(sheet.cancelled, "#fde2e2", "#9b1c1c");

  // The supplier on the left, the title and the document's facts on the right.
  const left = WIDTH * 0.52;
  const right = WIDTH - left - 12;
  const rx = MARGIN + left + 12;
  let ly = paragraph(doc, sheet.supplier.name, MARGIN, y, left, {
    size: 15,
    bold: true,
    color: MAROON,
  });
  if (sheet.supplier.tradeName && sheet.supplier.tradeName !== sheet.supplier.name)
    ly = paragraph(doc, sheet.supplier.tradeName, MARGIN, ly, left, { size: 10, color: MUTED });
  for (const text of sheet.supplier.lines)
    ly = paragraph(doc, text, MARGIN, ly + 1, left, { size: 8.5 });
  let ry = y;
  if (sheet.titleLocal) {
    line(doc, sheet.titleLocal, rx, ry, right, { size: 15, bold: true, color: MAROON }, "right");
    ry += 20;
  }
  line(doc, sheet.title, rx, ry, right, { size: 15, bold: true, color: MAROON }, "right");
  ry += 24;
  for (const [label, value] of sheet.facts) {
    const labelWidth = right * 0.46;
    const lh = paragraphHeight(doc, label, labelWidth, { size: 7.5 });
    const vh = paragraphHeight(doc, value, right - labelWidth - 6, { size: 8.5, bold: true });
    paragraph(doc, label, rx, ry, labelWidth, { size: 7.5, color: MUTED });
    paragraph(
      doc,
      value,
      rx + labelWidth + 6,
      ry,
      right - labelWidth - 6,
      { size: 8.5, bold: true },
      "right",
    );
    ry += Math.max(lh, vh) + 2;
  }
  y = Math.max(ly, ry) + 10;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(1)
    .stroke(MAROON);
  y += 8;

  // The recipient.
  y = paragraph(doc, sheet.recipient.heading, MARGIN, y, WIDTH, {
    size: 9,
    bold: true,
    color: MAROON,
  });
  for (const [label, value] of sheet.recipient.lines) {
    const lw = 130;
    paragraph(doc, label, MARGIN, y, lw, { size: 7.5, color: MUTED });
    y = Math.max(
      y + paragraphHeight(doc, label, lw, { size: 7.5 }),
      paragraph(doc, value, MARGIN + lw + 6, y, WIDTH - lw - 6, { size: 9 }),
    );
  }
  y += 8;

  // The lines.
  if (sheet.table) {
    const { columns, rows } = sheet.table;
    const share = columns.reduce((s, c) => s + c.width, 0);
    const widths = columns.map((c) => (c.width / share) * WIDTH);
    const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((s, w) => s + w, 0));
    const pad = 2.5;
    const head: Style = { size: 6.5, bold: true, color: INK };
    const cell: Style = { size: 7.5 };
    const headHeight =
      Math.max(
        ...columns.map((c, i) => paragraphHeight(doc, c.label, widths[i]! - 2 * pad, head)),
      ) +
      2 * pad;
    const header = () => {
      doc.rect(MARGIN, y, WIDTH, headHeight).fill("#f3dda6");
      columns.forEach((c, i) =>
        paragraph(doc, c.label, xs[i]! + pad, y + pad, widths[i]! - 2 * pad, head, c.align),
      );
      y += headHeight;
    };
    room(headHeight + 20);
    header();
    for (const row of rows) {
      const h =
        Math.max(...row.map((text, i) => paragraphHeight(doc, text, widths[i]! - 2 * pad, cell))) +
        2 * pad;
      if (y + h > BOTTOM) {
        doc.addPage();
        y = MARGIN;
        header();
      }
      row.forEach((text, i) =>
        paragraph(doc, text, xs[i]! + pad, y + pad, widths[i]! - 2 * pad, cell, columns[i]!.align),
      );
      y += h;
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + WIDTH, y)
        .lineWidth(0.5)
        .stroke(RULE);
    }
    y += 8;
  }

  // The totals, right.
  const tw = WIDTH * 0.6;
  const tx = MARGIN + WIDTH - tw;
  for (const t of sheet.totals) {
    const style: Style = { size: t.strong ? 10 : 8.5, bold: t.strong ?? false };
    const h = paragraphHeight(doc, t.label, tw * 0.7, style);
    room(h + 4);
    if (t.strong) doc.rect(tx, y - 2, tw, h + 4).fill("#fbf1d9");
    paragraph(doc, t.label, tx + 4, y, tw * 0.7 - 4, style);
    line(doc, t.value, tx + tw * 0.7, y, tw * 0.3 - 4, style, "right");
    y += h + 4;
  }
  y += 6;

  const block = (heading: string | null, texts: string[], size = 8.5) => {
    for (const [i, text] of texts.entries()) {
      const full = heading && i === 0 ? `${heading}: ${text}` : text;
      room(paragraphHeight(doc, full, WIDTH, { size }) + 2);
      y = paragraph(doc, full, MARGIN, y, WIDTH, { size }) + 2;
    }
  };
  block(null, sheet.notes);
  if (sheet.words.length) {
    y += 2;
    room(14);
    y = paragraph(doc, sheet.wordsHeading, MARGIN, y, WIDTH, {
      size: 8,
      bold: true,
      color: MAROON,
    });
    block(null, sheet.words, 9);
  }
  if (sheet.bank.length) {
    y += 4;
    block(
      null,
      sheet.bank.map(([label, value]) => `${label}: ${value}`),
    );
  }
  if (sheet.terms) {
    y += 4;
    block(null, [sheet.terms], 7.5);
  }

  // The signature, bottom right of what is written.
  const sigHeight = 96;
  room(sigHeight);
  y += 10;
  const sx = MARGIN + WIDTH - 200;
  line(doc, sheet.signature.forName, sx, y, 200, { size: 8.5, bold: true }, "center");
  if (signature)
    doc.image(signature, sx + 40, y + 14, { fit: [120, 40], align: "center", valign: "center" });
  line(doc, sheet.signature.signatory, sx, y + 60, 200, { size: 8.5 }, "center");
  doc
    .moveTo(sx + 20, y + 57)
    .lineTo(sx + 180, y + 57)
    .lineWidth(0.5)
    .stroke(RULE);
  line(doc, sheet.signature.label, sx, y + 73, 200, { size: 7.5, color: MUTED }, "center");
  y += sigHeight;

  // Each page's footer: who issued it, how it was made, the page's number.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const fy = A4.height - MARGIN - 14;
    doc
      .moveTo(MARGIN, fy - 4)
      .lineTo(MARGIN + WIDTH, fy - 4)
      .lineWidth(0.5)
      .stroke(RULE);
    line(doc, sheet.footer.join(" · "), MARGIN, fy, WIDTH - 60, { size: 6.5, color: MUTED });
    line(
      doc,
      `${i + 1} / ${range.count}`,
      MARGIN + WIDTH - 60,
      fy,
      60,
      { size: 6.5, color: MUTED },
      "right",
    );
  }
  doc.end();
  return done;
}
