/**
 * Secrets (the SMTP password, the WhatsApp token) must never reach a log, a stored error or an
 * API answer. Everything the notifications write about a failure goes through a redactor that
 * knows them, in the forms they may take in a message (as is, URL-encoded, base64 in an AUTH
 * exchange).
 */
export type Redact = (text: string) => string;

export const REDACTED = "[redacted]";

export function createRedactor(secrets: readonly (string | undefined)[]): Redact {
  const forms = secrets
    .filter((s): s is string => s !== undefined && s !== "")
    .flatMap((s) => [s, encodeURIComponent(s), Buffer.from(s).toString("base64")])
    .sort((a, b) => b.length - a.length);
  return (text) => forms.reduce((out, form) => out.split(form).join(REDACTED), text);
}

/** A failure's reason as stored and shown: one line, redacted, of a readable length. */
export function reasonOf(error: unknown, redact: Redact): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = redact(text).replace(/\s+/g, " ").trim();
  return line.length > 300 ? `${line.slice(0, 299)}…` : line || "Unknown error";
}

export interface NotifyLog {
  info(message: string): void;
  error(message: string): void;
}

/** The server's log (the console), every line redacted. */
export const consoleLog = (redact: Redact): NotifyLog => ({
  info: (message) => console.log(redact(`outbox: ${message}`)),
  error: (message) => console.error(redact(`outbox: ${message}`)),
});

/** The server's JSON log (log/logger.ts), every line redacted. */
export const serverLog = (
  logger: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
  redact: Redact,
): NotifyLog => ({
  info: (message) => logger.info({ component: "outbox" }, redact(message)),
  error: (message) => logger.error({ component: "outbox" }, redact(message)),
});
