import { Send } from "lucide-react";
import { CONTACT_LIMITS, missingRequired } from "../../../shared/contact";
import { inLocale, m } from "../../../shared/messages";
import { apiRequest } from "../../api-client";
import { PrivacyNote } from "../../ui/privacy-note";
import { useToast } from "../../ui/toast";
import { TextField } from "../../ui/text-field";
import { useKeptForm } from "../../ui/use-kept-form";
import { useLocale } from "../../use-locale";
import { fieldLabel, fieldProblemInHindi, sendProblem } from "./contact-problem";

const FIELDS = ["name", "phone", "email", "subject", "message", "website"] as const;

/** The form's schema (zod) is fetched when the visitor starts on the form, not with the page. */
const loadSchema = () => import("../../../shared/contact-schema");

export function ContactForm() {
  const toast = useToast();
  const locale = useLocale();
  const o = inLocale(locale);
  const form = useKeptForm(FIELDS, async (values) => {
    if (missingRequired(values)) {
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
      toast({
        title: m.toast_not_sent({}, o),
        description: sendProblem(result, locale),
        variant: "destructive",
      });
      return "keep";
    }
    toast({ title: m.toast_sent_title({}, o), description: m.toast_sent_description({}, o) });
    return "clear";
  });
  const field = (name: (typeof FIELDS)[number]) => ({ name, defaultValue: form.values[name] });

  return (
    <form
      action={form.action}
      onFocus={() => void loadSchema()}
      className="space-y-4"
      aria-label={m.contact_form_label({}, o)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={fieldLabel("name", locale)}
          {...field("name")}
          required
          maxLength={CONTACT_LIMITS.name}
          autoComplete="name"
        />
        <TextField
          label={fieldLabel("phone", locale)}
          {...field("phone")}
          type="tel"
          required
          maxLength={CONTACT_LIMITS.phone}
          autoComplete="tel"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={fieldLabel("email", locale)}
          {...field("email")}
          type="email"
          maxLength={CONTACT_LIMITS.email}
          autoComplete="email"
        />
        <TextField
          label={fieldLabel("subject", locale)}
          {...field("subject")}
          maxLength={CONTACT_LIMITS.subject}
        />
      </div>
      <TextField
        label={fieldLabel("message", locale)}
        {...field("message")}
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
