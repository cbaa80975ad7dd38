/** Filling in the message templates: the words for a status and a date in each language. */
import { madeOnce } from "./made-once";
import { MESSAGE_TEMPLATES, type TemplateValues } from "./message-templates";
import type { Language, MessageKind } from "./notifications";
import { CUSTOMER_STATUS_INFO, type CustomerStatus } from "./orders";

export interface RenderedMessage {
  subject: string;
  body: string;
  /** The values in the template's order: WhatsApp's {{1}}, {{2}}… */
  params: string[];
}

/** WhatsApp refuses a parameter with a line break, a tab or more than four spaces in a row. */
const PARAM_MAX = 600;
export function cleanParam(value: string): string {
  const flat = value.replace(/\s+/g, " ").trim();
  if (flat === "") return "-";
  return flat.length > PARAM_MAX ? `${flat.slice(0, PARAM_MAX - 1)}…` : flat;
}

export function renderMessage<K extends MessageKind>(
  kind: K,
  language: Language,
  values: TemplateValues<K>,
): RenderedMessage {
  const template = MESSAGE_TEMPLATES[kind];
  const named = values as Record<string, string>;
  const params = template.params.map((p) => {
    const value = named[p];
    if (value === undefined) throw new Error(`Message ${kind} needs a value for ${p}`);
    return cleanParam(value);
  });
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const i = (template.params as readonly string[]).indexOf(name);
      return i === -1 ? whole : params[i]!;
    });
  const text = template.text[language];
  return { subject: fill(text.subject), body: fill(text.body), params };
}

/** The customer's status as each language names it (English: the tracking page's labels). */
export const STATUS_WORDS: Record<Language, Record<CustomerStatus, string>> = {
  en: {
    received: CUSTOMER_STATUS_INFO.received.label,
    "in-work": CUSTOMER_STATUS_INFO["in-work"].label,
    ready: CUSTOMER_STATUS_INFO.ready.label,
    dispatched: CUSTOMER_STATUS_INFO.dispatched.label,
    delivered: CUSTOMER_STATUS_INFO.delivered.label,
  },
  hi: {
    received: "ऑर्डर मिल गया",
    "in-work": "काम जारी है",
    ready: "भेजने के लिए तैयार",
    dispatched: "रवाना हो गया",
    delivered: "पहुँच गया",
  },
};

/** A line about what the status means for her. */
export const STATUS_NOTES: Record<Language, Record<CustomerStatus, string>> = {
  en: {
    received: "We have your order and will begin soon.",
    "in-work": "Our artisans have begun work on your outfit.",
    ready: "Your outfit is finished, checked and being packed with care.",
    dispatched: "It is on its way to you.",
    delivered: "It has reached you. We hope you love wearing it!",
  },
  hi: {
    received: "आपका ऑर्डर हमें मिल गया है, जल्द ही काम शुरू होगा।",
    "in-work": "हमारे कारीगरों ने आपकी पोशाक पर काम शुरू कर दिया है।",
    ready: "आपकी पोशाक बनकर तैयार है, जाँच हो चुकी है और बड़े प्यार से पैक की जा रही है।",
    dispatched: "यह आप तक पहुँचने के लिए रवाना हो चुकी है।",
    delivered: "यह आप तक पहुँच गई है। उम्मीद है पहनकर आपको बहुत अच्छा लगेगा!",
  },
};

/** The statuses a customer hears about (Order Received is told by the order's own message). */
export const NOTIFIED_STATUSES: readonly CustomerStatus[] = [
  "in-work",
  "ready",
  "dispatched",
  "delivered",
];

const LOCALES: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

const longDates = madeOnce(
  (language: Language) =>
    new Intl.DateTimeFormat(LOCALES[language], {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }),
);
const shortDates = madeOnce(
  (language: Language) =>
    new Intl.DateTimeFormat(LOCALES[language], { day: "numeric", month: "short", timeZone: "UTC" }),
);

/** "5 December 2026" / "5 दिसंबर 2026" for a yyyy-mm-dd date. */
export function longDate(isoDate: string, language: Language): string {
  return longDates(language).format(new Date(`${isoDate}T00:00:00Z`));
}

/** "5 Dec" / "5 दिस॰" for the digest's lists. */
export function shortDate(isoDate: string, language: Language): string {
  return shortDates(language).format(new Date(`${isoDate}T00:00:00Z`));
}

/** What a list of nothing reads as in the digest. */
export const NONE_WORD: Record<Language, string> = { en: "none", hi: "कोई नहीं" };
