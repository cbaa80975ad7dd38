import { CONTACT_LIMITS } from "./contact";
import { emailField, optionalText, phoneField, requiredText } from "./schema-fields";
import { z } from "./zod";

/** The contact form, validated with this one schema in the browser and on the server. */
export const ContactSchema = z.object({
  name: requiredText("Name", CONTACT_LIMITS.name),
  phone: phoneField(CONTACT_LIMITS.phone),
  email: emailField(CONTACT_LIMITS.email),
  subject: optionalText("Subject", CONTACT_LIMITS.subject),
  message: requiredText("Message", CONTACT_LIMITS.message),
});

export type ContactInput = z.input<typeof ContactSchema>;
export type ContactMessage = z.output<typeof ContactSchema>;
