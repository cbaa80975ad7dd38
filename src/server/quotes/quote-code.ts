import { randomBytes } from "node:crypto";

/**
 * Her quote link's code: 26 letters of a 32-letter alphabet (no 0/o, 1/l), 130 random bits,
 * one per issued version. Not the reference, not the order's ID: nothing about it can be
 * guessed from what she or the owners say aloud.
 */
const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";
const LENGTH = 26;

export function newQuoteCode(): string {
  // 256 is a multiple of 32: each byte modulo 32 keeps every letter equally likely.
  return [...randomBytes(LENGTH)].map((b) => ALPHABET[b % 32]).join("");
}
