import { z } from "./zod";

/** POST /api/orders/:orderId/details: the last four digits of the order's phone number. */
export const PhoneDigitsSchema = z.object({
  phoneLast4: z
    .string({ error: "Enter the last 4 digits of your phone number" })
    .trim()
    .regex(/^\d{4}$/, "Enter the last 4 digits of your phone number"),
});
