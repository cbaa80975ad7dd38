import { useState } from "react";
import { PASSWORD_LIMITS, PASSWORD_MESSAGES, PasswordChangeSchema } from "../../../shared/account";
import type { AdminUser } from "../../../shared/admin";
import { useToast } from "../../ui/toast";
import { useKeptForm } from "../../ui/use-kept-form";
import { Button } from "./button";
import { Field, FormError, INPUT, useServerAction } from "./form-parts";
import type { AdminCall } from "./use-admin-session";

const FIELDS = ["currentPassword", "newPassword", "repeatPassword"] as const;
const LABELS = {
  currentPassword: "Current password",
  newPassword: "New password",
  repeatPassword: "New password again",
} as const;

/**
 * The owner changes her own password: the shared schema checks it here first (length, the two
 * the same), the server then checks the current password and its list of common ones. Her
 * other sessions end; this one goes on.
 */
export function PasswordForm({ call, user }: { call: AdminCall; user: AdminUser }) {
  const toast = useToast();
  const server = useServerAction();
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
    toast(PASSWORD_MESSAGES.changed);
    return "clear";
  });
  const fieldError = server.errorFor;
  const formError = server.error && !FIELDS.some((f) => f === server.field) ? server.error : "";

  return (
    <form action={form.action} aria-label="Change your password" className="mt-4 space-y-4">
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
          label={LABELS[name]}
          required
          error={fieldError(name)}
          {...(name === "newPassword"
            ? {
                hint: `${PASSWORD_LIMITS.min} characters or more. A few unrelated words make a strong one.`,
              }
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
        Show passwords
      </label>
      <FormError message={formError} />
      <Button type="submit" disabled={form.pending}>
        {form.pending ? "Changing…" : "Change password"}
      </Button>
    </form>
  );
}
