/**
 * Text the databases cannot keep as sent: NUL (PostgreSQL text cannot hold it, the insert fails)
 * or a lone surrogate (not Unicode: each engine stores its own replacement, SQLite three
 * characters for one, past the length limits). The shared schemas refuse it, so the browser
 * says so before the server does; the server checks every body with the same rule.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (text: string): boolean =>
  !text.includes("\0") && !LONE_SURROGATE.test(text);

export const unstorableMessage = (label: string): string =>
  `${label} contains a character that is not allowed`;

/** The path of the first text anywhere in `value` (nested objects and lists) that cannot be stored. */
export function unstorableText(value: unknown, path = ""): string | undefined {
  if (typeof value === "string") return isStorableText(value) ? undefined : path;
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = unstorableText(child, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}
