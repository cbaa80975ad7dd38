import { Send } from "lucide-react";
import { CONTACT_LIMITS, missingRequired, REQUIRED_CONTACT_FIELDS } from "../../../shared/contact";
import { inLocale, m } from "../../../shared/messages";
import { apiRequest } from "../../api-client";
import { useFieldErrors } from "../../ui/field-errors";
import { PrivacyNote } from "../../ui/privacy-note";
import { useToast } from "../../ui/toast";
import { TextField } from "../../ui/text-field";
import { useKeptForm } from "../../ui/use-kept-form";
import { useLocale } from "../../use-locale";
import {
  fieldLabel,
  fieldProblemInHindi,
  requiredProblem,
  sendProblem,
  type ContactField,
} from "./contact-problem";

const FIELDS = ["name", "phone", "email", "subject", "message", "website"] as const;

/** The form's schema (zod) is fetched when the visitor starts on the form, not with the page. */
const loadSchema = () => import("../../../shared/contact-schema");

export function ContactForm() {
  const toast = useToast();
  const locale = useLocale();
  const o = inLocale(locale);
  // What the browser's own checks refused: an empty required field, an e-mail address that is not
  // one (type="email").
  const errors = useFieldErrors<ContactField>((field, validity) =>
    validity.valueMissing
      ? requiredProblem(field, locale)
      : locale === "en"
        ? m.field_email_invalid({}, o)
        : fieldProblemInHindi(field),
  );
  const form = useKeptForm(FIELDS, async (values) => {
    if (missingRequired(values)) {
      errors.show(
        Object.fromEntries(
          REQUIRED_CONTACT_FIELDS.filter((f) => !values[f].trim()).map((f) => [
            f,
            requiredProblem(f, locale),
          ]),
        ),
      );
      toast({
        title: m.toast_required_title({}, o),
        description: m.toast_required_description({}, o),
        variant: "destructive",
      });
      return "keep";
    }
    const { ContactSchema } = await loadSchema();
    const parsed = ContactSchema.safeParse(values);
    if (!parsed.success) {
      // Every field the schema refuses, each with its first reason.
      const found: Partial<Record<ContactField, string>> = {};
      for (const issue of [...parsed.error.issues].reverse()) {
        const field = String(issue.path[0] ?? "") as ContactField;
        found[field] = locale === "en" ? issue.message : fieldProblemInHindi(field);
      }
      errors.show(found);
      const issue = parsed.error.issues[0];
      toast({
        title: m.toast_check_form({}, o),
        description:
          locale === "en" ? issue?.message : fieldProblemInHindi(String(issue?.path[0] ?? "")),
        variant: "destructive",
      });
      return "keep";
    }
    const result = await apiRequest<{ ok: true }>("/contact", {
      body: { ...parsed.data, website: values.website },
    });
    if (!result.ok) {
      const problem = sendProblem(result, locale);
      errors.show(result.field ? { [result.field]: problem } : {});
      toast({ title: m.toast_not_sent({}, o), description: problem, variant: "destructive" });
      return "keep";
    }
    errors.show({});
    toast({ title: m.toast_sent_title({}, o), description: m.toast_sent_description({}, o) });
    return "clear";
  });
  const field = (name: (typeof FIELDS)[number]) => ({ name, defaultValue: form.values[name] });
  const checked = (name: ContactField) => ({
    ...field(name),
    error: errors.errors[name],
    onInvalid: errors.onInvalid,
  });

  return (
    <form
      action={form.action}
      onFocus={() => void loadSchema()}
      onInput={errors.onInput}
      className="space-y-4"
      aria-label={m.contact_form_label({}, o)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={fieldLabel("name", locale)}
          {...checked("name")}
          required
          maxLength={CONTACT_LIMITS.name}
          autoComplete="name"
        />
        <TextField
          label={fieldLabel("phone", locale)}
          {...checked("phone")}
          type="tel"
          required
          maxLength={CONTACT_LIMITS.phone}
          autoComplete="tel"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={fieldLabel("email", locale)}
          {...checked("email")}
          type="email"
          maxLength={CONTACT_LIMITS.email}
          autoComplete="email"
        />
        <TextField
          label={fieldLabel("subject", locale)}
          {...checked("subject")}
          maxLength={CONTACT_LIMITS.subject}
        />
      </div>
      <TextField
        label={fieldLabel("message", locale)}
        {...checked("message")}
        multiline
        required
        maxLength={CONTACT_LIMITS.message}
      />
      {/* A field people never see; bots that fill every input reveal themselves. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{m.field_website({}, o)}</label>
        <input id="contact-website" {...field("website")} tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        disabled={form.pending}
        className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800 disabled:opacity-70 sm:w-auto"
      >
        <Send className="size-4" aria-hidden="true" />
        {form.pending ? m.contact_sending({}, o) : m.contact_send({}, o)}
      </button>
      <PrivacyNote form="contact" />
    </form>
  );
}
