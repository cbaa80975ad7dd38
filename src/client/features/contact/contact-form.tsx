import { Send } from "lucide-react";
import { CONTACT_LIMITS, missingRequired } from "../../../shared/contact";
import { apiRequest } from "../../api-client";
import { useToast } from "../../ui/toast";
import { TextField } from "../../ui/text-field";
import { useKeptForm } from "../../ui/use-kept-form";

const FIELDS = ["name", "phone", "email", "subject", "message", "website"] as const;

/** The form's schema (zod) is fetched when the visitor starts on the form, not with the page. */
const loadSchema = () => import("../../../shared/contact-schema");

export function ContactForm() {
  const toast = useToast();
  const form = useKeptForm(FIELDS, async (values) => {
    if (missingRequired(values)) {
      toast({
        title: "Required fields missing",
        description: "Please fill in all required fields",
        variant: "destructive",
      });
      return "keep";
    }
    const { ContactSchema } = await loadSchema();
    const parsed = ContactSchema.safeParse(values);
    if (!parsed.success) {
      toast({
        title: "Please check the form",
        description: parsed.error.issues[0]?.message,
        variant: "destructive",
      });
      return "keep";
    }
    const result = await apiRequest<{ ok: true }>("/contact", {
      body: { ...parsed.data, website: values.website },
    });
    if (!result.ok) {
      toast({ title: "Message not sent", description: result.error, variant: "destructive" });
      return "keep";
    }
    toast({
      title: "Message sent successfully!",
      description: "We'll get back to you within 24 hours",
    });
    return "clear";
  });
  const field = (name: (typeof FIELDS)[number]) => ({ name, defaultValue: form.values[name] });

  return (
    <form
      action={form.action}
      onFocus={() => void loadSchema()}
      className="space-y-4"
      aria-label="Send us a message"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          {...field("name")}
          required
          maxLength={CONTACT_LIMITS.name}
          autoComplete="name"
        />
        <TextField
          label="Phone"
          {...field("phone")}
          type="tel"
          required
          maxLength={CONTACT_LIMITS.phone}
          autoComplete="tel"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Email"
          {...field("email")}
          type="email"
          maxLength={CONTACT_LIMITS.email}
          autoComplete="email"
        />
        <TextField label="Subject" {...field("subject")} maxLength={CONTACT_LIMITS.subject} />
      </div>
      <TextField
        label="Message"
        {...field("message")}
        multiline
        required
        maxLength={CONTACT_LIMITS.message}
      />
      {/* A field people never see; bots that fill every input reveal themselves. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" {...field("website")} tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        disabled={form.pending}
        className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800 disabled:opacity-70 sm:w-auto"
      >
        <Send className="size-4" aria-hidden="true" />
        {form.pending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
