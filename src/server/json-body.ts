import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/** 413 JSON, instead of Hono's plain-text answer, for a body over `maxSize` bytes. */
export const jsonBodyLimit = (
  maxSize: number,
  error = "The request is too large.",
): MiddlewareHandler => bodyLimit({ maxSize, onError: (c) => c.json({ error }, 413) });

export type JsonObjectResult =
  { ok: true; body: Record<string, unknown> } | { ok: false; response: Response };

/** The request's JSON object body, or the 400 JSON answer to send instead. */
export async function readJsonObject(c: Context): Promise<JsonObjectResult> {
  const refuse = (error: string) => ({ ok: false as const, response: c.json({ error }, 400) });
  if (!/^application\/json\b/i.test(c.req.header("content-type") ?? "")) {
    return refuse("Send the request as JSON (Content-Type: application/json).");
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return refuse("The request body is not valid JSON.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return refuse("The request body must be a JSON object.");
  }
  return { ok: true, body: body as Record<string, unknown> };
}
