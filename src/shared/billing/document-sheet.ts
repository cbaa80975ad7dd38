/**
 * What an issued document's page says, in the customer's language with the law's words in
 * English too (a Hindi page: "संख्या / Number"): one description of the page that the print
 * view (React) and the PDF draw alike. It reads the stored DocumentContent only: nothing is
 * looked up or computed again, so the page says what was issued (docs/decisions/0019, 0022).
 */
import type { Locale } from "../locale";
import { EN, inLocale, m } from "../messages";
import { todayInIndia } from "../dates";
import { formatIndianDate } from "../order-format";
import { paymentMethodNames } from "../payments";
import type { DocumentContent, DocumentKind, DocumentReference } from "./documents";
import { gstStateNamed, gstStateOf } from "./gst-states";
import { formatPaise } from "./money";
import { ratePercent } from "./tax-rates";

export interface SheetColumn {
  label: string;
  align: "left" | "right";
  /** Its share of the table's width. */
  width: number;
}

export interface SheetTotal {
  label: string;
  value: string;
  strong?: boolean;
}

/** One document's page, every text already in its language. */
export interface DocumentSheet {
  language: Locale;
  /** The title: the law's English words, and their Hindi above them on a Hindi page. */
  title: string;
  titleLocal: string | null;
  /** Demo mode's sample business: said across the top, the page is no tax document. */
  sample: string | null;
  cancelled: string | null;
  supplier: { name: string; tradeName: string; lines: string[] };
  /** Number, date, order, place of supply, reverse charge. */
  facts: [string, string][];
  recipient: { heading: string; lines: [string, string][] };
  table: { columns: SheetColumn[]; rows: string[][] } | null;
  totals: SheetTotal[];
  /** The sentences the rules ask for: references, GST on an advance, the reason, legends. */
  notes: string[];
  /** The amount in words: the page's language first, then English on a Hindi page. */
  wordsHeading: string;
  words: string[];
  bank: [string, string][];
  terms: string;
  signature: { forName: string; imageKey: string; signatory: string; label: string };
  footer: string[];
}

const TITLE_KEYS: Record<DocumentKind, (o: { locale: Locale }) => string> = {
  "receipt-voucher": (o) => m.document_title_receipt_voucher({}, o),
  "tax-invoice": (o) => m.document_title_tax_invoice({}, o),
  "bill-of-supply": (o) => m.document_title_bill_of_supply({}, o),
  bill: (o) => m.document_title_bill({}, o),
  "payment-receipt": (o) => m.document_title_payment_receipt({}, o),
  "refund-voucher": (o) => m.document_title_refund_voucher({}, o),
  "credit-note": (o) => m.document_title_credit_note({}, o),
};

const rupees = (paise: number) => formatPaise(paise, "en");

/**
 * The page of `content` in `language`. `cancelled` is the document's cancellation, if any
 * (kept beside the document, never in it).
 */
export function documentSheet(
  content: DocumentContent,
  language: Locale,
  cancelled: { at: string; reason: string } | null = null,
): DocumentSheet {
  const o = inLocale(language);
  const hindi = language === "hi";
  /** A label in the page's language, with the law's English after it on a Hindi page. */
  const both = (say: (o: { locale: Locale }) => string) => {
    const english = say(EN);
    const local = say(o);
    return hindi && local !== english ? `${local} / ${english}` : english;
  };
  const date = (iso: string) => formatIndianDate(iso, language);
  const { supplier, recipient, placeOfSupply: place, kind } = content;
  const stateName = (code: string, fallback: string) => {
    const state = gstStateOf(code);
    return state ? state[language] : fallback;
  };
  const herState = (typed: string) => {
    const state = gstStateNamed(typed);
    return state ? m.document_state_value({ name: state[language], code: state.code }, o) : typed;
  };
  const supply = kind === "tax-invoice" || kind === "bill-of-supply" || kind === "bill";
  const lined = supply || kind === "credit-note";
  const taxed = content.lines.some((l) => l.rateBp > 0);
  const registered = supplier.registration !== "unregistered";

  const supplierLines = [
    supplier.addressLine,
    `${supplier.city} ${supplier.postalCode}`,
    `${both((o) => m.document_state({}, o))}: ${m.document_state_value(
      { name: stateName(supplier.stateCode, supplier.stateName), code: supplier.stateCode },
      o,
    )}`,
    ...(registered && supplier.gstin
      ? [`${both((o) => m.document_gstin({}, o))}: ${supplier.gstin}`]
      : []),
    ...(supplier.pan ? [`${both((o) => m.document_pan({}, o))}: ${supplier.pan}`] : []),
    ...(supplier.phone ? [`${both((o) => m.document_phone({}, o))}: ${supplier.phone}`] : []),
    ...(supplier.email ? [`${both((o) => m.document_email({}, o))}: ${supplier.email}`] : []),
  ];

  const basis =
    place.basis === "override"
      ? m.document_place_override({ reason: place.reason }, o)
      : place.basis === "sent"
        ? m.document_place_sent({}, o)
        : m.document_place_at_boutique({}, o);
  const facts: [string, string][] = [
    [both((o) => m.document_number({}, o)), content.number],
    [both((o) => m.document_date({}, o)), date(content.date)],
    [both((o) => m.document_order({}, o)), content.orderId],
    // A plain bill (the boutique not registered) charges no GST: no place of supply, no
    // reverse charge to state.
    ...(kind === "bill"
      ? []
      : ([
          [
            both((o) => m.document_place_of_supply({}, o)),
            `${m.document_state_value({ name: stateName(place.stateCode, place.stateName), code: place.stateCode }, o)}${supply || kind === "credit-note" ? `: ${basis}` : ""}`,
          ],
          [both((o) => m.document_reverse_charge({}, o)), both((o) => m.document_no({}, o))],
        ] as [string, string][])),
  ];

  const recipientHeading =
    kind === "receipt-voucher" || kind === "payment-receipt"
      ? both((o) => m.document_recipient_received_from({}, o))
      : kind === "refund-voucher"
        ? both((o) => m.document_recipient_paid_to({}, o))
        : both((o) => m.document_recipient({}, o));
  const recipientLines: [string, string][] = [
    [both((o) => m.document_name({}, o)), recipient.name],
    ...(recipient.address
      ? [[both((o) => m.document_address({}, o)), recipient.address] as [string, string]]
      : []),
    // Her state with its GST code when it names one (rule 46(e): an unregistered buyer's
    // delivery state, name and code), else as she gave it.
    ...(recipient.state
      ? [[both((o) => m.document_state({}, o)), herState(recipient.state)] as [string, string]]
      : []),
    ...(recipient.gstin
      ? [[both((o) => m.document_her_gstin({}, o)), recipient.gstin] as [string, string]]
      : []),
  ];

  let table: DocumentSheet["table"] = null;
  if (lined) {
    const columns: SheetColumn[] = [
      { label: both((o) => m.document_col_no({}, o)), align: "right", width: 3 },
      { label: both((o) => m.document_col_description({}, o)), align: "left", width: 20 },
      { label: both((o) => m.document_col_code({}, o)), align: "left", width: 8 },
      { label: both((o) => m.document_col_quantity({}, o)), align: "right", width: 7 },
      { label: both((o) => m.document_col_price({}, o)), align: "right", width: 10 },
      { label: both((o) => m.document_col_discount({}, o)), align: "right", width: 9 },
      {
        label: both((o) => (taxed ? m.document_col_taxable({}, o) : m.document_col_value({}, o))),
        align: "right",
        width: 11,
      },
      ...(taxed
        ? [
            { label: both((o) => m.document_col_rate({}, o)), align: "right" as const, width: 6 },
            ...(place.interState
              ? [
                  {
                    label: both((o) => m.document_col_igst({}, o)),
                    align: "right" as const,
                    width: 10,
                  },
                ]
              : [
                  {
                    label: both((o) => m.document_col_cgst({}, o)),
                    align: "right" as const,
                    width: 9,
                  },
                  {
                    label: both((o) => m.document_col_sgst({}, o)),
                    align: "right" as const,
                    width: 9,
                  },
                ]),
          ]
        : []),
      { label: both((o) => m.document_col_total({}, o)), align: "right", width: 11 },
    ];
    const rows = content.lines.map((l, i) => [
      String(i + 1),
      l.description,
      l.code,
      `${l.quantity} ${l.unit}`,
      rupees(l.unitPaise),
      rupees(l.discountPaise),
      rupees(l.taxablePaise),
      ...(taxed
        ? [
            ratePercent(l.rateBp),
            ...(place.interState
              ? [rupees(l.igstPaise)]
              : [rupees(l.cgstPaise), rupees(l.sgstPaise)]),
          ]
        : []),
      rupees(l.totalPaise),
    ]);
    table = { columns, rows };
  }

  const totals: SheetTotal[] = [];
  const notes: string[] = [];
  const ref = (r: DocumentReference) => ({ number: r.number, date: date(r.date) });
  if (lined) {
    const t = content.totals;
    // A discount: the value before it and the discount, then the taxable value after it.
    const discountPaise = content.lines.reduce((sum, l) => sum + l.discountPaise, 0);
    if (supply && discountPaise > 0)
      totals.push(
        {
          label: both((o) => m.document_total_before_discount({}, o)),
          value: rupees(content.lines.reduce((sum, l) => sum + l.unitPaise * l.quantity, 0)),
        },
        {
          label: both((o) => m.document_total_discount({}, o)),
          value: `- ${rupees(discountPaise)}`,
        },
      );
    if (taxed) {
      totals.push({
        label: both((o) => m.document_total_taxable({}, o)),
        value: rupees(t.taxablePaise),
      });
      if (place.interState)
        totals.push({
          label: both((o) => m.document_total_igst({}, o)),
          value: rupees(t.igstPaise),
        });
      else
        totals.push(
          { label: both((o) => m.document_total_cgst({}, o)), value: rupees(t.cgstPaise) },
          { label: both((o) => m.document_total_sgst({}, o)), value: rupees(t.sgstPaise) },
        );
    }
    totals.push({
      label: both((o) =>
        kind === "credit-note" ? m.document_total_credit({}, o) : m.document_total({}, o),
      ),
      value: rupees(t.totalPaise),
      strong: true,
    });
    for (const a of content.advances)
      totals.push({
        label: both((o) => m.document_advance_less(ref(a), o)),
        value: `- ${rupees(a.amountPaise)}`,
      });
    if (supply && content.advances.length > 0)
      totals.push({
        label: both((o) => m.document_amount_due({}, o)),
        value: rupees(content.amountDuePaise),
        strong: true,
      });
    if (content.pricesIncludeTax && taxed)
      notes.push(both((o) => m.document_prices_include_tax({}, o)));
  } else {
    notes.push(`${both((o) => m.document_for_what({}, o))}: ${content.description}`);
    const amountLabel =
      kind === "refund-voucher"
        ? both((o) => m.document_amount_refunded({}, o))
        : both((o) => m.document_amount_received({}, o));
    const tax = content.advanceTax;
    if (tax && tax.treatment === "taxed") {
      totals.push({
        label: both((o) => m.document_advance_tax_rate({ rate: ratePercent(tax.rateBp) }, o)),
        value: "",
      });
      if (tax.igstPaise > 0)
        totals.push({
          label: both((o) => m.document_total_igst({}, o)),
          value: rupees(tax.igstPaise),
        });
      else
        totals.push(
          { label: both((o) => m.document_total_cgst({}, o)), value: rupees(tax.cgstPaise) },
          { label: both((o) => m.document_total_sgst({}, o)), value: rupees(tax.sgstPaise) },
        );
    }
    totals.push({ label: amountLabel, value: rupees(content.amountPaise), strong: true });
    if (content.payment) {
      const methods = paymentMethodNames(language);
      const methodsEn = paymentMethodNames("en");
      const method = hindi
        ? `${methods[content.payment.method]} / ${methodsEn[content.payment.method]}`
        : methodsEn[content.payment.method];
      notes.push(
        `${both((o) =>
          kind === "refund-voucher"
            ? m.document_refund_mode({}, o)
            : m.document_payment_mode({}, o),
        )}: ${method}`,
      );
      if (content.payment.reference)
        notes.push(
          `${both((o) => m.document_payment_reference({}, o))}: ${content.payment.reference}`,
        );
    }
    if (tax?.treatment === "goods-not-taxable")
      notes.push(both((o) => m.document_advance_tax_goods({}, o)));
    if (tax?.treatment === "not-registered")
      notes.push(both((o) => m.document_advance_tax_unregistered({}, o)));
  }
  for (const r of content.references)
    notes.push(
      both((o) =>
        r.kind === "receipt-voucher"
          ? m.document_references_voucher(ref(r), o)
          : m.document_references_invoice(ref(r), o),
      ),
    );
  if (content.reason) notes.push(`${both((o) => m.document_reason({}, o))}: ${content.reason}`);
  if (kind === "bill-of-supply") notes.push(both((o) => m.document_composition({}, o)));
  if (kind === "bill") notes.push(both((o) => m.document_unregistered_supplier({}, o)));

  const words = hindi
    ? [content.amountInWords.hi, content.amountInWords.en]
    : [content.amountInWords.en];
  const { bank } = supplier;
  const bankLines: [string, string][] =
    supply && bank.accountNumber
      ? [
          [
            both((o) => m.document_bank_account({}, o)),
            `${bank.accountName} · ${bank.accountNumber}`,
          ],
          [
            both((o) => m.document_bank_ifsc({}, o)),
            [bank.ifsc, bank.bankName, bank.branch].filter(Boolean).join(" · "),
          ],
        ]
      : [];
  if (supply && supplier.upiId && !supplier.sample)
    bankLines.push([both((o) => m.document_upi({}, o)), supplier.upiId]);

  return {
    language,
    title: TITLE_KEYS[kind](EN),
    titleLocal: hindi ? TITLE_KEYS[kind](o) : null,
    sample: supplier.sample ? both((o) => m.document_sample({}, o)) : null,
    cancelled: cancelled
      ? m.document_cancelled(
          { date: date(todayInIndia(new Date(cancelled.at))), reason: cancelled.reason },
          o,
        )
      : null,
    supplier: { name: supplier.legalName, tradeName: supplier.tradeName, lines: supplierLines },
    facts,
    recipient: { heading: recipientHeading, lines: recipientLines },
    table,
    totals,
    notes,
    wordsHeading: both((o) => m.document_in_words({}, o)),
    words,
    bank: bankLines,
    terms: supply ? supplier.terms : "",
    signature: {
      forName: m.document_for_supplier({ name: supplier.legalName }, o),
      imageKey: supplier.signatureKey ?? "",
      signatory: supplier.signatory,
      label: both((o) => m.document_signatory({}, o)),
    },
    footer: [
      m.document_issued_by({ name: content.issuedBy }, o),
      both((o) => m.document_computer_made({}, o)),
    ],
  };
}
