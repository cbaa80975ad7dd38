/**
 * An owner's own account: the password change form of the Settings tab, validated with this
 * schema in the browser and on the server. The server also refuses common passwords (its list
 * is too large to send to the browser: src/server/auth/common-passwords.ts).
 */
import { LOCALES, type Locale } from "./locale";
import { inLocale, m } from "./messages";
import { isStorableText, unstorableMessage } from "./storable-text";
import { z } from "./zod";

/** 12 characters or more: length is what makes a password hard to guess. */
export const PASSWORD_LIMITS = { min: 12, max: 256 } as const;

/** What the form and the server say about a password, in a language (messages/admin). */
export function passwordMessages(locale: Locale) {
  const o = inLocale(locale);
  return {
    currentRequired: m.admin_password_current_required({}, o),
    tooShort: m.admin_password_too_short({ min: PASSWORD_LIMITS.min }, o),
    tooLong: m.admin_password_too_long({ max: PASSWORD_LIMITS.max }, o),
    mismatch: m.admin_password_mismatch({}, o),
    unchanged: m.admin_password_unchanged({}, o),
    common: m.admin_password_common({}, o),
    wrongCurrent: m.admin_password_wrong_current({}, o),
    demoMode: m.admin_password_demo({}, o),
    changed: {
      title: m.admin_password_changed_title({}, o),
      description: m.admin_password_changed_description({}, o),
    },
  };
}

/** In English: the server's refusals and the host's commands say these. */
export const PASSWORD_MESSAGES = passwordMessages("en");

/** The new password's own rules: length and storable text. */
export const newPasswordField = (label = "The new password") =>
  z
    .string({ error: PASSWORD_MESSAGES.tooShort })
    .min(PASSWORD_LIMITS.min, PASSWORD_MESSAGES.tooShort)
    .max(PASSWORD_LIMITS.max, PASSWORD_MESSAGES.tooLong)
    .refine(isStorableText, unstorableMessage(label));

/** POST /api/admin/account/password body. Passwords are taken as typed: no trimming. */
export const PasswordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: PASSWORD_MESSAGES.currentRequired })
      .min(1, PASSWORD_MESSAGES.currentRequired)
      .max(PASSWORD_LIMITS.max, PASSWORD_MESSAGES.wrongCurrent)
      .refine(isStorableText, unstorableMessage("The current password")),
    newPassword: newPasswordField(),
    repeatPassword: z.string({ error: PASSWORD_MESSAGES.mismatch }),
  })
  .refine((v) => v.repeatPassword === v.newPassword, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ["repeatPassword"],
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: PASSWORD_MESSAGES.unchanged,
    path: ["newPassword"],
  });

export type PasswordChange = z.output<typeof PasswordChangeSchema>;

/**
 * PUT /api/admin/account/language body: the language of her own screens (docs/decisions/0017).
 * Kept on her account outside demo mode; in demo mode the page keeps it (each login starts in
 * English, the spec's texts).
 */
export const LanguageChangeSchema = z.object({
  language: z.enum(LOCALES, { error: `language must be one of: ${LOCALES.join(", ")}` }),
});
export type LanguageChange = z.output<typeof LanguageChangeSchema>;

export const LANGUAGE_MESSAGES = {
  demoMode:
    "In demo mode the language is kept on this page only: every login starts in English, as the spec's texts are.",
} as const;
