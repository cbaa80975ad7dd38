import { useState } from "react";
import { todayInIndia } from "../../../../shared/dates";
import { inLocale, m } from "../../../../shared/messages";
import {
  ANSWER_CHANNELS,
  BUYERS,
  ENQUIRY_LIMITS,
  OCCASIONS,
  WHOLESALE_MINIMUM_PIECES,
} from "../../../../shared/quotes/enquiry";
import type { EnquiryDetail } from "../../../../shared/quotes/enquiry-admin";
import { enquirySchema, fieldProblems } from "../../../../shared/quotes/enquiry-schema";
import { Button } from "../button";
import {
  CheckboxInput,
  DateInput,
  FormError,
  optionsOf,
  SelectInput,
  TextArea,
  TextInput,
  useServerAction,
} from "../form-parts";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import type { AdminCall } from "../use-admin-session";
import { ENQUIRY_PROBLEMS, enquiryNames } from "./enquiry-texts";

/** A contact message an enquiry is made from: its id and what she wrote. */
export interface EnquiryFromMessage {
  id: number;
  name: string;
  phone: string;
  email: string;
  text: string;
}

type Source = "call" | "visit";

/**
 * An enquiry an owner types in (issue 22 §2): from a call or a shop visit, or from a contact
 * message (filled in from it). The same fields and rules as her form on the website, checked
 * before sending with the shared schema in the owner's language.
 */
export function NewEnquiry({
  call,
  fromMessage,
  onSaved,
  onClose,
}: {
  call: AdminCall;
  fromMessage?: EnquiryFromMessage | undefined;
  onSaved: (enquiry: EnquiryDetail) => void;
  onClose: () => void;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const names = enquiryNames(locale);
  const toast = useAdminToast();
  const action = useServerAction({ known: ENQUIRY_PROBLEMS });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [source, setSource] = useState<Source>("call");
  const [v, setValues] = useState({
    designs: "",
    occasion: "wedding",
    neededBy: "",
    quantity: "1",
    buyer: "retail",
    sizes: "",
    measure: true,
    city: "",
    state: "",
    name: fromMessage?.name ?? "",
    phone: fromMessage?.phone ?? "",
    email: fromMessage?.email ?? "",
    answerBy: "whatsapp",
    language: locale,
    consent: false,
    note: fromMessage?.text ?? "",
  });
  const set =
    <K extends keyof typeof v>(key: K) =>
    (value: (typeof v)[K]) =>
      setValues((before) => ({ ...before, [key]: value }));
  const error = (field: string) => problems[field] ?? action.errorFor(field);

  async function save() {
    const parsed = enquirySchema(locale, todayInIndia()).safeParse(v);
    if (!parsed.success) return setProblems(fieldProblems(parsed.error));
    setProblems({});
    const body = {
      ...v,
      ...(fromMessage ? { source: "contact", fromMessageId: fromMessage.id } : { source }),
    };
    const r = await action.run(() => call<EnquiryDetail>("/enquiries", { body }));
    if (!r.ok) return;
    toast({ title: m.admin_enquiries_added({}, o), description: r.data.reference });
    onSaved(r.data);
  }

  return (
    <section aria-labelledby="new-enquiry-heading">
      <h2 id="new-enquiry-heading" className="mb-4 text-2xl font-bold text-maroon-800">
        {fromMessage
          ? m.admin_enquiries_new_from_message({ name: fromMessage.name }, o)
          : m.admin_enquiries_new_heading({}, o)}
      </h2>
      <form
        noValidate
        className="space-y-4 rounded-xl border border-gold-200 bg-white p-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <FormError
          message={Object.keys(problems).length > 0 ? m.quote_errors_summary({}, o) : action.error}
        />
        {!fromMessage && (
          <SelectInput
            label={m.admin_enquiries_source({}, o)}
            value={source}
            onChange={setSource}
            options={optionsOf(["call", "visit"] as const, (s) => names.source[s])}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label={m.admin_enquiries_her_name({}, o)}
            value={v.name}
            onChange={set("name")}
            required
            maxLength={ENQUIRY_LIMITS.name}
            error={error("name")}
          />
          <TextInput
            label={m.quote_phone({}, o)}
            type="tel"
            value={v.phone}
            onChange={set("phone")}
            required
            maxLength={ENQUIRY_LIMITS.phone}
            error={error("phone")}
          />
          <TextInput
            label={m.quote_email({}, o)}
            type="email"
            value={v.email}
            onChange={set("email")}
            maxLength={ENQUIRY_LIMITS.email}
            error={error("email")}
          />
          <TextInput
            label={m.quote_designs({}, o)}
            value={v.designs}
            onChange={set("designs")}
            maxLength={ENQUIRY_LIMITS.designs}
            hint={m.quote_designs_hint({}, o)}
            error={error("designs")}
          />
          <SelectInput
            label={m.quote_occasion({}, o)}
            value={v.occasion}
            onChange={set("occasion")}
            options={optionsOf(OCCASIONS, (s) => names.occasion[s])}
            error={error("occasion")}
          />
          <DateInput
            label={m.quote_needed_by({}, o)}
            value={v.neededBy}
            onChange={set("neededBy")}
            error={error("neededBy")}
          />
          <TextInput
            label={m.quote_quantity({}, o)}
            type="number"
            inputMode="numeric"
            min={1}
            value={v.quantity}
            onChange={set("quantity")}
            required
            error={error("quantity")}
          />
          <SelectInput
            label={m.quote_buyer({}, o)}
            value={v.buyer}
            onChange={set("buyer")}
            options={optionsOf(BUYERS, (b) =>
              b === "wholesale"
                ? m.quote_buyer_wholesale({ min: WHOLESALE_MINIMUM_PIECES }, o)
                : m.quote_buyer_retail({}, o),
            )}
          />
          <TextInput
            label={m.quote_sizes({}, o)}
            value={v.sizes}
            onChange={set("sizes")}
            maxLength={ENQUIRY_LIMITS.sizes}
            error={error("sizes")}
          />
          <div className="self-end pb-2">
            <CheckboxInput
              label={m.quote_measure({}, o)}
              checked={v.measure}
              onChange={set("measure")}
            />
          </div>
          <TextInput
            label={m.quote_city({}, o)}
            value={v.city}
            onChange={set("city")}
            required
            maxLength={ENQUIRY_LIMITS.city}
            error={error("city")}
          />
          <TextInput
            label={m.quote_state({}, o)}
            value={v.state}
            onChange={set("state")}
            required
            maxLength={ENQUIRY_LIMITS.state}
            error={error("state")}
          />
          <SelectInput
            label={m.quote_answer_by({}, o)}
            value={v.answerBy}
            onChange={set("answerBy")}
            options={optionsOf(ANSWER_CHANNELS, (a) => names.answer[a])}
            error={error("answerBy")}
          />
          <SelectInput
            label={m.quote_language({}, o)}
            value={v.language}
            onChange={set("language")}
            options={optionsOf(["en", "hi"] as const, (l) => names.language[l])}
          />
        </div>
        <TextArea
          label={m.admin_enquiries_field_note({}, o)}
          value={v.note}
          onChange={set("note")}
          maxLength={ENQUIRY_LIMITS.note}
          error={error("note")}
        />
        <CheckboxInput
          label={m.admin_enquiries_her_consent({}, o)}
          checked={v.consent}
          onChange={set("consent")}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={action.pending}>
            {action.pending ? m.admin_enquiries_saving({}, o) : m.admin_enquiries_save_new({}, o)}
          </Button>
          <Button variant="outline" onClick={onClose}>
            {m.admin_enquiries_cancel({}, o)}
          </Button>
        </div>
      </form>
    </section>
  );
}
