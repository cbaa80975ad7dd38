import { readFile } from "node:fs/promises";
import { expect, type Download } from "@playwright/test";

/**
 * A downloaded CSV export read as a spreadsheet would: after its byte-order mark, one record per
 * line, each cell under its header's name (quoted cells unquoted, "" read as ").
 */
export async function csvRecords(download: Download): Promise<Record<string, string>[]> {
  const text = await readFile((await download.path())!, "utf8");
  expect(text.startsWith("\uFEFF"), "a byte-order mark first").toBe(true);
  const [header, ...lines] = text.slice(1).trimEnd().split("\r\n").map(cellsOf);
  return lines.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i]!])));
}

/** One line's cells: a quoted cell may hold commas and doubled quotes (no line breaks here). */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let i = 0;
  for (;;) {
    let cell = "";
    if (line[i] === '"') {
      for (i++; i < line.length; i++) {
        if (line[i] === '"' && line[i + 1] === '"') cell += line[i++];
        else if (line[i] === '"') break;
        else cell += line[i];
      }
      i++; // the closing quote
    } else {
      while (i < line.length && line[i] !== ",") cell += line[i++];
    }
    cells.push(cell);
    if (i >= line.length) return cells;
    i++; // the comma
  }
}
