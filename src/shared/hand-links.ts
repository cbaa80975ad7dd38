/** Links that send a message by hand: WhatsApp's wa.me and mailto:, with the text filled in. */
import type { OutboxMessage } from "./notifications";
import { phoneKey } from "./phone";

/** A phone number as WhatsApp wants it: country code and number, digits only. */
export function whatsappNumber(phone: string): string {
  const key = phoneKey(phone);
  return key.length === 10 ? `91${key}` : key;
}

export const whatsappLink = (phone: string, text: string): string =>
  `https://wa.me/${whatsappNumber(phone)}?text=${encodeURIComponent(text)}`;

export const mailtoLink = (address: string, subject: string, body: string): string =>
  `mailto:${encodeURIComponent(address).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

/** The link that sends a message by hand on its channel. */
export const handLinkFor = (
  m: Pick<OutboxMessage, "channel" | "recipient" | "subject" | "body">,
) =>
  m.channel === "whatsapp"
    ? whatsappLink(m.recipient, m.body)
    : mailtoLink(m.recipient, m.subject, m.body);
