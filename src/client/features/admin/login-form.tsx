import { Eye, EyeOff, Lock } from "lucide-react";
import { useEffect, useState } from "react";
import { ADMIN_TOASTS, type AdminConfig } from "../../../shared/admin";
import { apiRequest } from "../../api-client";
import { useFieldErrors } from "../../ui/field-errors";
import { FIELD_STATE, FieldError } from "../../ui/text-field";
import { useToast } from "../../ui/toast";
import { useKeptForm } from "../../ui/use-kept-form";

const INPUT =
  "mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 py-2.5 focus:ring-2 focus:outline-none";

/** The spec's login page is English (the back office's own screens follow the owner's language). */
const REQUIRED = { username: "Username is required", password: "Password is required" } as const;
/** Wrong credentials mark both fields, said once beside the password. */
const CREDENTIALS_ERROR = "admin-credentials-error";

/** A field's marks: in error, and the text that says why. */
const marked = (error: string | undefined, describedBy: string) =>
  error ? { "aria-invalid": true, "aria-describedby": describedBy } : {};

export function LoginForm({
  onLogin,
}: {
  onLogin: (username: string, password: string, remember: boolean) => Promise<true | string>;
}) {
  const [showPassword, setShowPassword] = useState(false);
  const [config, setConfig] = useState<AdminConfig | null>(null);
  const toast = useToast();
  // Both fields refused at once (wrong credentials) share the message beside the password.
  const [refused, setRefused] = useState("");
  const errors = useFieldErrors<"username" | "password">((field) => REQUIRED[field]);
  const form = useKeptForm(
    ["username", "password", "remember"],
    async ({ username, password, remember }) => {
      setRefused("");
      if (!username.trim() || !password) {
        errors.show({
          ...(username.trim() ? {} : { username: REQUIRED.username }),
          ...(password ? {} : { password: REQUIRED.password }),
        });
        toast({ ...ADMIN_TOASTS.missing, variant: "destructive" });
        return "keep";
      }
      errors.show({});
      const outcome = await onLogin(username.trim(), password, remember === "on");
      if (outcome === true) return "clear";
      setRefused(outcome);
      return { password: "" };
    },
  );
  const usernameError = errors.errors.username ?? (refused || undefined);
  const passwordError = errors.errors.password ?? (refused || undefined);
  const describedBy = (field: "username" | "password") =>
    errors.errors[field] ? `admin-${field}-error` : CREDENTIALS_ERROR;

  useEffect(() => {
    void apiRequest<AdminConfig>("/admin/config").then((r) => r.ok && setConfig(r.data));
  }, []);

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-2xl border border-gold-200 bg-white p-8 shadow-sm">
        <Lock className="mx-auto size-10 text-maroon-700" aria-hidden="true" />
        <h1 className="mt-3 text-center text-3xl font-bold text-maroon-800">Admin Login</h1>
        <p className="mt-1 text-center text-sm text-ink/70">For the boutique&apos;s owners</p>
        <form
          action={form.action}
          onInput={(event) => {
            errors.onInput(event);
            setRefused("");
          }}
          className="mt-6 space-y-4"
          aria-label="Admin login"
        >
          <div>
            <label htmlFor="admin-username" className="text-sm font-medium">
              Username
            </label>
            <input
              id="admin-username"
              name="username"
              autoComplete="username"
              defaultValue={form.values.username}
              className={`${INPUT} ${usernameError ? FIELD_STATE.wrong : FIELD_STATE.fine}`}
              {...marked(usernameError, describedBy("username"))}
            />
            {errors.errors.username && (
              <FieldError id="admin-username-error" message={errors.errors.username} />
            )}
          </div>
          <div>
            <label htmlFor="admin-password" className="text-sm font-medium">
              Password
            </label>
            <div className="relative">
              <input
                id="admin-password"
                name="password"
                type={showPassword ? "text" : "password"}
                autoComplete="current-password"
                defaultValue={form.values.password}
                className={`${INPUT} pr-12 ${passwordError ? FIELD_STATE.wrong : FIELD_STATE.fine}`}
                {...marked(passwordError, describedBy("password"))}
              />
              <button
                type="button"
                onClick={() => setShowPassword((s) => !s)}
                aria-label={showPassword ? "Hide password" : "Show password"}
                aria-pressed={showPassword}
                className="absolute inset-y-0 right-0 flex min-w-11 items-center justify-center px-3 text-ink/70 hover:text-maroon-700"
              >
                {showPassword ? (
                  <EyeOff className="size-5" aria-hidden="true" />
                ) : (
                  <Eye className="size-5" aria-hidden="true" />
                )}
              </button>
            </div>
            {errors.errors.password && (
              <FieldError id="admin-password-error" message={errors.errors.password} />
            )}
            {refused && <FieldError id={CREDENTIALS_ERROR} message={refused} />}
          </div>
          {config && !config.demoMode && (
            // Production mode only: demo mode keeps the spec's rule (a reload logs out).
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="remember"
                defaultChecked={form.values.remember === "on"}
                className="size-4 accent-maroon-700"
              />
              Keep me signed in on this device
            </label>
          )}
          <button
            type="submit"
            disabled={form.pending}
            className="w-full rounded-lg bg-maroon-700 py-3 font-semibold text-white hover:bg-maroon-800 disabled:opacity-70"
          >
            {form.pending ? "Logging in..." : "Login"}
          </button>
        </form>
        {config?.demoMode && (
          <div data-testid="demo-credentials" className="mt-6 rounded-lg bg-gold-100 p-4 text-sm">
            <p className="font-semibold text-gold-700">Demo credentials</p>
            <ul className="mt-2 space-y-1">
              {config.demoAccounts.map((a) => (
                <li key={a.username}>
                  {a.displayName}: <code className="font-mono">{a.username}</code> /{" "}
                  <code className="font-mono">{a.password}</code>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
