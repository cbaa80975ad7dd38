import { useEffect, useRef, useState, type ReactNode } from "react";
import { businessTexts } from "../../../shared/business";
import { todayInIndia } from "../../../shared/dates";
import type { Locale } from "../../../shared/locale";
import { inLocale, m } from "../../../shared/messages";
import {
  ENQUIRY_FIELDS,
  ENQUIRY_HONEYPOT,
  ENQUIRY_LIMITS,
  MAX_QUANTITY,
  WHOLESALE_MINIMUM_PIECES,
  type AnswerChannel,
  type EnquiryField,
} from "../../../shared/quotes/enquiry";
import { apiRequest } from "../../api-client";
import { PrivacyNote } from "../../ui/privacy-note";
import { useKeptForm } from "../../ui/use-kept-form";
import { useLocale } from "../../use-locale";

/** The schema (zod) comes when she starts on the form or sends it, not with the form. */
const loadSchema = () => import("../../../shared/quotes/enquiry-schema");

interface Receipt {
  reference: string;
  acknowledged: boolean;
  answerBy: AnswerChannel;
}

type Problems = Partial<Record<EnquiryField, string>>;

const INPUT =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-ink shadow-sm focus:border-maroon-600 focus:ring-2 focus:ring-maroon-200 focus:outline-none";

/** Why the server refused, in the page's language (its English names the field). */
function refusal(status: number, error: string, locale: Locale): string {
  const o = inLocale(locale);
  if (status === 0) return m.network_error({}, o);
  if (status === 429) return m.quote_too_many({}, o);
  if (locale === "en" && status < 500) return error;
  return status >= 500 ? m.server_error({}, o) : m.quote_errors_summary({}, o);
}

/**
 * Her enquiry (issue 22 §1), loaded when she opens "Ask for a quote". Uncontrolled fields read
 * on submit (use-kept-form.ts): typed before the page is interactive, kept and sent. Each
 * refused field says why beside it, in her words.
 */
export default function EnquiryForm({ designs }: { designs: string }) {
  const locale = useLocale();
  const o = inLocale(locale);
  const [problems, setProblems] = useState<Problems>({});
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => void loadSchema(), []);

  const form = useKeptForm(
    ENQUIRY_FIELDS,
    async (values) => {
      const { enquirySchema, fieldProblems } = await loadSchema();
      const parsed = enquirySchema(locale, todayInIndia()).safeParse(values);
      if (!parsed.success) {
        setProblems(fieldProblems(parsed.error) as Problems);
        return "keep";
      }
      const result = await apiRequest<{ reference: string; acknowledged: boolean }>(
        "/quote-enquiries",
        { body: values },
      );
      if (!result.ok) {
        const fields = (result.payload as { fields?: Problems } | undefined)?.fields ?? {};
        const named = Object.keys(fields) as EnquiryField[];
        const said = refusal(result.status, result.error, locale);
        setProblems(
          named.length > 0
            ? Object.fromEntries(named.map((f) => [f, locale === "en" ? fields[f] : said]))
            : { [ENQUIRY_HONEYPOT]: said },
        );
        return "keep";
      }
      setProblems({});
      setReceipt({ ...result.data, answerBy: parsed.data.answerBy });
      return "clear";
    },
    { designs, buyer: "retail", answerBy: "whatsapp", language: locale },
  );

  // The first refused field gets the focus, so she (and a screen reader) lands on it.
  useEffect(() => {
    const first = ENQUIRY_FIELDS.find((f) => problems[f] && f !== ENQUIRY_HONEYPOT);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [problems]);

  if (receipt) {
    const channel = {
      whatsapp: m.quote_answer_whatsapp({}, o),
      email: m.quote_answer_email({}, o),
      call: m.quote_answer_call({}, o),
    }[receipt.answerBy];
    return (
      <div
        role="status"
        data-testid="enquiry-receipt"
        className="mt-4 rounded-2xl border border-green-300 bg-green-50 p-5 text-ink"
      >
        <p className="text-lg font-semibold text-green-900">
          {m.quote_done_title({ reference: receipt.reference }, o)}
        </p>
        <p className="mt-2">
          {m.quote_done_next(
            {
              reference: receipt.reference,
              channel,
              promise: businessTexts(locale).responsePromises.email.toLowerCase(),
            },
            o,
          )}
        </p>
        {receipt.acknowledged && <p className="mt-2">{m.quote_done_ack({}, o)}</p>}
        <button
          type="button"
          onClick={() => setReceipt(null)}
          className="mt-4 font-semibold text-maroon-700 underline"
        >
          {m.quote_another({}, o)}
        </button>
      </div>
    );
  }

  const v = form.values;
  const errorOf = (name: EnquiryField) => problems[name];
  const described = (name: EnquiryField) =>
    errorOf(name)
      ? { "aria-invalid": true as const, "aria-describedby": `quote-error-${name}` }
      : {};
  const border = (name: EnquiryField) => (errorOf(name) ? "border-red-600" : "border-stone-300");
  const field = (name: EnquiryField, label: string, control: ReactNode, hint?: string) => (
    <div>
      <label htmlFor={`quote-${name}`} className="text-sm font-medium text-ink">
        {label}
      </label>
      {control}
      {hint && <p className="mt-1 text-xs text-ink/70">{hint}</p>}
      {errorOf(name) && (
        <p id={`quote-error-${name}`} className="mt-1 text-sm font-medium text-red-700">
          {errorOf(name)}
        </p>
      )}
    </div>
  );
  const text = (
    name: keyof typeof ENQUIRY_LIMITS,
    label: string,
    extra: { type?: string; autoComplete?: string; hint?: string } = {},
  ) =>
    field(
      name,
      label,
      <input
        id={`quote-${name}`}
        name={name}
        type={extra.type ?? "text"}
        defaultValue={v[name]}
        maxLength={ENQUIRY_LIMITS[name]}
        autoComplete={extra.autoComplete}
        className={`${INPUT} ${border(name)}`}
        {...described(name)}
      />,
      extra.hint,
    );
  const select = (name: EnquiryField, label: string, options: [string, string][]) =>
    field(
      name,
      label,
      <select
        id={`quote-${name}`}
        name={name}
        defaultValue={v[name]}
        className={`${INPUT} ${border(name)}`}
        {...described(name)}
      >
        {options.map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>,
    );
  const anyProblem = Object.keys(problems).length > 0;

  return (
    <form
      ref={formRef}
      action={form.action}
      onFocus={() => void loadSchema()}
      noValidate
      aria-label={m.quote_form_label({}, o)}
      className="mt-4 space-y-4 rounded-2xl border border-gold-200 bg-white p-5 text-left shadow-sm"
    >
      <p className="text-ink/80">{m.quote_intro({}, o)}</p>
      {anyProblem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {problems[ENQUIRY_HONEYPOT] ?? m.quote_errors_summary({}, o)}
        </p>
      )}
      {text("designs", m.quote_designs({}, o), { hint: m.quote_designs_hint({}, o) })}
      <div className="grid gap-4 sm:grid-cols-2">
        {select("occasion", m.quote_occasion({}, o), [
          ["", m.quote_choose({}, o)],
          ["wedding", m.quote_occasion_wedding({}, o)],
          ["festival", m.quote_occasion_festival({}, o)],
          ["other", m.quote_occasion_other({}, o)],
        ])}
        {field(
          "neededBy",
          m.quote_needed_by({}, o),
          <input
            id="quote-neededBy"
            name="neededBy"
            type="date"
            defaultValue={v.neededBy}
            className={`${INPUT} ${border("neededBy")}`}
            {...described("neededBy")}
          />,
        )}
        {field(
          "quantity",
          m.quote_quantity({}, o),
          <input
            id="quote-quantity"
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_QUANTITY}
            defaultValue={v.quantity}
            className={`${INPUT} ${border("quantity")}`}
            {...described("quantity")}
          />,
        )}
        {select("buyer", m.quote_buyer({}, o), [
          ["retail", m.quote_buyer_retail({}, o)],
          ["wholesale", m.quote_buyer_wholesale({ min: WHOLESALE_MINIMUM_PIECES }, o)],
        ])}
      </div>
      {text("sizes", m.quote_sizes({}, o), { hint: m.quote_sizes_hint({}, o) })}
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          name="measure"
          defaultChecked={v.measure === "on"}
          className="size-4 accent-maroon-700"
        />
        {m.quote_measure({}, o)}
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("city", m.quote_city({}, o), { autoComplete: "address-level2" })}
        {text("state", m.quote_state({}, o), { autoComplete: "address-level1" })}
        {text("name", m.quote_name({}, o), { autoComplete: "name" })}
        {text("phone", m.quote_phone({}, o), { type: "tel", autoComplete: "tel" })}
        {text("email", m.quote_email({}, o), { type: "email", autoComplete: "email" })}
        {select("answerBy", m.quote_answer_by({}, o), [
          ["whatsapp", m.quote_answer_whatsapp({}, o)],
          ["email", m.quote_answer_email({}, o)],
          ["call", m.quote_answer_call({}, o)],
        ])}
        {select("language", m.quote_language({}, o), [
          ["en", m.quote_language_en({}, o)],
          ["hi", m.quote_language_hi({}, o)],
        ])}
      </div>
      {field(
        "note",
        m.quote_note({}, o),
        <textarea
          id="quote-note"
          name="note"
          rows={3}
          defaultValue={v.note}
          maxLength={ENQUIRY_LIMITS.note}
          className={`${INPUT} ${border("note")}`}
          {...described("note")}
        />,
      )}
      <label className="flex items-start gap-2 text-sm text-ink">
        <input
          type="checkbox"
          name="consent"
          defaultChecked={v.consent === "on"}
          className="mt-0.5 size-4 accent-maroon-700"
        />
        {m.quote_consent({}, o)}
      </label>
      {/* A field people never see; bots that fill every input reveal themselves. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="quote-website">{m.field_website({}, o)}</label>
        <input
          id="quote-website"
          name="website"
          defaultValue={v.website}
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <button
        type="submit"
        disabled={form.pending}
        className="inline-flex w-full items-center justify-center rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800 disabled:opacity-70 sm:w-auto"
      >
        {form.pending ? m.quote_sending({}, o) : m.quote_send({}, o)}
      </button>
      <PrivacyNote form="contact" />
    </form>
  );
}
