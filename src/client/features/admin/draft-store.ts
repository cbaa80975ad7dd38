import { phoneKey } from "../../../shared/phone";

/**
 * The owners' half-typed forms in this browser's localStorage (use-draft.ts; SECURITY.md, "What
 * the back office keeps in the browser"): one entry per owner and form, with when it was last
 * typed in. They hold customers' names, phones, measurements and notes, so they leave: all of
 * them at Logout (a shared phone keeps nobody's), those that concern a customer erased from this
 * browser, and any older than DRAFT_KEEP_SIGNED_OUT_MS whenever the login form shows.
 */
const PREFIX = "rr-draft";

/**
 * How long a draft waits, untouched, for its owner to log in again. A session can end under her
 * (demo mode at every reload; the unticked 8 hours; ended from another device) while she types,
 * and what she typed comes back at her next login; a draft left overnight on a shared computer
 * does not.
 */
export const DRAFT_KEEP_SIGNED_OUT_MS = 12 * 60 * 60_000;

export const draftKey = (owner: string, form: string) => `${PREFIX}:${owner}:${form}`;

/** What is stored: the form's state and when it was last typed in (ms since the epoch). */
interface Kept {
  savedAt: number;
  draft: unknown;
}

const isKept = (v: unknown): v is Kept =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as Kept).savedAt === "number" &&
  "draft" in v &&
  Object.keys(v).length === 2;

/**
 * The entry under `key`, if any. A draft stored before drafts carried their time (the form's
 * state alone) still restores, and counts as old.
 */
function readKept(key: string): Kept | undefined {
  try {
    const text = localStorage.getItem(key);
    if (text === null) return undefined;
    const parsed: unknown = JSON.parse(text);
    return isKept(parsed) ? parsed : { savedAt: 0, draft: parsed };
  } catch {
    return undefined;
  }
}

export function readDraft<T>(key: string): T | undefined {
  return readKept(key)?.draft as T | undefined;
}

export function writeDraft(key: string, draft: unknown, now = Date.now()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: now, draft } satisfies Kept));
  } catch {
    // A full or refused storage keeps the form working, without its draft.
  }
}

export function removeDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage refused: there is nothing kept to remove.
  }
}

/** The event that tells the forms on the page which of their drafts were dropped. */
const FORGOTTEN = "rr-drafts-forgotten";

/**
 * Drops these drafts; a form still on the page whose draft it was neither keeps it again nor
 * asks before she leaves it (its customer was just erased, or she is logging out).
 */
function forget(keys: string[]): void {
  for (const key of keys) removeDraft(key);
  if (keys.length > 0) window.dispatchEvent(new CustomEvent<string[]>(FORGOTTEN, { detail: keys }));
}

/** Calls `listener` with the keys of drafts dropped from outside their form; returns the undo. */
export function onDraftsForgotten(listener: (keys: string[]) => void): () => void {
  const handler = (e: Event) => listener((e as CustomEvent<string[]>).detail);
  window.addEventListener(FORGOTTEN, handler);
  return () => window.removeEventListener(FORGOTTEN, handler);
}

/** Every draft key in this browser, of every owner. */
function draftKeys(): string[] {
  try {
    return Object.keys(localStorage).filter((k) => k.startsWith(`${PREFIX}:`));
  } catch {
    return [];
  }
}

/** Whether any draft is kept in this browser (Logout asks first then). */
export function hasDrafts(): boolean {
  return draftKeys().length > 0;
}

/**
 * At Logout: no draft stays in this browser, hers or the other owner's (left when a session
 * ended under her), so a shared phone holds no customer's details once signed out.
 */
export function forgetAllDrafts(): void {
  forget(draftKeys());
}

/** When the login form shows: drafts nobody came back for within DRAFT_KEEP_SIGNED_OUT_MS. */
export function dropStaleDrafts(now = Date.now()): void {
  for (const key of draftKeys()) {
    const kept = readKept(key);
    if (!kept || now - kept.savedAt > DRAFT_KEEP_SIGNED_OUT_MS) removeDraft(key);
  }
}

/** The customer just erased, as the erasure's own matching finds her in free text. */
export interface ErasedCustomer {
  id: number;
  name: string;
  phone: string;
  email: string;
  orderIds: readonly string[];
}

/** Her values as the server's erasure matches them: at least 5 characters, case aside. */
const MIN_MATCH = 5;

function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

/**
 * After her erasure from this browser, every owner's drafts here that concern her: those of
 * her record (measurements) and her orders (payment, note, refund), and any that holds her
 * name, phone number or e-mail (a new order or customer half typed for her).
 */
export function forgetDraftsAbout(her: ErasedCustomer): void {
  const forms = new Set([
    `measurements:${her.id}`,
    ...her.orderIds.flatMap((id) => [`payment:${id}`, `note:${id}`, `refund:${id}`]),
  ]);
  const words = [her.name, her.email]
    .map((w) => w.trim().toLowerCase())
    .filter((w) => w.length >= MIN_MATCH);
  const digits = phoneKey(her.phone);
  const holdsHer = (text: string) =>
    words.some((w) => text.toLowerCase().includes(w)) ||
    (digits.length >= MIN_MATCH && text.replace(/\D/g, "").includes(digits));
  forget(
    draftKeys().filter(
      (key) =>
        forms.has(key.split(":").slice(2).join(":")) ||
        textsOf(readKept(key)?.draft).some(holdsHer),
    ),
  );
}
