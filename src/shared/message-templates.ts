/**
 * The messages the boutique sends, in English and Hindi: the owners read them in Settings, the
 * server fills them in. Each is also a WhatsApp template (registered under `whatsappName` for
 * the business number, its {placeholders} numbered {{1}}, {{2}}… in the order of `params`),
 * because WhatsApp lets a business start a conversation only with an approved template.
 */
import { BUSINESS } from "./business";
import type { Audience, Language, MessageKind } from "./notifications";

export interface MessageTemplate<P extends string = string> {
  audience: Audience;
  whatsappName: string;
  params: readonly P[];
  text: Record<Language, { subject: string; body: string }>;
}

const SHOP = BUSINESS.name;
/**
 * Contact messages told to the owners one by one in a clock hour (each goes to every owner
 * address by e-mail and WhatsApp); the rest of that hour are counted in one summary at its end.
 */
export const OWNER_NOTICES_PER_HOUR = 10;
/** How many days ahead the owners' digest looks. */
export const DIGEST_DAYS_AHEAD = 2;

const template = <const P extends string>(t: MessageTemplate<P>) => t;

export const MESSAGE_TEMPLATES = {
  "order-created": template({
    audience: "customer",
    whatsappName: "order_created",
    params: ["name", "orderId", "trackingUrl", "delivery", "payNote"],
    text: {
      en: {
        subject: `Your ${SHOP} order {orderId}`,
        body: `Namaste {name}! Thank you for your order with ${SHOP}. Your Order ID is {orderId}. Follow its progress at {trackingUrl} (add the last four digits of your phone number there to see your details). We expect to deliver it by {delivery}. {payNote} With love, ${SHOP}, Jaipur`,
      },
      hi: {
        subject: `${SHOP} में आपका ऑर्डर {orderId}`,
        body: `नमस्ते {name} जी! ${SHOP} पर ऑर्डर देने के लिए दिल से धन्यवाद। आपका ऑर्डर नंबर {orderId} है। ऑर्डर का हाल यहाँ देखें: {trackingUrl} (अपना ब्योरा देखने के लिए वहाँ अपने फ़ोन नंबर के आख़िरी चार अंक डालें)। आपका ऑर्डर {delivery} तक आप तक पहुँचने की उम्मीद है। {payNote} प्यार सहित, ${SHOP}, जयपुर`,
      },
    },
  }),
  "order-status": template({
    audience: "customer",
    whatsappName: "order_status_update",
    params: ["name", "orderId", "status", "statusNote", "trackingUrl"],
    text: {
      en: {
        subject: "Your order {orderId}: {status}",
        body: `Namaste {name}! News of your order {orderId}: {status}. {statusNote} Follow it at {trackingUrl}. With love, ${SHOP}`,
      },
      hi: {
        subject: "आपका ऑर्डर {orderId}: {status}",
        body: `नमस्ते {name} जी! आपके ऑर्डर {orderId} की ख़बर: {status}। {statusNote} पूरा हाल यहाँ देखें: {trackingUrl} प्यार सहित, ${SHOP}`,
      },
    },
  }),
  "order-note": template({
    audience: "customer",
    whatsappName: "order_note",
    params: ["name", "orderId", "note", "trackingUrl"],
    text: {
      en: {
        subject: "A note about your order {orderId}",
        body: `Namaste {name}! A note from ${SHOP} about your order {orderId}: {note} Follow it at {trackingUrl}.`,
      },
      hi: {
        subject: "आपके ऑर्डर {orderId} के बारे में",
        body: `नमस्ते {name} जी! आपके ऑर्डर {orderId} के बारे में ${SHOP} से एक बात: {note} पूरा हाल यहाँ देखें: {trackingUrl}`,
      },
    },
  }),
  "order-cancelled": template({
    audience: "customer",
    whatsappName: "order_cancelled",
    params: ["name", "orderId", "phone"],
    text: {
      en: {
        subject: "Your order {orderId} has been cancelled",
        body: `Namaste {name}, your order {orderId} with ${SHOP} has been cancelled. If you did not expect this, or have any question, please call us on {phone}. We would love to make something beautiful for you another time.`,
      },
      hi: {
        subject: "आपका ऑर्डर {orderId} रद्द हो गया है",
        body: `नमस्ते {name} जी, ${SHOP} में आपका ऑर्डर {orderId} रद्द कर दिया गया है। अगर आपको इसकी उम्मीद नहीं थी या कोई भी सवाल हो, तो हमें {phone} पर फ़ोन करें। आपके लिए फिर कभी कुछ सुंदर बनाने का इंतज़ार रहेगा।`,
      },
    },
  }),
  "order-dispatched": template({
    audience: "customer",
    whatsappName: "order_dispatched",
    params: ["name", "orderId", "courier", "awb", "courierUrl", "trackingUrl"],
    text: {
      en: {
        subject: "Your order {orderId} is on its way",
        body: `Namaste {name}! Your order {orderId} is on its way to you with {courier}. Tracking number: {awb}. Follow the parcel at {courierUrl} and your order at {trackingUrl}. With love, ${SHOP}`,
      },
      hi: {
        subject: "आपका ऑर्डर {orderId} रवाना हो गया है",
        body: `नमस्ते {name} जी! आपका ऑर्डर {orderId} {courier} से आपके पास रवाना हो गया है। ट्रैकिंग नंबर: {awb}। पार्सल का हाल यहाँ देखें: {courierUrl} और ऑर्डर का हाल यहाँ: {trackingUrl} प्यार सहित, ${SHOP}`,
      },
    },
  }),
  document: template({
    audience: "customer",
    whatsappName: "order_document",
    params: ["name", "title", "number", "orderId", "trackingUrl"],
    text: {
      en: {
        subject: `Your {title} {number} from ${SHOP}`,
        body: `Namaste {name}! Here is your {title} {number} for your order {orderId}. You can also download it at {trackingUrl} (add the last four digits of your phone number there). With love, ${SHOP}`,
      },
      hi: {
        subject: `${SHOP}: {title} {number}`,
        body: `नमस्ते {name} जी! आपके ऑर्डर {orderId} के लिए: {title} {number}। इसे यहाँ से डाउनलोड भी कर सकती हैं: {trackingUrl} (वहाँ अपने फ़ोन नंबर के आख़िरी चार अंक डालें)। प्यार सहित, ${SHOP}`,
      },
    },
  }),
  "balance-reminder": template({
    audience: "customer",
    whatsappName: "balance_reminder",
    params: ["name", "orderId", "balance", "delivered", "howToPay", "trackingUrl"],
    text: {
      en: {
        subject: "Balance due for your order {orderId}",
        body: `Namaste {name}! A gentle reminder from ${SHOP}: {balance} is still due for your order {orderId}, delivered on {delivered}. {howToPay} Your order: {trackingUrl} If you have paid already, thank you, and please ignore this message.`,
      },
      hi: {
        subject: "आपके ऑर्डर {orderId} की बाक़ी रक़म",
        body: `नमस्ते {name} जी! ${SHOP} की ओर से एक विनम्र याद: आपके ऑर्डर {orderId} के {balance} अभी बाक़ी हैं (ऑर्डर {delivered} को पहुँचा था)। {howToPay} आपका ऑर्डर: {trackingUrl} अगर भुगतान हो चुका है तो धन्यवाद, कृपया इस संदेश को अनदेखा करें।`,
      },
    },
  }),
  "contact-message": template({
    audience: "owner",
    whatsappName: "owner_contact_message",
    params: ["name", "contact", "subject", "message"],
    text: {
      en: {
        subject: "New message from {name}",
        body: "New message on the website from {name} ({contact}). Subject: {subject}. Message: {message}",
      },
      hi: {
        subject: "{name} का नया संदेश",
        body: "वेबसाइट पर {name} ({contact}) का नया संदेश आया है। विषय: {subject}। संदेश: {message}",
      },
    },
  }),
  "contact-summary": template({
    audience: "owner",
    whatsappName: "owner_contact_summary",
    params: ["count", "hour"],
    text: {
      en: {
        subject: "{count} more messages on the website",
        body: `{count} more messages came from the website's contact form between {hour}, after the first ${OWNER_NOTICES_PER_HOUR} of that hour. Read them in the back office's inbox.`,
      },
      hi: {
        subject: "वेबसाइट पर {count} और संदेश",
        body: `{hour} के बीच वेबसाइट के संपर्क फ़ॉर्म से पहले ${OWNER_NOTICES_PER_HOUR} संदेशों के बाद {count} और संदेश आए। उन्हें बैक ऑफ़िस के इनबॉक्स में पढ़ें।`,
      },
    },
  }),
  "daily-digest": template({
    audience: "owner",
    whatsappName: "owner_daily_digest",
    params: ["date", "overdue", "dueSoon"],
    text: {
      en: {
        subject: "Orders to watch, {date}",
        body: `Good morning! Overdue: {overdue}. Due in the next ${DIGEST_DAYS_AHEAD} days: {dueSoon}. Have a lovely day.`,
      },
      hi: {
        subject: "आज ध्यान देने वाले ऑर्डर, {date}",
        body: `सुप्रभात! देरी वाले ऑर्डर: {overdue}। अगले ${DIGEST_DAYS_AHEAD} दिनों में देने हैं: {dueSoon}। आपका दिन शुभ हो।`,
      },
    },
  }),
  test: template({
    audience: "owner",
    whatsappName: "owner_test_message",
    params: ["by", "channel"],
    text: {
      en: {
        subject: `Test message from ${SHOP}`,
        body: `This is a test message from the ${SHOP} back office, sent by {by}. If you can read it, {channel} messages are working.`,
      },
      hi: {
        subject: `${SHOP} से टेस्ट संदेश`,
        body: `यह ${SHOP} बैक ऑफ़िस से {by} का भेजा टेस्ट संदेश है। अगर आप इसे पढ़ पा रहे हैं, तो {channel} संदेश ठीक से जा रहे हैं।`,
      },
    },
  }),
  "enquiry-received": template({
    audience: "customer",
    whatsappName: "quote_enquiry_received",
    params: ["name", "reference", "designs"],
    text: {
      en: {
        subject: `Your enquiry {reference} at ${SHOP}`,
        body: `Namaste {name}! Thank you for asking ${SHOP} for a quote ({designs}). Your reference is {reference}. We will answer with a price soon, as you asked. With love, ${SHOP}, Jaipur`,
      },
      hi: {
        subject: `${SHOP} में आपकी पूछताछ {reference}`,
        body: `नमस्ते {name} जी! ${SHOP} से दाम पूछने के लिए धन्यवाद ({designs})। आपकी पूछताछ का नंबर {reference} है। हम जल्दी ही आपके चुने तरीक़े से दाम बताएँगे। प्यार सहित, ${SHOP}, जयपुर`,
      },
    },
  }),
  "enquiry-notice": template({
    audience: "owner",
    whatsappName: "owner_quote_enquiry",
    params: ["reference", "name", "contact", "summary"],
    text: {
      en: {
        subject: "New enquiry {reference} from {name}",
        body: "New enquiry {reference} on the website from {name} ({contact}): {summary}. See it in the back office's Enquiries.",
      },
      hi: {
        subject: "{name} की नई पूछताछ {reference}",
        body: "वेबसाइट पर {name} ({contact}) की नई पूछताछ {reference}: {summary}। बैक ऑफ़िस में पूछताछ के पन्ने पर देखें।",
      },
    },
  }),
  "enquiry-follow-ups": template({
    audience: "owner",
    whatsappName: "owner_enquiry_follow_ups",
    params: ["date", "enquiries"],
    text: {
      en: {
        subject: "Enquiries to follow up, {date}",
        body: "Good morning! Enquiries to follow up today: {enquiries}. See them in the back office's Enquiries.",
      },
      hi: {
        subject: "आज फिर से पूछने वाली पूछताछ, {date}",
        body: "सुप्रभात! आज इनसे फिर से पूछना है: {enquiries}। बैक ऑफ़िस में पूछताछ के पन्ने पर देखें।",
      },
    },
  }),
  "appointment-reminder": template({
    audience: "customer",
    whatsappName: "appointment_reminder",
    params: ["name", "what", "when", "changeUrl"],
    text: {
      en: {
        subject: `Your appointment at ${SHOP}: {when}`,
        body: `Namaste {name}! A reminder from ${SHOP}: your {what} is on {when} (Jaipur time). If you need another time, tell us here: {changeUrl} With love, ${SHOP}`,
      },
      hi: {
        subject: `${SHOP} में आपका समय: {when}`,
        body: `नमस्ते {name} जी! ${SHOP} की ओर से याद दिलाना: आपका समय ({what}) {when} (जयपुर का समय) है। अगर आपको कोई और समय चाहिए, तो यहाँ बताएँ: {changeUrl} प्यार सहित, ${SHOP}`,
      },
    },
  }),
  "challans-overdue": template({
    audience: "owner",
    whatsappName: "owner_challans_overdue",
    params: ["date", "challans"],
    text: {
      en: {
        subject: "Work sent out and not back, {date}",
        body: "Good morning! Challans past their return date: {challans}. See them in the back office's Workshop.",
      },
      hi: {
        subject: "बाहर भेजा काम जो नहीं लौटा, {date}",
        body: "सुप्रभात! लौटने की तारीख़ निकल चुके चालान: {challans}। बैक ऑफ़िस में वर्कशॉप के पन्ने पर देखें।",
      },
    },
  }),
  "quote-sent": template({
    audience: "customer",
    whatsappName: "quote_sent",
    params: ["name", "reference", "version", "total", "validUntil", "quoteUrl", "payNote"],
    text: {
      en: {
        subject: `Your quote {reference} from ${SHOP}`,
        body: `Namaste {name}! Here is our quote for your enquiry {reference} (version {version}): {total}, valid until {validUntil}. See it and accept it here: {quoteUrl} {payNote} With love, ${SHOP}, Jaipur`,
      },
      hi: {
        subject: `${SHOP} से आपका कोटेशन {reference}`,
        body: `नमस्ते {name} जी! आपकी पूछताछ {reference} के लिए हमारा कोटेशन (संस्करण {version}): {total}, {validUntil} तक मान्य। इसे देखें और स्वीकार करें: {quoteUrl} {payNote} प्यार सहित, ${SHOP}, जयपुर`,
      },
    },
  }),
} as const satisfies Record<MessageKind, MessageTemplate>;

/** The values a kind of message is filled in with. */
export type TemplateValues<K extends MessageKind> = Record<
  (typeof MESSAGE_TEMPLATES)[K]["params"][number],
  string
>;
