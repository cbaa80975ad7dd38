/**
 * The boutique's identity: the single place for its name, owners, phones, e-mail, address,
 * links, hours and response promises. The owners edit this file; nothing else repeats these
 * values, and the tests read them from here. Their words (tagline, roles, hours, promises, the
 * street) are messages in both languages (messages/*.json): BUSINESS holds the English, and
 * businessTexts(locale) a page's language.
 */
import type { Locale } from "./locale";
import { EN, inLocale, m } from "./messages";

export interface Phone {
  /** As printed on the site. */
  display: string;
  /** E.164, for tel: and chat links. */
  e164: string;
}

export interface Founder {
  name: string;
  role: string;
  experience: string;
  specialty: string;
}

export const BUSINESS = {
  name: "Rajwadi Rang",
  legalName: "Rajwadi Rang Boutique",
  tagline: m.business_tagline({}, EN),
  foundedYear: 1999,
  copyrightYear: 2024,
  summary: m.business_summary({}, EN),
  founders: [
    {
      name: "Sunita Rathore",
      role: m.founder_1_role({}, EN),
      experience: "18+",
      specialty: m.founder_1_specialty({}, EN),
    },
    {
      name: "Rekha Shekhawat",
      role: m.founder_2_role({}, EN),
      experience: "15+",
      specialty: m.founder_2_specialty({}, EN),
    },
  ] as const satisfies readonly Founder[],
  phones: [
    { display: "+91 98290 41736", e164: "+919829041736" },
    { display: "+91 94140 58219", e164: "+919414058219" },
    { display: "+91 78910 26450", e164: "+917891026450" },
  ] as const satisfies readonly Phone[],
  email: "enquiry@rajwadirang.example",
  /** Where the site is published: canonical URLs, the sitemap and social cards use it. */
  siteUrl: "https://www.rajwadirang.example",
  address: {
    street: m.business_street({}, EN),
    city: m.business_city({}, EN),
    state: m.business_state({}, EN),
    postalCode: "302003",
    country: "India",
  },
  social: {
    label: "Instagram",
    handle: "@rajwadirang",
    url: "https://www.instagram.com/rajwadirang",
  },
  chat: {
    label: "WhatsApp",
    /** The boutique number that answers chat messages. */
    phoneIndex: 0,
  },
  hours: hoursIn("en"),
  responsePromises: promisesIn("en"),
  averageCompletion: m.business_average_completion({}, EN),
} as const;

/** The hours card's rows and the contact card's short reading, in a language. */
function hoursIn(locale: Locale) {
  const o = inLocale(locale);
  return {
    detailed: [
      { days: m.hours_weekdays({}, o), time: m.hours_weekdays_time({}, o) },
      { days: m.hours_saturday({}, o), time: m.hours_saturday_time({}, o) },
      { days: m.hours_sunday({}, o), time: m.hours_sunday_time({}, o) },
      { days: m.hours_holidays({}, o), time: m.hours_holidays_time({}, o) },
    ],
    short: m.hours_short({}, o),
  };
}

function promisesIn(locale: Locale) {
  const o = inLocale(locale);
  return {
    chat: m.promise_chat({}, o),
    phone: m.promise_phone({}, o),
    email: m.promise_email({}, o),
  };
}

/** What the public pages say of the boutique, in the page's language. */
export function businessTexts(locale: Locale) {
  const o = inLocale(locale);
  const roles = [
    { role: m.founder_1_role({}, o), specialty: m.founder_1_specialty({}, o) },
    { role: m.founder_2_role({}, o), specialty: m.founder_2_specialty({}, o) },
  ];
  return {
    tagline: m.business_tagline({}, o),
    summary: m.business_summary({}, o),
    founders: BUSINESS.founders.map((f, i) => ({ ...f, ...roles[i] })),
    hours: hoursIn(locale),
    responsePromises: promisesIn(locale),
    averageCompletion: m.business_average_completion({}, o),
  };
}

export const primaryPhone = (): Phone => BUSINESS.phones[0];

export const telLink = (phone: Phone): string => `tel:${phone.e164}`;

/** A chat-messaging link to the boutique number, optionally with a message typed in. */
export function chatLink(message?: string): string {
  const phone = BUSINESS.phones[BUSINESS.chat.phoneIndex] ?? primaryPhone();
  const base = `https://wa.me/${phone.e164.replace(/\D/g, "")}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

export function fullAddress(locale: Locale = "en"): string {
  const o = inLocale(locale);
  const { postalCode } = BUSINESS.address;
  return `${m.business_street({}, o)}, ${m.business_city({}, o)}, ${m.business_state({}, o)} ${postalCode}`;
}

/** A maps search for the address (the open-in-maps and directions links). */
export function mapsSearchLink(): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${BUSINESS.legalName}, ${fullAddress()}`)}`;
}

export const ownerNames = (): string => BUSINESS.founders.map((f) => f.name).join(" & ");
