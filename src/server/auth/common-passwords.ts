import { BUSINESS } from "../../shared/business";
import { DEMO_PASSWORDS } from "./demo-accounts";
import { OWNER_USERNAMES } from "./owners";

let common: Promise<ReadonlySet<string>> | undefined;
/**
 * zxcvbn's list of the ~50,000 most used passwords, loaded on first use: its package's
 * dictionaries cost ~9 MB of resident memory, and a server may never see a new password.
 */
const commonPasswords = (): Promise<ReadonlySet<string>> =>
  (common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].map((p) => p.toLowerCase())),
  ));

/**
 * Words anyone who knows the boutique would try: its name, owners, city and the demo
 * passwords' words. Longest first, so "rajwadirang" goes before "rang".
 */
const BOUTIQUE_WORDS: readonly string[] = [
  BUSINESS.name,
  ...OWNER_USERNAMES,
  ...BUSINESS.founders.map((f) => f.name),
  ...Object.values(DEMO_PASSWORDS),
  "Jaipur Rajasthan Poshak Boutique Admin Password Owner",
]
  .flatMap((text) => {
    const words = text
      .toLowerCase()
      .replace(/[^a-z ]+/g, " ")
      .split(/\s+/);
    return [...words, words.join("")];
  })
  .filter((w) => w.length >= 3)
  .sort((a, b) => b.length - a.length);

const LEET: Record<string, string> = {
  "@": "a",
  "4": "a",
  "3": "e",
  "1": "i",
  "!": "i",
  "0": "o",
  $: "s",
  "5": "s",
  "7": "t",
};

/**
 * True for a password on the common list, or one of them (or a word about the boutique)
 * dressed up: capitals, look-alike digits (P@ssw0rd), digits or symbols around it
 * (Password@2024!), or a character or short pattern repeated. Length alone (12+) is checked
 * by the shared schema.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const lower = password.normalize("NFKC").toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  const plain = [...core].map((ch) => LEET[ch] ?? ch).join("");
  const lettersOf = (text: string) => text.replace(/[^\p{L}]+/gu, "");
  const list = await commonPasswords();
  if ([lower, core, plain, lettersOf(plain)].some((c) => c.length > 0 && list.has(c))) return true;
  const aboutTheBoutique = (letters: string) =>
    letters.length > 0 &&
    BOUTIQUE_WORDS.reduce((rest, w) => rest.replaceAll(w, ""), letters) === "";
  return (
    aboutTheBoutique(lettersOf(plain)) || aboutTheBoutique(lettersOf(lower)) || isRepetitive(lower)
  );
}

/** A few characters repeated (aaaaaaaaaaaa, abcabcabcabc, 121212121212). */
function isRepetitive(text: string): boolean {
  for (let size = 1; size <= 4; size++) {
    const unit = text.slice(0, size);
    if (unit.repeat(Math.ceil(text.length / size)).slice(0, text.length) === text) return true;
  }
  return new Set(text).size <= 3;
}
