/**
 * CSV for spreadsheet programs: UTF-8 with a byte-order mark (so ₹ and Devanagari open right
 * in Excel), CRLF line ends, every text field quoted, and no formula injection: a text cell
 * that a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return first)
 * starts with an apostrophe instead, as OWASP advises.
 */
export type CsvCell = string | number | null;

export const CSV_BOM = "\uFEFF";
/** Every line ends with CRLF, the last one too. */
export const CSV_LINE_END = "\r\n";
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(cell: CsvCell): string {
  if (cell === null) return "";
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell) : "";
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One row as a line of the file, its line end included. */
export const csvLine = (row: readonly CsvCell[]): string =>
  `${row.map(csvCell).join(",")}${CSV_LINE_END}`;

/** A whole file: the BOM, the header's line, each row's (csv-stream.ts sends the same lines). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + [header, ...rows].map(csvLine).join("");
}

/** A file name with today's date: "orders-2026-11-24.csv". */
export const csvFileName = (what: string, today: string): string => `${what}-${today}.csv`;
