import type { Context } from "hono";

/**
 * The headers every answer to a request carries, whoever makes it (the security headers, the
 * request's id), gathered by the middleware before the handler runs.
 *
 * Why not add them after the handler, as middleware usually do: @hono/node-server writes an
 * answer whose headers are a plain object straight to the socket, but adding a header to an
 * answer already made turns it into a WHATWG Response (undici's Headers, its body a stream that
 * is then read back). For a page served from memory that was a third of the server's time per
 * request (docs/benchmarks.md, "What limits throughput"). So an answer made from memory
 * (send-compressed.ts) takes these headers into its own plain object, and the middleware add
 * them afterwards only to answers that did not.
 */
interface Gathered {
  /** Each middleware's headers, as given (merged only by the answer that takes them). */
  parts: Readonly<Record<string, string>>[];
  taken: boolean;
}

declare module "hono" {
  interface ContextVariableMap {
    answerHeaders: Gathered;
  }
}

/** A middleware's headers for every answer of this request (added before the handler runs). */
export function addAnswerHeaders(c: Context, headers: Readonly<Record<string, string>>): void {
  const gathered = c.get("answerHeaders");
  if (gathered) gathered.parts.push(headers);
  else c.set("answerHeaders", { parts: [headers], taken: false });
}

/** For a handler building its answer's headers as a plain object: these go in first. */
export function takeAnswerHeaders(c: Context, into: Record<string, string>): void {
  const gathered = c.get("answerHeaders");
  if (!gathered) return;
  gathered.taken = true;
  for (const part of gathered.parts) Object.assign(into, part);
}

/** True when the answer already carries them (a middleware then adds nothing after it). */
export const answerTookHeaders = (c: Context): boolean => c.get("answerHeaders")?.taken === true;
