import { BUSINESS } from "./business";
import type { Design } from "./design";
import type { Locale } from "./locale";
import { EN, inLocale, m } from "./messages";

/** What the enquiries say of a design (its values as the page shows them). */
type DesignNaming = Pick<Design, "name" | "category" | "color" | "fabric" | "work">;

/** The 'Call for Quotation' e-mail: subject and body as the spec words them (and in Hindi). */
export const QUOTATION_SUBJECT = m.quotation_subject({}, EN);
export const QUOTATION_BODY = m.quotation_body({}, EN);

export const quotationToast = (locale: Locale) => ({
  title: m.quotation_toast_title({}, inLocale(locale)),
  description: m.quotation_toast_description({}, inLocale(locale)),
});
export const QUOTATION_TOAST = /* @__PURE__ */ quotationToast("en");

const mailto = (subject: string, body: string) =>
  `mailto:${BUSINESS.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

export function quotationMailto(locale: Locale = "en"): string {
  const o = inLocale(locale);
  return mailto(m.quotation_subject({}, o), m.quotation_body({}, o));
}

/** The quotation e-mail from a design's own page: it names the design. */
export function designQuotationMailto(design: DesignNaming, locale: Locale = "en"): string {
  const o = inLocale(locale);
  return mailto(
    m.design_quotation_subject({ name: design.name }, o),
    m.design_quotation_body(design, o),
  );
}

/** The chat message typed in for a design's enquiry. */
export const designChatMessage = (design: Pick<Design, "name">, locale: Locale = "en"): string =>
  m.design_chat_message({ name: design.name }, inLocale(locale));
