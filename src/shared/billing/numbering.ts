/**
 * Document numbers (CGST Rules, rule 46(b)): consecutive, at most 16 characters of letters,
 * digits, "-" and "/", unique in a financial year (April to March), one series per kind of
 * document. The boutique's prefix (up to 4 letters or digits), the kind's two letters, the
 * year's two halves and the sequence: RRIN2526/0042.
 */
export const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;
export const PREFIX_PATTERN = /^[A-Za-z0-9]{1,4}$/;

/** "2025-26" for any date from 1 April 2025 to 31 March 2026. */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** "2526" for "2025-26". */
const yearDigits = (fy: string) => `${fy.slice(2, 4)}${fy.slice(5, 7)}`;

/** The document's number, or null when the sequence no longer fits 16 characters. */
export function documentNumber(
  prefix: string,
  series: string,
  fy: string,
  seq: number,
): string | null {
  const number = `${prefix}${series}${yearDigits(fy)}/${String(seq).padStart(4, "0")}`;
  return DOCUMENT_NUMBER_PATTERN.test(number) ? number : null;
}
