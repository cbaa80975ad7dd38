import { useState } from "react";
import {
  PASSWORD_LIMITS,
  PASSWORD_MESSAGES,
  PasswordChangeSchema,
  passwordMessages,
} from "../../../shared/account";
import type { AdminUser } from "../../../shared/admin";
import { inLocale, m } from "../../../shared/messages";
import { unstorableMessage } from "../../../shared/storable-text";
import { useKeptForm } from "../../ui/use-kept-form";
import { Button } from "./button";
import { Field, FormError, INPUT, useServerAction } from "./form-parts";
import { useAdminLocale } from "./i18n/admin-locale";
import { useAdminToast } from "./i18n/admin-toast";
import type { KnownProblems } from "./i18n/problem-text";
import type { AdminCall } from "./use-admin-session";

const FIELDS = ["currentPassword", "newPassword", "repeatPassword"] as const;

/** Every refusal the schema and the server give this form, in Hindi. */
const KNOWN: KnownProblems = new Map(
  (Object.keys(PASSWORD_MESSAGES) as (keyof typeof PASSWORD_MESSAGES)[])
    .filter((key) => key !== "changed")
    .map((key) => [
      PASSWORD_MESSAGES[key] as string,
      (o: ReturnType<typeof inLocale>) => passwordMessages(o.locale)[key] as string,
    ]),
)
  .set(unstorableMessage("The current password"), (o) => m.admin_password_unstorable({}, o))
  .set(unstorableMessage("The new password"), (o) => m.admin_password_unstorable({}, o));

/**
 * The owner changes her own password: the shared schema checks it here first (length, the two
 * the same), the server then checks the current password and its list of common ones. Her
 * other sessions end; this one goes on.
 */
export function PasswordForm({ call, user }: { call: AdminCall; user: AdminUser }) {
  const toast = useAdminToast();
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const labels = {
    currentPassword: m.admin_password_current({}, o),
    newPassword: m.admin_password_new({}, o),
    repeatPassword: m.admin_password_repeat({}, o),
  };
  const server = useServerAction({ labels, known: KNOWN });
  const [shown, setShown] = useState(false);
  const form = useKeptForm(FIELDS, async (values) => {
    const result = await server.run(async () => {
      const parsed = PasswordChangeSchema.safeParse(values);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return { ok: false, status: 0, error: issue?.message ?? "", field: issue?.path.join(".") };
      }
      return call<{ ok: true; sessionsEnded: number }>("/account/password", { body: parsed.data });
    });
    if (!result.ok) return "keep";
    toast(passwordMessages(locale).changed);
    return "clear";
  });
  const fieldError = server.errorFor;
  const formError = server.error && !FIELDS.some((f) => f === server.field) ? server.error : "";

  return (
    <form action={form.action} aria-label={m.admin_password_form({}, o)} className="mt-4 space-y-4">
      {/* Tells a password manager whose password this is. */}
      <input
        type="text"
        name="username"
        autoComplete="username"
        value={user.username}
        readOnly
        hidden
      />
      {FIELDS.map((name) => (
        <Field
          key={name}
          label={labels[name]}
          required
          error={fieldError(name)}
          {...(name === "newPassword"
            ? { hint: m.admin_password_hint({ min: PASSWORD_LIMITS.min }, o) }
            : {})}
        >
          {(control) => (
            <input
              {...control}
              name={name}
              type={shown ? "text" : "password"}
              autoComplete={name === "currentPassword" ? "current-password" : "new-password"}
              maxLength={PASSWORD_LIMITS.max}
              defaultValue={form.values[name]}
              className={INPUT}
            />
          )}
        </Field>
      ))}
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={shown}
          onChange={(e) => setShown(e.target.checked)}
          className="size-4 accent-maroon-700"
        />
        {m.admin_password_show({}, o)}
      </label>
      <FormError message={formError} />
      <Button type="submit" disabled={form.pending}>
        {form.pending ? m.admin_password_changing({}, o) : m.admin_password_change({}, o)}
      </Button>
    </form>
  );
}
