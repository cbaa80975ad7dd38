/**
 * The bills' refusals an owner may meet in Settings → Business, Settings → Tax rules and an
 * order's documents, each English message (the shared schemas' and the billing routes') with its
 * Hindi (docs/decisions/0017). The English is made from the same functions the schemas use.
 */
import { GSTIN_MESSAGES } from "../../../../shared/billing/gstin";
import { SIGNATURE_KEY_MESSAGE } from "../../../../shared/billing/business-profile";
import { UPI_ID_MESSAGE } from "../../../../shared/billing/upi-id";
import { PHOTO_ERRORS, photoErrors, type PhotoError } from "../../../../shared/catalogue-admin";
import { EN, inLocale, m } from "../../../../shared/messages";
import type { KnownProblems } from "../i18n/problem-text";

type Options = ReturnType<typeof inLocale>;
type Say = (o: Options) => string;

const said = (message: (inputs: object, o: Options) => string): [string, Say] => [
  message({}, EN),
  (o) => message({}, o),
];

/** Settings → Business and Settings → Tax rules. */
export const SETTINGS_PROBLEMS: KnownProblems = new Map<string, Say>([
  said(m.admin_bills_problem_account_number),
  said(m.admin_bills_problem_ifsc),
  said(m.admin_bills_problem_pin),
  said(m.admin_bills_problem_state),
  said(m.admin_bills_problem_registration),
  said(m.admin_bills_problem_pan),
  said(m.admin_bills_problem_prefix),
  [UPI_ID_MESSAGE("UPI ID"), (o) => m.admin_bills_problem_upi({}, o)],
  said(m.admin_bills_problem_unregistered_gstin),
  said(m.admin_bills_problem_gstin_required),
  [GSTIN_MESSAGES.format("GSTIN"), (o) => m.admin_bills_problem_gstin_format({}, o)],
  [GSTIN_MESSAGES.state("GSTIN"), (o) => m.admin_bills_problem_gstin_state({}, o)],
  [GSTIN_MESSAGES.check("GSTIN"), (o) => m.admin_bills_problem_gstin_check({}, o)],
  said(m.admin_bills_problem_gstin_state_code),
  said(m.admin_bills_problem_pan_gstin),
  said(m.admin_bills_problem_payee),
  [SIGNATURE_KEY_MESSAGE, (o) => m.admin_bills_problem_signature({}, o)],
  said(m.admin_bills_problem_rate_percent),
  said(m.admin_bills_problem_rate_hundredths),
  said(m.admin_bills_problem_rate_negative),
  said(m.admin_bills_problem_rate_max),
  said(m.admin_bills_problem_code_2_8),
  said(m.admin_bills_problem_code_4_8),
  said(m.admin_bills_problem_limit_positive),
  said(m.admin_bills_problem_limit_max),
  said(m.admin_bills_problem_add_rates),
  said(m.admin_bills_problem_max_slabs),
  said(m.admin_bills_problem_last_no_limit),
  said(m.admin_bills_problem_needs_limit),
  said(m.admin_bills_problem_limit_above),
  said(m.admin_bills_problem_rule_exists),
  said(m.admin_bills_problem_kind_not_found),
  said(m.admin_bills_problem_design_not_found),
  said(m.admin_bills_problem_kind_unknown),
  said(m.admin_bills_rules_limit_invalid),
  said(m.admin_bills_rules_rate_invalid),
  ...(Object.keys(PHOTO_ERRORS) as PhotoError[]).map((key): [string, Say] => [
    PHOTO_ERRORS[key],
    (o) => photoErrors(o.locale)[key],
  ]),
]);

/** An order's documents: the issue forms' schemas and the document routes. */
export const DOCUMENT_PROBLEMS: KnownProblems = new Map<string, Say>([
  ...SETTINGS_PROBLEMS,
  said(m.admin_bills_problem_not_ready),
  said(m.admin_bills_problem_order_cancelled),
  said(m.admin_bills_problem_already_receipt),
  said(m.admin_bills_problem_payment_not_found),
  said(m.admin_bills_problem_document_not_found),
  said(m.admin_bills_problem_receipt_by_reversal),
  said(m.admin_bills_problem_already_cancelled),
  said(m.admin_bills_problem_choose_invoice),
  said(m.admin_bills_problem_not_on_invoice),
  said(m.admin_bills_problem_credit_too_much),
  said(m.admin_bills_problem_choose_voucher),
  said(m.admin_bills_problem_invoiced_credit),
  said(m.admin_bills_problem_refund_too_much),
  said(m.admin_bills_problem_address_required),
  said(m.admin_bills_problem_handover),
  said(m.admin_bills_problem_place_state),
  said(m.admin_bills_problem_prices),
  said(m.admin_bills_problem_add_line),
  said(m.admin_bills_problem_max_lines),
  said(m.admin_bills_problem_quantity_min),
  said(m.admin_bills_problem_quantity_max),
  said(m.admin_bills_problem_price_positive),
  said(m.admin_bills_problem_discount_negative),
  said(m.admin_bills_problem_choose_refund_method),
  said(m.admin_bills_problem_no_channel),
  said(m.admin_bills_quantity_invalid),
  said(m.admin_bills_credit_none),
  // The amounts typed in rupees, by the schemas' English names of the fields.
  ...(
    [
      ["Price", m.admin_bills_line_price],
      ["Discount", m.admin_bills_line_discount],
      ["Credit", m.admin_bills_credit_amount],
      ["Refund", m.admin_bills_refund_amount],
    ] as const
  ).map(([field, label]): [string, Say] => [
    m.admin_bills_amount_invalid({ field }, EN),
    (o) => m.admin_bills_amount_invalid({ field: label({}, o) }, o),
  ]),
  said(m.admin_bills_problem_discount_too_much),
]);
