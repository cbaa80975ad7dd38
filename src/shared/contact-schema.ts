import { CONTACT_LIMITS } from "./contact";
import { z } from "./zod";

/** The contact form, validated with this one schema in the browser and on the server. */
const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optional = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional().default("");

export const ContactSchema = z.object({
  name: required("Name", CONTACT_LIMITS.name),
  phone: required("Phone", CONTACT_LIMITS.phone).regex(
    /^\+?[0-9][0-9 ()-]{5,}$/,
    "Phone must be a phone number (digits, spaces, + and - only)",
  ),
  email: optional(CONTACT_LIMITS.email, "Email").refine(
    (v) => v === "" || z.email().safeParse(v).success,
    "Email must be a valid e-mail address",
  ),
  subject: optional(CONTACT_LIMITS.subject, "Subject"),
  message: required("Message", CONTACT_LIMITS.message),
});

export type ContactInput = z.input<typeof ContactSchema>;
export type ContactMessage = z.output<typeof ContactSchema>;
