/**
 * A GSTIN: 15 characters. Two digits of the state code, the holder's PAN (five letters, four
 * digits, a letter), the entity number within the state (1-9, A-Z), "Z" by default, and a check
 * character computed over the first fourteen (mod 36, alternating weights 1 and 2).
 */
import { gstStateOf } from "./gst-states";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** The check character of a GSTIN's first fourteen characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = "format" | "state" | "check";

/** What is wrong with a GSTIN (typed in capitals, spaces removed), or null when it is valid. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!GSTIN_PATTERN.test(gstin)) return "format";
  if (!gstStateOf(gstin.slice(0, 2))) return "state";
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return "check";
  return null;
}

export const GSTIN_MESSAGES: Record<GstinProblem, (label: string) => string> = {
  format: (label) =>
    `${label} must be 15 characters: the state code, the PAN, the entity number, Z and the check character`,
  state: (label) => `${label} starts with a state code that does not exist`,
  check: (label) => `${label} has a wrong check character: a character was mistyped`,
};

/** A GSTIN as typed: capitals, no spaces. */
export const normaliseGstin = (typed: string): string => typed.replace(/\s+/g, "").toUpperCase();

/** The PAN inside a GSTIN. */
export const panOfGstin = (gstin: string): string => gstin.slice(2, 12);
