import { EN, m } from "./messages";
import { z } from "./zod";

const DIGITS_MESSAGE = m.digits_invalid({}, EN);

/** POST /api/orders/:orderId/details: the last four digits of the order's phone number. */
export const PhoneDigitsSchema = z.object({
  phoneLast4: z
    .string({ error: DIGITS_MESSAGE })
    .trim()
    .regex(/^\d{4}$/, DIGITS_MESSAGE),
});
