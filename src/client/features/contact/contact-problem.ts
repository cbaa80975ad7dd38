import { CONTACT_LIMITS } from "../../../shared/contact";
import type { Locale } from "../../../shared/locale";
import { inLocale, m } from "../../../shared/messages";
import type { ApiResult } from "../../api-client";

type Field = keyof typeof CONTACT_LIMITS;
export type ContactField = Field;
const FIELDS = Object.keys(CONTACT_LIMITS) as Field[];

export const fieldLabel = (field: Field, locale: Locale): string => {
  const o = inLocale(locale);
  const labels: Record<Field, string> = {
    name: m.field_name({}, o),
    phone: m.field_phone({}, o),
    email: m.field_email({}, o),
    subject: m.field_subject({}, o),
    message: m.field_message({}, o),
  };
  return labels[field];
};

/** A required field left empty, said beside it: "Name is required". */
export const requiredProblem = (field: Field, locale: Locale): string =>
  m.field_required({ field: fieldLabel(field, locale) }, inLocale(locale));

/**
 * What is wrong with a field, in Hindi. The shared schema words it in English (its messages are
 * the English of these), which the English page shows as it is.
 */
export function fieldProblemInHindi(field: string | undefined): string {
  const o = inLocale("hi");
  if (field === "phone") return m.field_phone_invalid({}, o);
  if (field === "email") return m.field_email_invalid({}, o);
  const known = FIELDS.find((f) => f === field) ?? "message";
  return m.field_too_long({ field: fieldLabel(known, "hi"), max: CONTACT_LIMITS[known] }, o);
}

/** Why the server did not take the message, in the page's language. */
export function sendProblem(result: Extract<ApiResult<unknown>, { ok: false }>, locale: Locale) {
  if (locale === "en") return result.error;
  const o = inLocale(locale);
  if (result.status === 0) return m.network_error({}, o);
  if (result.status === 429) return m.contact_too_many({}, o);
  if (result.status === 413) return m.contact_too_long({}, o);
  if (result.status === 400 && result.field) return fieldProblemInHindi(result.field);
  return m.server_error({}, o);
}
