import { useEffect, useState, type ReactNode } from "react";
import { gstStateOf } from "../../../../shared/billing/gst-states";
import { formatPaise } from "../../../../shared/billing/money";
import { inLocale, m } from "../../../../shared/messages";
import type { GstMonth, GstPart, TaxAmounts } from "../../../../shared/money";
import { ExportButton } from "../export-button";
import { TextInput } from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { problemText } from "../i18n/problem-text";
import { Notice } from "../notice";
import type { AdminCall, AdminDownload } from "../use-admin-session";
import { MONEY_PROBLEMS } from "./money-problems";

const RIGHT = "text-right tabular-nums whitespace-nowrap";
/**
 * An accountant's tables keep their columns on a phone too (scrolled sideways), unlike the
 * lists' cards: plain rows and cells.
 */
const TABLE = "mt-3 w-full min-w-[36rem] border-separate border-spacing-0 text-sm";
/** The lists' header cell, but not sticky: inside a box that scrolls sideways it would float. */
const HEAD =
  "border-b-2 border-gold-300 bg-cream px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-ink/70";
const ROW = "hover:bg-maroon-50/60";
const CELL = "border-b border-gold-200 px-3 py-2 align-top";

/** One part of the summary: its heading, its CSV and its table (or a line saying it is empty). */
function Part({
  id,
  title,
  csv,
  empty,
  head,
  children,
}: {
  id: GstPart;
  title: string;
  csv: { download: AdminDownload; path: string };
  empty: boolean;
  head: ReactNode;
  children: ReactNode;
}) {
  const o = inLocale(useAdminLocale());
  return (
    <section aria-labelledby={`gst-${id}`} className="mt-8" data-testid={`gst-${id}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`gst-${id}`} className="text-lg font-semibold text-maroon-800">
          {title}
        </h3>
        {!empty && <ExportButton download={csv.download} path={csv.path} />}
      </div>
      {empty ? (
        <Notice>{m.admin_money_gst_part_empty({}, o)}</Notice>
      ) : (
        <div className="overflow-x-auto">
          <table className={TABLE}>
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>{head}</tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * The month's GST summary as the accountant files it: what the tax invoices issued that month
 * say, less the credit notes, by rate and by HSN/SAC; the B2B documents with each buyer's
 * GSTIN; B2C by place of supply. Read from the documents as issued. Tables scroll sideways on a
 * phone: an accountant's columns.
 */
export function GstView({
  month,
  onMonth,
  call,
  download,
}: {
  month: string;
  onMonth: (month: string) => void;
  call: AdminCall;
  download: AdminDownload;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const [answer, setAnswer] = useState<{ month: string; summary: GstMonth } | null>(null);
  const [error, setError] = useState<{ error: string; status: number } | null>(null);
  useEffect(() => {
    let live = true;
    void call<GstMonth>(`/money/gst?month=${month}`).then((r) => {
      if (!live) return;
      if (r.ok) setAnswer({ month, summary: r.data });
      setError(r.ok ? null : r);
    });
    return () => {
      live = false;
    };
  }, [call, month]);
  const summary = answer?.month === month ? answer.summary : null;
  const paise = (n: number) => formatPaise(n, locale);
  const percent = (bp: number) => `${f.number(bp / 100)}%`;
  const cell = (text: string, testId?: string) => (
    <td className={`${CELL} ${RIGHT}`} data-testid={testId}>
      {text}
    </td>
  );
  const th = (text: string, right = false) => (
    <th className={`${HEAD} ${right ? "text-right" : ""}`}>{text}</th>
  );
  const taxHeads = (
    <>
      {th(m.admin_money_gst_taxable({}, o), true)}
      {th(m.admin_money_gst_cgst({}, o), true)}
      {th(m.admin_money_gst_sgst({}, o), true)}
      {th(m.admin_money_gst_igst({}, o), true)}
    </>
  );
  const taxCells = (t: TaxAmounts) => (
    <>
      {cell(paise(t.taxablePaise))}
      {cell(paise(t.cgstPaise))}
      {cell(paise(t.sgstPaise))}
      {cell(paise(t.igstPaise))}
    </>
  );
  /** A place of supply in her language: "27-Maharashtra" / "27-महाराष्ट्र". */
  const place = (code: string, name: string) => `${code}-${gstStateOf(code)?.[locale] ?? name}`;
  /** Data as issued (a buyer's name, a GSTIN, a number): shown as typed, never translated. */
  const data = (value: string, mono = false) => (
    <td className={`${CELL} ${mono ? "font-mono" : ""}`} translate="no">
      {value}
    </td>
  );
  const text = (value: string, mono = false) => (
    <td className={`${CELL} ${mono ? "font-mono" : ""}`} translate={mono ? "no" : undefined}>
      {value}
    </td>
  );
  const csv = (part: GstPart) => ({ download, path: `/money/gst.csv?month=${month}&part=${part}` });

  return (
    <div data-testid="gst">
      <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()}>
        {/* The browser's month field gives a whole month or nothing: each is shown at once. */}
        <TextInput
          label={m.admin_money_gst_month({}, o)}
          type="month"
          value={month}
          onChange={(value) => {
            if (/^\d{4}-\d{2}$/.test(value)) onMonth(value);
          }}
        />
      </form>
      {error && <Notice error>{problemText(locale, error, { known: MONEY_PROBLEMS })}</Notice>}
      {!summary ? (
        !error && <Notice>{m.admin_money_loading({}, o)}</Notice>
      ) : (
        <>
          <dl
            className="mt-4 grid grid-cols-2 gap-3 rounded-xl border border-gold-200 bg-white p-4 text-sm sm:grid-cols-4"
            data-testid="gst-totals"
          >
            <div>
              <dt className="text-ink/70">{m.admin_money_gst_documents({}, o)}</dt>
              <dd className="font-semibold">
                {m.admin_money_gst_counts(
                  {
                    invoices: f.number(summary.invoices),
                    notes: f.number(summary.creditNotes),
                    cancelled: f.number(summary.cancelled),
                  },
                  o,
                )}
              </dd>
            </div>
            <div>
              <dt className="text-ink/70">{m.admin_money_gst_taxable({}, o)}</dt>
              <dd className="font-semibold" data-testid="gst-taxable">
                {paise(summary.totals.taxablePaise)}
              </dd>
            </div>
            <div>
              <dt className="text-ink/70">{m.admin_money_gst_tax({}, o)}</dt>
              <dd className="font-semibold">
                {paise(
                  summary.totals.cgstPaise + summary.totals.sgstPaise + summary.totals.igstPaise,
                )}
              </dd>
            </div>
            <div>
              <dt className="text-ink/70">{m.admin_money_gst_total({}, o)}</dt>
              <dd className="font-semibold text-maroon-800">{paise(summary.totals.totalPaise)}</dd>
            </div>
          </dl>
          <Part
            id="rates"
            title={m.admin_money_gst_by_rate({}, o)}
            csv={csv("rates")}
            empty={summary.byRate.length === 0}
            head={
              <>
                {th(m.admin_money_gst_rate({}, o))}
                {taxHeads}
              </>
            }
          >
            {summary.byRate.map((r) => (
              <tr key={r.rateBp} className={ROW}>
                {text(percent(r.rateBp))}
                {taxCells(r)}
              </tr>
            ))}
          </Part>
          <Part
            id="hsn"
            title={m.admin_money_gst_by_hsn({}, o)}
            csv={csv("hsn")}
            empty={summary.byHsn.length === 0}
            head={
              <>
                {th(m.admin_money_gst_hsn({}, o))}
                {th(m.admin_money_gst_quantity({}, o), true)}
                {th(m.admin_money_gst_rate({}, o), true)}
                {taxHeads}
              </>
            }
          >
            {summary.byHsn.map((r) => (
              <tr key={`${r.code}|${r.unit}|${r.rateBp}`} className={ROW}>
                {text(r.code, true)}
                {cell(`${f.number(r.quantity)} ${r.unit}`)}
                {cell(percent(r.rateBp))}
                {taxCells(r)}
              </tr>
            ))}
          </Part>
          <Part
            id="b2b"
            title={m.admin_money_gst_b2b({}, o)}
            csv={csv("b2b")}
            empty={summary.b2b.length === 0}
            head={
              <>
                {th(m.admin_money_gst_number({}, o))}
                {th(m.admin_money_date({}, o))}
                {th(m.admin_money_gst_buyer({}, o))}
                {th("GSTIN")}
                {th(m.admin_money_gst_place({}, o))}
                {taxHeads}
                {th(m.admin_money_gst_total({}, o), true)}
              </>
            }
          >
            {summary.b2b.map((r) => (
              <tr key={r.number} className={ROW} data-testid="gst-b2b-row">
                <td className={CELL}>
                  <span translate="no" className="font-mono">
                    {r.number}
                  </span>
                  {r.kind === "credit-note" && ` ${m.admin_money_gst_credit_note({}, o)}`}
                </td>
                {text(f.shortDate(r.date))}
                {data(r.buyer)}
                {data(r.gstin, true)}
                {text(place(r.placeOfSupply.slice(0, 2), r.placeOfSupply.slice(3)))}
                {taxCells(r)}
                {cell(paise(r.totalPaise))}
              </tr>
            ))}
          </Part>
          <Part
            id="b2c"
            title={m.admin_money_gst_b2c({}, o)}
            csv={csv("b2c")}
            empty={summary.b2c.length === 0}
            head={
              <>
                {th(m.admin_money_gst_place({}, o))}
                {th(m.admin_money_gst_rate({}, o), true)}
                {taxHeads}
              </>
            }
          >
            {summary.b2c.map((r) => (
              <tr key={`${r.stateCode}|${r.rateBp}`} className={ROW}>
                {text(place(r.stateCode, r.stateName))}
                {cell(percent(r.rateBp))}
                {taxCells(r)}
              </tr>
            ))}
          </Part>
        </>
      )}
    </div>
  );
}
