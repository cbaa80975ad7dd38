import { useCallback, useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import type { ApiResult } from "../../api-client";
import { useAdminFormat } from "./i18n/admin-format";
import { useAdminLocale } from "./i18n/admin-locale";
import { problemText, type ProblemContext } from "./i18n/problem-text";

/** The back office's inputs, selects and text areas share one look. */
export const INPUT =
  "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-ink focus:border-maroon-600 focus:ring-2 focus:ring-maroon-200 focus:outline-none aria-[invalid=true]:border-red-600";

/** What a field's control needs to be labelled, described and marked invalid. */
export interface ControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
}

/**
 * A labelled field of a back-office form. The control is given its id and ARIA state:
 * `<Field label="Phone" error={…}>{(p) => <input {...p} className={INPUT} …/>}</Field>`.
 */
export function Field({
  label,
  required = false,
  error,
  hint,
  className,
  children,
}: {
  label: string;
  required?: boolean;
  /** The server's message when it refused this field. */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        ...(described ? { "aria-describedby": described } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink/70">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The server's refusal of a whole form, announced. */
export function FormError({ message }: { message: string }) {
  return message ? (
    <p
      role="alert"
      data-testid="form-error"
      className="rounded-lg bg-red-50 p-3 text-sm text-red-800"
    >
      {message}
    </p>
  ) : null;
}

/**
 * A form's call to the server: pending while in flight, and the refusal's message and field
 * (e.g. "customer.phone") once answered, so the form shows it beside the field and keeps every
 * value as typed. The message is in the owner's language (i18n/problem-text.ts): give the
 * form's labels, and the Hindi of the area's own refusals, as `context`.
 */
export function useServerAction(context?: ProblemContext) {
  const locale = useAdminLocale();
  const [state, setState] = useState({ pending: false, error: "", field: "", status: 0 });
  /** A refusal found before sending (the shared schema's), shown as the server's would be. */
  const refuse = useCallback((problem: { error: string; field: string }) => {
    setState({ pending: false, status: 400, ...problem });
  }, []);
  const run = useCallback(async <T,>(request: () => Promise<ApiResult<T>>) => {
    setState({ pending: true, error: "", field: "", status: 0 });
    const result = await request();
    setState(
      result.ok
        ? { pending: false, error: "", field: "", status: result.status }
        : { pending: false, error: result.error, field: result.field ?? "", status: result.status },
    );
    return result;
  }, []);
  const error = problemText(locale, state, context);
  const errorFor = (field: string) => (state.field === field ? error : undefined);
  return { pending: state.pending, field: state.field, error, run, refuse, errorFor };
}

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "onChange" | "value">;

/** A labelled text input bound to a value: `<TextInput label="City" value={…} onChange={…}/>`. */
export function TextInput({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  className,
  ...rest
}: InputAttributes & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
}) {
  return (
    <Field label={label} required={required} error={error} hint={hint} className={className}>
      {(p) => (
        <input
          {...p}
          {...rest}
          required={required}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={INPUT}
        />
      )}
    </Field>
  );
}

/**
 * A date field: the browser's own picker, whose digits follow the device's settings (05/06/2026
 * is May on one phone and June on another), so the date chosen is also said under it in words,
 * in her language ("6 जून 2026"), before any hint. The value stays yyyy-mm-dd.
 */
export function DateInput({ hint, value, ...rest }: Omit<Parameters<typeof TextInput>[0], "type">) {
  const f = useAdminFormat();
  const said = [value ? f.date(value) : "", hint ?? ""].filter(Boolean).join(" · ");
  return <TextInput {...rest} type="date" value={value} {...(said ? { hint: said } : {})} />;
}

/** A labelled select of fixed options bound to a value. */
export function SelectInput<V extends string>({
  label,
  value,
  options,
  onChange,
  error,
  required,
  className,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  error?: string | undefined;
  required?: boolean;
  className?: string;
}) {
  return (
    <Field label={label} required={required} error={error} className={className}>
      {(p) => (
        <select
          {...p}
          value={value}
          onChange={(e) => onChange(e.target.value as V)}
          className={INPUT}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A labelled text area bound to a value. */
export function TextArea({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  maxLength,
  rows = 3,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  maxLength?: number;
  rows?: number;
  className?: string;
}) {
  return (
    <Field label={label} required={required} error={error} hint={hint} className={className}>
      {(p) => (
        <textarea
          {...p}
          rows={rows}
          required={required}
          maxLength={maxLength}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={INPUT}
        />
      )}
    </Field>
  );
}

/** Options of a select from constants and their labels. */
export const optionsOf = <V extends string>(values: readonly V[], label: (v: V) => string) =>
  values.map((value) => ({ value, label: label(value) }));

/** A labelled checkbox bound to a value, with an optional line under its label. */
export function CheckboxInput({
  label,
  checked,
  onChange,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 size-4 accent-maroon-700"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-ink/70">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
