import { randomBytes } from "node:crypto";
import { TRACKING_CODE_PATTERN } from "../../shared/tracking";

/**
 * Every order's tracking code: 80 random bits as 16 characters of a 32-letter alphabet (no
 * 0/o, 1/l, no punctuation a message app could cut off a link at). It is in every link and
 * message to the customer and opens her order's progress on the tracking page; the Order ID,
 * which follows a guessable pattern, shows the status only.
 */
const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";
const LENGTH = 16;
export { TRACKING_CODE_PATTERN };

export function newTrackingCode(): string {
  const bytes = randomBytes(LENGTH);
  // 256 is a multiple of 32: taking each byte modulo 32 keeps every letter equally likely.
  return [...bytes].map((b) => ALPHABET[b % 32]).join("");
}
