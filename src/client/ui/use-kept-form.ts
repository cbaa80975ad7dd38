import { useActionState } from "react";

/** What a form shows once its submission is handled: what was sent, nothing, or some of it. */
export type AfterSubmit<F extends string> = "keep" | "clear" | Partial<Record<F, string>>;

/**
 * A form of uncontrolled fields read on submit, through a React form action: what a visitor
 * types (or a password manager fills) before the page is interactive stays in the fields, and a
 * submission made then is queued by React's inline script and replayed once the page has
 * hydrated. React resets a form after its action; each field's `defaultValue` is `values[name]`,
 * so the reset shows what `submit` decided to keep. `initial` fills fields in at first (and
 * again after "clear"): a choice's default, a design's name.
 */
export function useKeptForm<F extends string>(
  fields: readonly F[],
  submit: (values: Record<F, string>) => Promise<AfterSubmit<F>>,
  initial: Partial<Record<F, string>> = {},
) {
  const empty = {
    ...Object.fromEntries(fields.map((f) => [f, ""])),
    ...initial,
  } as Record<F, string>;
  const [values, action, pending] = useActionState<Record<F, string>, FormData>(
    async (_shown: Record<F, string>, form: FormData) => {
      const sent = Object.fromEntries(fields.map((f) => [f, String(form.get(f) ?? "")])) as Record<
        F,
        string
      >;
      const after = await submit(sent);
      return after === "clear" ? empty : after === "keep" ? sent : { ...sent, ...after };
    },
    // Awaited<Record<F, string>> is Record<F, string>; TypeScript cannot see it for a generic F.
    empty as Awaited<Record<F, string>>,
  );
  return { values, action, pending };
}
