import { BUSINESS } from "./business";
import type { Design } from "./design";

/** What the enquiries say of a design. */
type DesignNaming = Pick<Design, "name" | "category" | "color" | "fabric" | "work">;

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

/** The quotation e-mail from a design's own page: it names the design. */
export function designQuotationMailto(design: DesignNaming): string {
  const subject = `Quotation Request - ${design.name}`;
  const body = [
    "Hello,",
    "",
    `I am interested in "${design.name}" (${design.category}: ${design.color} ${design.fabric} with ${design.work}). Please share the price, customization options and delivery timeline.`,
    "",
    "Thank you.",
  ].join("\n");
  return `mailto:${BUSINESS.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The chat message typed in for a design's enquiry. */
export const designChatMessage = (design: Pick<Design, "name">): string =>
  `Hello! I would like a quotation for "${design.name}" from your collection.`;
