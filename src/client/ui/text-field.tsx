import type { HTMLAttributes, HTMLInputTypeAttribute, InvalidEvent, Ref } from "react";

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
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  /** Classes added to the input's own (e.g. upper case). */
  inputClassName?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** What is wrong with it: marked, and said beside it (ui/field-errors.ts). */
  error?: string | undefined;
  onInvalid?: (event: InvalidEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

const FIELD =
  "mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 py-2.5 text-ink shadow-sm focus:ring-2 focus:outline-none";
/** A field's border and focus ring, fine or in error (the login form's fields too). */
export const FIELD_STATE = {
  fine: "border-stone-300 focus:border-maroon-600 focus:ring-maroon-200",
  wrong: "border-red-700 focus:border-red-700 focus:ring-red-200",
} as const;

/** Why a field is in error, beside it; its id is the field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} data-testid="field-error" className="mt-1.5 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

/**
 * A labelled input or textarea; required fields carry an asterisk and the browser's `required`.
 * A field in error is marked (aria-invalid, its border) and says why beside it, the text tied
 * to it by aria-describedby.
 */
export function TextField({
  label,
  name,
  type = "text",
  required = false,
  multiline = false,
  inputClassName = "",
  inputRef,
  error,
  ...rest
}: Props) {
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const control = {
    id,
    name,
    required,
    className: `${FIELD} ${error ? FIELD_STATE.wrong : FIELD_STATE.fine} ${inputClassName}`,
    ...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {}),
    ...rest,
  };
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
        <textarea rows={5} {...control} />
      ) : (
        <input type={type} ref={inputRef} {...control} />
      )}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
