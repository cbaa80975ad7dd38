/**
 * An order's timeline entry as the owner reads it, in her language (docs/decisions/0017). The
 * entries are stored with their facts (a step's id, a status, a payment's method and rupees),
 * so each is said afresh; an edit's changes are stored as the English text of each field
 * (order-changes.ts), shown in her language by that English, and an owner's own words (notes,
 * reasons, names, items) as typed.
 */
import { formatPaise } from "../../../../shared/billing/money";
import type { Locale } from "../../../../shared/locale";
import { inLocale, m } from "../../../../shared/messages";
import {
  CHANGE_FIELDS,
  changeFieldNames,
  yesNoName,
  type ChangeField,
} from "../../../../shared/order-changes";
import type { FieldChange, OrderEvent } from "../../../../shared/order-events";
import { ORDER_TYPES, PRIORITIES, type OrderType, type Priority } from "../../../../shared/orders";
import { excessNames, paymentMethodNames } from "../../../../shared/payments";
import { documentTitle } from "../bills/document-titles";
import { adminFormat } from "../i18n/admin-format";
import {
  customerStatusName,
  localizedStep,
  orderTypeName,
  priorityName,
  stepStatusName,
} from "../i18n/display-names";
import { languageNameOf } from "./language-names";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "15 January 2024" (as order-changes.ts stores a date) → "2024-01-15"; null if it is not one. */
export function isoOfEnglishDate(text: string): string | null {
  const match = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(text);
  const month = match ? MONTHS.indexOf(match[2]!) + 1 : 0;
  if (!match || month === 0) return null;
  return `${match[3]}-${String(month).padStart(2, "0")}-${match[1]!.padStart(2, "0")}`;
}

/** A changed value in her language: the values stored as identities or English words. */
function valueIn(field: ChangeField | undefined, value: string, locale: Locale): string {
  switch (field) {
    case "orderType":
      return ORDER_TYPES.includes(value as OrderType)
        ? orderTypeName(value as OrderType, locale)
        : value;
    case "priority":
      return PRIORITIES.includes(value as Priority)
        ? priorityName(value as Priority, locale)
        : value;
    case "expectedDelivery": {
      const iso = isoOfEnglishDate(value);
      return iso ? adminFormat(locale).date(iso) : value;
    }
    case "whatsapp":
    case "emailMessages":
      return value === yesNoName(true, "en")
        ? yesNoName(true, locale)
        : value === yesNoName(false, "en")
          ? yesNoName(false, locale)
          : value;
    case "messageLanguage":
      return languageNameOf(value, locale);
    default:
      return value;
  }
}

const FIELD_OF = new Map(
  (Object.entries(CHANGE_FIELDS) as [ChangeField, string][]).map(([key, english]) => [
    english,
    key,
  ]),
);

/** "Priority from “medium” to “high”" / "प्राथमिकता “मध्यम” से “ऊँची”". */
export function changeText(change: FieldChange, locale: Locale): string {
  const o = inLocale(locale);
  if (locale === "en") return m.admin_orders_event_change(change, o);
  const field = FIELD_OF.get(change.field);
  return m.admin_orders_event_change(
    {
      field: field ? changeFieldNames(locale)[field] : change.field,
      from: valueIn(field, change.from, locale),
      to: valueIn(field, change.to, locale),
    },
    o,
  );
}

/** What happened, in a sentence that follows the owner's name. */
export function timelineText(event: OrderEvent, locale: Locale): string {
  const o = inLocale(locale);
  const f = adminFormat(locale);
  switch (event.kind) {
    case "created":
      return m.admin_orders_event_created({}, o);
    case "edited":
      return m.admin_orders_event_edited(
        { changes: event.changes.map((c) => changeText(c, locale)).join("; ") },
        o,
      );
    case "step":
      return m.admin_orders_event_step(
        {
          step: localizedStep({ id: event.stepId, name: event.stepName, description: "" }, locale)
            .name,
          // English says the spec's values as they are ("in-progress").
          from: locale === "en" ? event.from : stepStatusName(event.from, locale),
          to: locale === "en" ? event.to : stepStatusName(event.to, locale),
        },
        o,
      );
    case "status": {
      const moved = m.admin_orders_event_status(
        { status: customerStatusName(event.status, locale) },
        o,
      );
      return event.untold ? `${moved} ${m.admin_orders_event_untold({}, o)}` : moved;
    }
    case "payment": {
      const paid = m.admin_orders_event_payment(
        {
          amount: f.rupees(event.amountRupees),
          method: paymentMethodNames(locale)[event.method],
          date: f.date(event.paidOn),
        },
        o,
      );
      const reference = event.reference ? ` (${event.reference})` : "";
      const credit = event.credit
        ? `; ${f.rupees(event.credit.rupees)} ${excessNames(locale)[event.credit.excess]}`
        : "";
      return `${paid}${reference}${credit}`;
    }
    case "payment-reversed":
      return m.admin_orders_event_reversed(
        { amount: f.rupees(-event.amountRupees), reason: event.reason },
        o,
      );
    case "refund": {
      const refunded = m.admin_money_event_refund(
        {
          amount: f.rupees(event.amountRupees),
          method: paymentMethodNames(locale)[event.method],
          date: f.date(event.refundedOn),
          reason: event.reason,
        },
        o,
      );
      const reference = event.reference ? ` (${event.reference})` : "";
      const voucher = event.voucher ? ` · ${event.voucher.number}` : "";
      return `${refunded}${reference}${voucher}`;
    }
    case "note":
      return event.audience === "customer"
        ? m.admin_orders_event_note_customer({ text: event.text }, o)
        : m.admin_orders_event_note_internal({ text: event.text }, o);
    case "cancelled":
      return m.admin_orders_event_cancelled({ reason: event.reason }, o);
    case "measurements":
      return m.admin_orders_event_measurements({ version: event.version }, o);
    case "document":
      return m.admin_orders_event_document(
        {
          title: documentTitle(event.documentKind, locale),
          number: event.number,
          amount: formatPaise(event.amountPaise, locale),
        },
        o,
      );
    case "quote-accepted": {
      const said = {
        reference: event.reference,
        version: event.version,
        name: event.name,
        date: f.date(event.acceptedAt.slice(0, 10)),
        total: formatPaise(event.totalPaise, locale),
        advance: formatPaise(event.advancePaise, locale),
      };
      return event.how === "online"
        ? m.admin_orders_event_quote_accepted_online(said, o)
        : m.admin_orders_event_quote_accepted_owner(
            {
              ...said,
              how:
                event.how === "phone"
                  ? m.admin_orders_quote_how_phone({}, o)
                  : m.admin_orders_quote_how_shop({}, o),
            },
            o,
          );
    }
    case "dispatched":
      return m.admin_dispatch_event({ courier: event.courier, awb: event.awb }, o);
    case "document-cancelled":
      return m.admin_orders_event_document_cancelled(
        {
          title: documentTitle(event.documentKind, locale),
          number: event.number,
          reason: event.reason,
        },
        o,
      );
  }
}
