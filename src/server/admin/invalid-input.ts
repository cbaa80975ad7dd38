import type { z } from "zod";

/** The 400 answer's body for input a shared schema refused: its first problem and the field. */
export function invalidInput(error: z.ZodError): { error: string; field: string } {
  const issue = error.issues[0];
  return {
    error: issue?.message ?? "The request is not valid.",
    field: String(issue?.path[0] ?? ""),
  };
}
