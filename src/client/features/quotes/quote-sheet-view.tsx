import { formatPaise, paiseAsDecimal } from "../../../shared/billing/money";
import { todayInIndia } from "../../../shared/dates";
import type { Locale } from "../../../shared/locale";
import { inLocale, m } from "../../../shared/messages";
import { formatIndianDate } from "../../../shared/order-format";
import type { QuotePage } from "../../../shared/quotes/quote-view";

/**
 * Her quote as sent (this version only), in the words of its PDF (messages quote_sheet_…): her
 * name and place, each piece with its parts, quantity, discount and amount, the charges and
 * taxes, the total, the advance asked, the promised delivery, the validity and the terms. A list
 * rather than a table, so a phone shows it without sideways scrolling.
 */
export function QuoteSheetView({
  quote,
  code,
  locale,
}: {
  quote: QuotePage;
  code: string;
  locale: Locale;
}) {
  const o = inLocale(locale);
  const money = (paise: number) => formatPaise(paise, locale);
  const date = (iso: string) => formatIndianDate(iso, locale);
  const { content, totals } = quote;
  const charges: [string, number][] = [
    [m.quote_sheet_rush({}, o), totals.rushPaise],
    [m.quote_sheet_delivery_charge({}, o), totals.deliveryPaise],
    [m.quote_sheet_cgst({}, o), totals.cgstPaise],
    [m.quote_sheet_sgst({}, o), totals.sgstPaise],
    [m.quote_sheet_igst({}, o), totals.igstPaise],
  ];
  return (
    <article className="mt-6 rounded-xl border border-gold-200 bg-white p-4 sm:p-6">
      <h2 className="text-xl font-semibold text-maroon-800" data-testid="quote-heading">
        {m.quote_page_heading({ reference: quote.reference, version: quote.version }, o)}
      </h2>
      <p className="text-sm text-ink/70">
        {m.quote_page_issued({ date: date(todayInIndia(new Date(quote.issuedAt))) }, o)}
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Fact label={m.quote_sheet_name({}, o)} value={quote.customer.name} />
        <Fact
          label={m.quote_sheet_place({}, o)}
          value={[quote.customer.city, quote.customer.stateName].filter(Boolean).join(", ")}
        />
        <Fact label={m.quote_sheet_valid_until({}, o)} value={date(content.validUntil)} />
        <Fact
          label={m.quote_sheet_delivery({}, o)}
          value={date(content.promisedDelivery)}
          testId="quote-delivery"
        />
      </dl>
      <ol
        className="mt-5 divide-y divide-stone-200 border-y border-stone-200"
        data-testid="quote-lines"
      >
        {content.lines.map((l, i) => {
          const line = totals.lines[i]!;
          const p = l.price;
          return (
            <li key={i} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {l.name}
                  {l.note && <span className="font-normal text-ink/70"> ({l.note})</span>}
                </p>
                <p className="text-sm text-ink/70">
                  {m.quote_sheet_quantity({}, o)} {l.quantity} × {money(line.piecePaise)}
                  {l.discountPaise > 0 &&
                    ` · ${m.quote_sheet_discount({}, o)} ${money(l.discountPaise)}`}
                </p>
                {p.kind === "parts" && (
                  <p className="text-sm text-ink/70">
                    {m.quote_sheet_parts(
                      {
                        metres: paiseAsDecimal(p.fabricCm),
                        rate: money(p.fabricRatePaise),
                        embroidery: money(p.embroideryPaise),
                        stitching: money(p.stitchingPaise),
                        lining: money(p.liningPaise),
                        extras: money(p.extrasPaise),
                      },
                      o,
                    )}
                  </p>
                )}
              </div>
              <p className="font-semibold tabular-nums">{money(line.chargedPaise)}</p>
            </li>
          );
        })}
      </ol>
      <dl className="mt-3 space-y-1 text-sm" data-testid="quote-totals">
        {charges
          .filter(([, paise]) => paise > 0)
          .map(([label, paise]) => (
            <Sum key={label} label={label} value={money(paise)} />
          ))}
        <Sum label={m.quote_sheet_total({}, o)} value={money(totals.totalPaise)} strong />
        <Sum
          label={m.quote_sheet_advance({}, o)}
          value={money(totals.advancePaise)}
          testId="quote-advance"
        />
      </dl>
      {totals.taxMode !== "gst" && (
        <p className="mt-2 text-sm text-ink/70">
          {totals.taxMode === "extra"
            ? m.quote_sheet_taxes_extra({}, o)
            : m.quote_sheet_taxes_inclusive({}, o)}
        </p>
      )}
      {content.terms && (
        <section className="mt-4">
          <h3 className="text-sm font-semibold">{m.quote_page_terms({}, o)}</h3>
          <p className="mt-1 text-sm whitespace-pre-line">{content.terms}</p>
        </section>
      )}
      <p className="mt-4">
        <a
          className="text-maroon-700 underline"
          href={`/api/quote-pages/${code}/pdf`}
          data-testid="quote-pdf"
        >
          {m.quote_page_pdf({}, o)}
        </a>
      </p>
    </article>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <dt className="text-ink/70">{label}</dt>
      <dd className="font-medium" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Sum({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? "text-base font-semibold" : ""}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
