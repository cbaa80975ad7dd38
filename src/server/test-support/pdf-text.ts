/**
 * What a PDF says and looks like, for the documents' tests: its text by lines (pdfjs-dist, as
 * a reader's copy-and-paste would find it), the fonts it embeds, and its pages as PNG
 * (pdftoppm, Debian's poppler-utils) to measure and to look at.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

interface Item {
  str: string;
  x: number;
  y: number;
  width: number;
}

/** Each page's text, line by line (items on one baseline joined; a gap becomes a space). */
export async function pdfLines(pdf: Buffer): Promise<string[][]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: string[][] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const content = await page.getTextContent();
    const items: Item[] = content.items
      .filter(
        (i): i is typeof i & { str: string; transform: number[]; width: number } => "str" in i,
      )
      .map((i) => ({ str: i.str, x: i.transform[4]!, y: i.transform[5]!, width: i.width }));
    items.sort((a, b) => b.y - a.y || a.x - b.x);
    const lines: Item[][] = [];
    for (const item of items) {
      const line = lines.at(-1);
      if (line && Math.abs(line[0]!.y - item.y) < 2) line.push(item);
      else lines.push([item]);
    }
    pages.push(
      lines.map((line) =>
        line
          .sort((a, b) => a.x - b.x)
          .reduce(
            (text, item, i) =>
              i > 0 && item.x - (line[i - 1]!.x + line[i - 1]!.width) > 1.5
                ? `${text} ${item.str}`
                : text + item.str,
            "",
          )
          .replace(/\s+/g, " ")
          .trim(),
      ),
    );
  }
  await doc.destroy();
  return pages;
}

/** The names of the fonts a PDF embeds (subset fonts carry a six-letter tag: ABCDEF+Name). */
export function embeddedFonts(pdf: Buffer): string[] {
  const text = pdf.toString("latin1");
  const names = [...text.matchAll(/\/FontName\s*\/([A-Z]{6}\+[^\s/>]+)/g)].map((m) => m[1]!);
  return [...new Set(names)];
}

const run = promisify(execFile);

/** The PDF's pages as PNG files at `dpi`, in a new folder (or `into`). */
export async function pdfPages(
  pdf: Buffer,
  dpi = 60,
  into?: string,
  name = "page",
): Promise<string[]> {
  const dir = into ?? fs.mkdtempSync(path.join(os.tmpdir(), "pdf-pages-"));
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  await run("pdftoppm", ["-r", String(dpi), "-png", file, path.join(dir, name)]);
  return fs
    .readdirSync(dir)
    .filter((f) => f.startsWith(`${name}-`) && f.endsWith(".png"))
    .sort()
    .map((f) => path.join(dir, f));
}
