import type { z } from "zod";

/**
 * The 400 answer's body for input a shared schema refused: its first problem, whose message
 * names the field, and the field's path ("customer.phone", "items.0.quantity").
 */
export function invalidInput(error: z.ZodError): { error: string; field: string } {
  const issue = error.issues[0];
  return {
    error: issue?.message ?? "The request is not valid.",
    field: issue?.path.join(".") ?? "",
  };
}
