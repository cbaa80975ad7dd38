import { BUSINESS, fullAddress, primaryPhone } from "../../../../shared/business";
import { inLocale, m } from "../../../../shared/messages";
import { metresOf } from "../../../../shared/workshop/challan-input";
import type { Challan } from "../../../../shared/workshop/challans";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { localizedStepName } from "../i18n/display-names";
import { PrintSheetButton } from "../print-sheet";

/**
 * A challan as one A4 sheet that goes with the work: the boutique, the number and date, to
 * whom, for which order and step, what was sent (pieces and metres), back by when, and the
 * two signatures. Nothing of the customer's: the order's number is enough to match it up.
 */
export function ChallanSheet({ challan }: { challan: Challan }) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const step = localizedStepName(challan.stepName, locale);
  return (
    <article className="job-card-print p-2 text-[11pt] text-black" data-testid="challan-sheet">
      <header className="flex items-start justify-between gap-4 border-b-2 border-black pb-2">
        <div>
          <h1 className="text-xl font-bold">
            {m.admin_challan_sheet_title({ boutique: BUSINESS.name }, o)}
          </h1>
          <p className="text-sm">{fullAddress(locale)}</p>
          <p className="text-sm">{primaryPhone().display}</p>
        </div>
        <div className="text-right">
          <p className="font-mono text-lg font-bold">
            {m.admin_challan_sheet_number({ number: challan.number }, o)}
          </p>
          <p>{m.admin_challan_sheet_date({ date: f.date(challan.sentOn) }, o)}</p>
        </div>
      </header>
      <section className="mt-3">
        <p className="text-sm font-semibold uppercase">{m.admin_challan_sheet_to({}, o)}</p>
        <p className="text-lg font-bold" translate="no">
          {challan.karigar.name}
        </p>
        <p>{challan.karigar.phone}</p>
        <p className="mt-2">{m.admin_challan_sheet_purpose({ order: challan.orderId, step }, o)}</p>
        <p className="font-semibold">
          {m.admin_challan_sheet_expected({ date: f.date(challan.expectedOn) }, o)}
        </p>
      </section>
      <table className="mt-3 w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-black">
            <th className="py-1 pr-2">{m.admin_challan_sheet_sno({}, o)}</th>
            <th className="py-1 pr-2">{m.admin_challan_description({}, o)}</th>
            <th className="py-1 pr-2 text-right">{m.admin_challan_quantity({}, o)}</th>
            <th className="py-1 text-right">{m.admin_challan_metres_label({}, o)}</th>
          </tr>
        </thead>
        <tbody>
          {challan.lines.map((l, i) => (
            <tr key={l.id} className="border-b border-black/40 align-top">
              <td className="py-1.5 pr-2">{f.number(i + 1)}</td>
              <td className="py-1.5 pr-2" translate="no">
                {l.description}
              </td>
              <td className="py-1.5 pr-2 text-right">
                {l.quantity > 0 ? f.number(l.quantity) : "—"}
              </td>
              <td className="py-1.5 text-right">
                {l.centimetres > 0 ? metresOf(l.centimetres) : "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {challan.note && <p className="mt-3 whitespace-pre-line">{challan.note}</p>}
      <p className="mt-3 text-[9pt]">{m.admin_challan_sheet_not_sale({}, o)}</p>
      <footer className="mt-12 flex justify-between gap-8 text-[10pt]">
        <p className="flex-1 border-t border-black pt-1">{m.admin_challan_sheet_received({}, o)}</p>
        <p className="flex-1 border-t border-black pt-1 text-right">
          {m.admin_challan_sheet_sent({ boutique: BUSINESS.name }, o)}
        </p>
      </footer>
    </article>
  );
}

/** Prints the challan on one A4 sheet (the page's print rules: app.css's job-card-print). */
export function PrintChallan({ challan }: { challan: Challan }) {
  const o = inLocale(useAdminLocale());
  return (
    <PrintSheetButton
      label={m.admin_challan_print({}, o)}
      sheet={<ChallanSheet challan={challan} />}
    />
  );
}
