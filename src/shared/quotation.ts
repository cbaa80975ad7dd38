import { BUSINESS } from "./business";

/** The 'Call for Quotation' e-mail: subject and body as the spec words them. */
export const QUOTATION_SUBJECT = "Quotation Request - Rajputi Poshak & Designer Wear";

export const QUOTATION_BODY = [
  "Hello,",
  "",
  "I am interested in your Rajputi Poshak and designer wear collection. Please share:",
  "",
  "- Wholesale pricing for bulk orders",
  "- Fabric and embroidery options",
  "- Customization possibilities",
  "- Delivery timelines",
  "- Minimum order quantities",
  "- Your catalog and price list",
  "",
  "Thank you.",
].join("\n");

export const QUOTATION_TOAST = {
  title: "Quotation Request Sent!",
  description: "Your email client should open with the enquiry details.",
} as const;

export function quotationMailto(): string {
  return `mailto:${BUSINESS.email}?subject=${encodeURIComponent(QUOTATION_SUBJECT)}&body=${encodeURIComponent(QUOTATION_BODY)}`;
}
