/**
 * The boutique's identity: the single place for its name, owners, phones, e-mail, address,
 * links, hours and response promises. The owners edit this file; nothing else repeats these
 * values, and the tests read them from here.
 */

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
  tagline: "Royal Heritage Since 1999",
  foundedYear: 1999,
  copyrightYear: 2024,
  summary:
    "Handcrafted Rajputi poshaks, sarees and lehengas with Gota Patti, Zardozi and Bandhej work, made in Jaipur for wholesale, retail and custom orders.",
  founders: [
    {
      name: "Sunita Rathore",
      role: "Founder & Creative Director",
      experience: "18+",
      specialty: "Bridal poshak design and Zardozi",
    },
    {
      name: "Rekha Shekhawat",
      role: "Co-Founder & Production Head",
      experience: "15+",
      specialty: "Gota Patti and Bandhej craftsmanship",
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
    street: "14, Johari Bazaar Road, near Hawa Mahal",
    city: "Jaipur",
    state: "Rajasthan",
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
  hours: {
    /** The hours card. */
    detailed: [
      { days: "Monday - Friday", time: "10:00 AM - 8:00 PM" },
      { days: "Saturday", time: "10:00 AM - 8:00 PM" },
      { days: "Sunday", time: "11:00 AM - 6:00 PM" },
      { days: "Public Holidays", time: "By appointment" },
    ],
    /** The short reading printed on the contact card. */
    short: "Mon-Sat 10 AM-8 PM",
  },
  responsePromises: {
    chat: "Within 1 hour during business hours",
    phone: "Immediate during business hours",
    email: "Within 24 hours",
  },
  averageCompletion: "15-25 days",
} as const;

export const primaryPhone = (): Phone => BUSINESS.phones[0];

export const telLink = (phone: Phone): string => `tel:${phone.e164}`;

/** A chat-messaging link to the boutique number, optionally with a message typed in. */
export function chatLink(message?: string): string {
  const phone = BUSINESS.phones[BUSINESS.chat.phoneIndex] ?? primaryPhone();
  const base = `https://wa.me/${phone.e164.replace(/\D/g, "")}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

export function fullAddress(): string {
  const a = BUSINESS.address;
  return `${a.street}, ${a.city}, ${a.state} ${a.postalCode}`;
}

/** A maps search for the address (the open-in-maps and directions links). */
export function mapsSearchLink(): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${BUSINESS.legalName}, ${fullAddress()}`)}`;
}

export const ownerNames = (): string => BUSINESS.founders.map((f) => f.name).join(" & ");
