import type { Context } from "hono";
import type { z } from "zod";
import { invalidInput } from "./admin/invalid-input";
import { unstorableMessage, unstorableText } from "../shared/storable-text";
import { readJsonObject } from "./json-body";

export type Validated<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * The request's JSON body as `schema` reads it, or the 400 answer naming the field: not JSON,
 * refused by the schema, or text the database cannot store as sent.
 */
export async function validatedBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<Validated<z.output<S>>> {
  const read = await readJsonObject(c);
  if (!read.ok) return read;
  const parsed = schema.safeParse(read.body);
  if (!parsed.success) return { ok: false, response: c.json(invalidInput(parsed.error), 400) };
  const field = unstorableText(parsed.data);
  if (field !== undefined) {
    return {
      ok: false,
      response: c.json({ error: unstorableMessage(field), field }, 400),
    };
  }
  return { ok: true, data: parsed.data };
}
