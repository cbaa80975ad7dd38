import type { Locale } from "../../../../shared/locale";
import { madeOnce } from "../../../../shared/made-once";
import { inLocale, m } from "../../../../shared/messages";
import type { AnswerChannel, Occasion } from "../../../../shared/quotes/enquiry";
import type { EnquirySource, EnquiryState } from "../../../../shared/quotes/enquiry-admin";

/** The Enquiries screens' names of states, sources and choices, in her language, made once. */
export const enquiryNames = madeOnce((locale: Locale) => {
  const o = inLocale(locale);
  return {
    state: {
      new: m.admin_enquiries_state_new({}, o),
      quoted: m.admin_enquiries_state_quoted({}, o),
      accepted: m.admin_enquiries_state_accepted({}, o),
      declined: m.admin_enquiries_state_declined({}, o),
      lost: m.admin_enquiries_state_lost({}, o),
      expired: m.admin_enquiries_state_expired({}, o),
    } satisfies Record<EnquiryState, string>,
    source: {
      website: m.admin_enquiries_source_website({}, o),
      call: m.admin_enquiries_source_call({}, o),
      visit: m.admin_enquiries_source_visit({}, o),
      contact: m.admin_enquiries_source_contact({}, o),
    } satisfies Record<EnquirySource, string>,
    occasion: {
      wedding: m.quote_occasion_wedding({}, o),
      festival: m.quote_occasion_festival({}, o),
      other: m.quote_occasion_other({}, o),
    } satisfies Record<Occasion, string>,
    answer: {
      whatsapp: m.quote_answer_whatsapp({}, o),
      email: m.quote_answer_email({}, o),
      call: m.quote_answer_call({}, o),
    } satisfies Record<AnswerChannel, string>,
    language: { en: m.quote_language_en({}, o), hi: m.quote_language_hi({}, o) },
  };
});

/** How each state looks in a list: new stands out, closed ones recede. */
export const STATE_CLASSES: Record<EnquiryState, string> = {
  new: "border-maroon-200 bg-maroon-50 text-maroon-800",
  quoted: "border-amber-300 bg-amber-50 text-amber-900",
  accepted: "border-green-300 bg-green-50 text-green-900",
  declined: "border-stone-300 bg-stone-100 text-ink/80",
  lost: "border-stone-300 bg-stone-100 text-ink/80",
  expired: "border-stone-300 bg-stone-100 text-ink/80",
};

/**
 * The server's English refusals of the Enquiries screens, and their Hindi (the field rules are
 * known to problem-text.ts already).
 */
export const ENQUIRY_PROBLEMS = new Map<string, (o: ReturnType<typeof inLocale>) => string>([
  [
    "Another owner changed this enquiry: it shows her change now",
    (o) => m.admin_enquiries_stale({}, o),
  ],
  ["This message is already an enquiry", (o) => m.admin_enquiries_message_taken({}, o)],
  ["Enquiry not found", (o) => m.admin_enquiries_not_found({}, o)],
  [
    "Reason is required when an enquiry is lost",
    (o) => m.admin_enquiries_lost_reason_required({}, o),
  ],
]);
