import { Send } from "lucide-react";
import { useState } from "react";
import type { FormEvent } from "react";
import { CONTACT_LIMITS, ContactSchema, missingRequired } from "../../../shared/contact";
import { apiRequest } from "../../api-client";
import { useToast } from "../../ui/toast";
import { TextField } from "../../ui/text-field";

const EMPTY = { name: "", phone: "", email: "", subject: "", message: "", website: "" };
type Values = typeof EMPTY;

export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [sending, setSending] = useState(false);
  const toast = useToast();
  const set = (field: keyof Values) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (missingRequired(values)) {
      toast({
        title: "Required fields missing",
        description: "Please fill in all required fields",
        variant: "destructive",
      });
      return;
    }
    const parsed = ContactSchema.safeParse(values);
    if (!parsed.success) {
      toast({
        title: "Please check the form",
        description: parsed.error.issues[0]?.message,
        variant: "destructive",
      });
      return;
    }
    setSending(true);
    const result = await apiRequest<{ ok: true }>("/contact", {
      body: { ...parsed.data, website: values.website },
    });
    setSending(false);
    if (result.ok) {
      setValues(EMPTY);
      toast({
        title: "Message sent successfully!",
        description: "We'll get back to you within 24 hours",
      });
    } else {
      toast({ title: "Message not sent", description: result.error, variant: "destructive" });
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      className="space-y-4"
      aria-label="Send us a message"
      noValidate={false}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          name="name"
          required
          value={values.name}
          onChange={set("name")}
          maxLength={CONTACT_LIMITS.name}
          autoComplete="name"
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          required
          value={values.phone}
          onChange={set("phone")}
          maxLength={CONTACT_LIMITS.phone}
          autoComplete="tel"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Email"
          name="email"
          type="email"
          value={values.email}
          onChange={set("email")}
          maxLength={CONTACT_LIMITS.email}
          autoComplete="email"
        />
        <TextField
          label="Subject"
          name="subject"
          value={values.subject}
          onChange={set("subject")}
          maxLength={CONTACT_LIMITS.subject}
        />
      </div>
      <TextField
        label="Message"
        name="message"
        multiline
        required
        value={values.message}
        onChange={set("message")}
        maxLength={CONTACT_LIMITS.message}
      />
      {/* A field people never see; bots that fill every input reveal themselves. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(e) => set("website")(e.target.value)}
        />
      </div>
      <button
        type="submit"
        disabled={sending}
        className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800 disabled:opacity-70 sm:w-auto"
      >
        <Send className="size-4" aria-hidden="true" />
        {sending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
