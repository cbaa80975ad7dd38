import type { HTMLInputTypeAttribute } from "react";

interface Props {
  label: string;
  name: string;
  /** The field is uncontrolled: its text lives in the DOM and is read from the form on submit. */
  defaultValue: string;
  type?: HTMLInputTypeAttribute;
  required?: boolean;
  multiline?: boolean;
  maxLength?: number;
  autoComplete?: string;
  placeholder?: string;
}

const FIELD =
  "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-ink shadow-sm focus:border-maroon-600 focus:ring-2 focus:ring-maroon-200 focus:outline-none";

/** A labelled input or textarea; required fields carry an asterisk and the browser's `required`. */
export function TextField({
  label,
  name,
  type = "text",
  required = false,
  multiline = false,
  ...rest
}: Props) {
  const id = `field-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {multiline ? (
        <textarea id={id} name={name} rows={5} required={required} className={FIELD} {...rest} />
      ) : (
        <input id={id} name={name} type={type} required={required} className={FIELD} {...rest} />
      )}
    </div>
  );
}
