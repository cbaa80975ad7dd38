import type { z } from "./zod";

/** A refused input as both the server's 400 answer and the browser's form show it. */
export interface InputProblem {
  /** The first problem's message, which names the field. */
  error: string;
  /** The field's path: "customer.phone", "items.0.quantity". */
  field: string;
}

export function problemOf(error: z.ZodError): InputProblem {
  const issue = error.issues[0];
  return {
    error: issue?.message ?? "The request is not valid.",
    field: issue?.path.join(".") ?? "",
  };
}

/** The input as the schema reads it, or its first problem. */
export function checkInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.output<S> } | ({ ok: false } & InputProblem) {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, ...problemOf(parsed.error) };
}
