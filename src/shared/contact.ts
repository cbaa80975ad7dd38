/**
 * The contact form's limits and required fields. Its schema is contact-schema.ts (zod): the
 * browser loads it only when the form is sent, so the contact page's first JavaScript carries
 * no validation library.
 */
export const CONTACT_LIMITS = { name: 100, phone: 20, email: 254, subject: 150, message: 2000 };

export const REQUIRED_CONTACT_FIELDS = ["name", "phone", "message"] as const;

/** True when any required field is empty or only spaces (the spec's 'Required fields missing'). */
export const missingRequired = (input: Partial<Record<string, string>>): boolean =>
  REQUIRED_CONTACT_FIELDS.some((f) => !input[f]?.trim());
