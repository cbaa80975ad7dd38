import { useState, type FormEvent } from "react";
import { primaryPhone } from "../../../shared/business";
import type { Locale } from "../../../shared/locale";
import { inLocale, m } from "../../../shared/messages";
import { QUOTE_LIMITS } from "../../../shared/quotes/quote-limits";
import type { QuotePage } from "../../../shared/quotes/quote-view";
import { apiRequest } from "../../api-client";
import { useFieldErrors } from "../../ui/field-errors";
import { FieldError, TextField } from "../../ui/text-field";

const BUTTON =
  "min-h-11 rounded-lg bg-maroon-700 px-5 py-2.5 font-semibold text-white hover:bg-maroon-800 disabled:opacity-70";

/** Why the server refused a request, in her language (its own words are the owners'). */
function refusal(status: number, o: ReturnType<typeof inLocale>): string {
  return status === 429
    ? m.quote_page_too_many({}, o)
    : m.quote_page_not_sent({ phone: primaryPhone().display }, o);
}

/**
 * Her yes on her open quote: her name typed and the box ticked (QuoteAcceptSchema). Each missing
 * one said beside it; accepted, the page shows the quote as accepted (the answer is her page);
 * refused because it is no longer open (a newer version, expired, accepted meanwhile), the page
 * is read again and says why.
 */
export function AcceptQuoteForm({
  code,
  locale,
  onAnswer,
  onStale,
}: {
  code: string;
  locale: Locale;
  onAnswer: (page: QuotePage) => void;
  onStale: () => void;
}) {
  const o = inLocale(locale);
  const fields = useFieldErrors<"name" | "agree">(() => "");
  const [failed, setFailed] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get("name") ?? "").trim();
    const agree = form.get("agree") === "on";
    // Her name cannot be too long: the field takes no more than the server keeps.
    const errors = {
      ...(name ? {} : { name: m.quote_page_err_name({}, o) }),
      ...(agree ? {} : { agree: m.quote_page_err_agree({}, o) }),
    };
    fields.show(errors);
    setFailed(undefined);
    if (Object.keys(errors).length > 0) return;
    setPending(true);
    const r = await apiRequest<QuotePage>(`/quote-pages/${code}/accept`, {
      body: { name, agree },
    });
    setPending(false);
    if (r.ok) onAnswer(r.data);
    else if (r.status === 409 || r.status === 404) onStale();
    else if (r.status === 400 && r.field === "name")
      fields.show({ name: m.quote_page_err_name({}, o) });
    else setFailed(refusal(r.status, o));
  }

  return (
    <form
      onSubmit={submit}
      onInput={fields.onInput}
      noValidate
      aria-labelledby="quote-accept-heading"
      className="space-y-3 rounded-xl border border-gold-200 bg-white p-4"
    >
      <h2 id="quote-accept-heading" className="text-lg font-semibold text-maroon-800">
        {m.quote_page_accept_heading({}, o)}
      </h2>
      <TextField
        label={m.quote_page_accept_name({}, o)}
        name="name"
        defaultValue=""
        required
        autoComplete="name"
        maxLength={QUOTE_LIMITS.acceptName}
        error={fields.errors.name}
      />
      <div>
        <label className="flex items-start gap-2 text-sm text-ink">
          <input
            type="checkbox"
            name="agree"
            className="mt-0.5 size-5 shrink-0 accent-maroon-700"
            {...(fields.errors.agree
              ? { "aria-invalid": true, "aria-describedby": "field-agree-error" }
              : {})}
          />
          {m.quote_page_accept_agree({}, o)}
        </label>
        {fields.errors.agree && <FieldError id="field-agree-error" message={fields.errors.agree} />}
      </div>
      {failed && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {failed}
        </p>
      )}
      <button type="submit" disabled={pending} className={BUTTON}>
        {m.quote_page_accept_send({}, o)}
      </button>
    </form>
  );
}

/** Her "Ask for changes": a message to the owners, kept in her enquiry's history. */
export function AskForChangesForm({ code, locale }: { code: string; locale: Locale }) {
  const o = inLocale(locale);
  const fields = useFieldErrors<"message">(() => "");
  const [failed, setFailed] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = String(new FormData(event.currentTarget).get("message") ?? "").trim();
    if (!message) return fields.show({ message: m.quote_page_err_message({}, o) });
    setFailed(undefined);
    setPending(true);
    const r = await apiRequest(`/quote-pages/${code}/changes`, { body: { message } });
    setPending(false);
    if (r.ok) setSent(true);
    else if (r.status === 400) fields.show({ message: m.quote_page_err_message({}, o) });
    else setFailed(refusal(r.status, o));
  }

  if (sent)
    return (
      <p role="status" data-testid="quote-changes-sent" className="rounded-lg bg-green-50 p-3">
        {m.quote_page_changes_sent({}, o)}
      </p>
    );
  return (
    <form
      onSubmit={submit}
      onInput={fields.onInput}
      noValidate
      aria-labelledby="quote-changes-heading"
      className="space-y-3 rounded-xl border border-gold-200 bg-white p-4"
    >
      <h2 id="quote-changes-heading" className="text-lg font-semibold text-maroon-800">
        {m.quote_page_changes_heading({}, o)}
      </h2>
      <TextField
        label={m.quote_page_changes_message({}, o)}
        name="message"
        defaultValue=""
        multiline
        required
        maxLength={QUOTE_LIMITS.changeMessage}
        error={fields.errors.message}
      />
      {failed && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {failed}
        </p>
      )}
      <button
        type="submit"
        disabled={pending}
        className="min-h-11 rounded-lg border border-maroon-700 px-5 py-2.5 font-semibold text-maroon-800 hover:bg-maroon-50 disabled:opacity-70"
      >
        {m.quote_page_changes_send({}, o)}
      </button>
    </form>
  );
}
