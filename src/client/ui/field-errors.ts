import { useState, type FormEvent, type InvalidEvent } from "react";

type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * What is wrong with each field of a public form, shown beside the field (ui/text-field.tsx,
 * aria-invalid and aria-describedby): set when a submission is refused (by the browser's own
 * checks, the form's or the server's) and taken away from a field as soon as it is changed. The
 * spec's toasts still say it too.
 */
export function useFieldErrors<F extends string>(
  /** What the browser's own checks (`required`, `type="email"`) found, in the page's language. */
  sayRefusal: (field: F, validity: ValidityState) => string,
) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  return {
    errors,
    /** Replaces every error with these (none: nothing is wrong). */
    show: (next: Partial<Record<F, string>>) => setErrors(next),
    /** The form's onInput: a change to a field takes its error away. */
    onInput: (event: FormEvent<HTMLFormElement>) => {
      const name = (event.target as Control).name as F;
      setErrors((shown) => {
        if (!shown[name]) return shown;
        const rest = { ...shown };
        delete rest[name];
        return rest;
      });
    },
    /**
     * A field's onInvalid: the browser refused the submission for it. The field is marked and
     * the reason said beside it, in the page's language, instead of the browser's bubble (which
     * speaks the browser's language, one field at a time); the first refused field gets the
     * focus. Before the page is interactive the browser's bubble says it.
     */
    onInvalid: (event: InvalidEvent<Control>) => {
      const field = event.currentTarget;
      event.preventDefault();
      const first = [...(field.form?.elements ?? [])].find(
        (el) => (el as Control).validity && !(el as Control).validity.valid,
      );
      if (first === field) field.focus();
      const message = sayRefusal(field.name as F, field.validity);
      setErrors((shown) => ({ ...shown, [field.name]: message }));
    },
  };
}
