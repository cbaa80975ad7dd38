import { BUSINESS } from "../../../../shared/business";
import { todayInIndia } from "../../../../shared/dates";
import { inLocale, m } from "../../../../shared/messages";
import type { JobCard } from "../../../../shared/workshop/workshop";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { localizedStepName } from "../i18n/display-names";
import { PrintSheetButton } from "../print-sheet";
import { placeName } from "./workshop-names";

/**
 * A karigar's job card, one A4 sheet that goes with the pieces: their open steps only, what to
 * make and by when. No prices and nothing of the customer's: the server sends neither.
 */
export function KarigarJobCard({ card }: { card: JobCard }) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  return (
    <article className="job-card-print p-2 text-[11pt] text-black" data-testid="karigar-job-card">
      <header className="flex items-start justify-between border-b-2 border-black pb-2">
        <div>
          <p className="text-sm">{m.admin_workshop_card_title({ boutique: BUSINESS.name }, o)}</p>
          <h1 className="text-2xl font-bold" translate="no">
            {card.karigar.name}
          </h1>
          <p>{placeName(card.karigar.place, locale)}</p>
        </div>
        <p className="text-right text-sm">
          {m.admin_workshop_card_printed({ date: f.date(todayInIndia()) }, o)}
        </p>
      </header>
      <table className="mt-3 w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-black">
            <th className="py-1 pr-2">{m.admin_workshop_card_order({}, o)}</th>
            <th className="py-1 pr-2">{m.admin_workshop_card_step({}, o)}</th>
            <th className="py-1 pr-2">{m.admin_workshop_card_pieces({}, o)}</th>
            <th className="py-1 pr-2">{m.admin_workshop_card_due({}, o)}</th>
            <th className="py-1">{m.admin_workshop_card_done({}, o)}</th>
          </tr>
        </thead>
        <tbody>
          {card.steps.map((s) => (
            <tr key={`${s.orderId}:${s.stepName}`} className="border-b border-black/40 align-top">
              <td className="py-1.5 pr-2 font-mono font-bold">{s.orderId}</td>
              <td className="py-1.5 pr-2">
                {localizedStepName(s.stepName, locale)}
                <br />
                <span translate="no">{s.work}</span> × {f.number(s.quantity)}
              </td>
              <td className="py-1.5 pr-2" translate="no">
                {s.items.join("; ")}
              </td>
              <td className="py-1.5 pr-2 whitespace-nowrap font-semibold">
                {f.shortDate(s.dueDate)}
                {s.late && <> ({m.admin_workshop_card_late({}, o)})</>}
              </td>
              <td className="py-1.5">
                <span aria-hidden="true" className="inline-block size-4 border-2 border-black" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <footer className="mt-6 border-t border-black pt-2 text-[9pt]">
        {m.admin_workshop_card_received({}, o)} ______________________________
      </footer>
    </article>
  );
}

/** Prints the karigar's job card (asked for afresh, so it holds the steps open now). */
export function PrintKarigarCard({ card }: { card: JobCard | null }) {
  const o = inLocale(useAdminLocale());
  return (
    <PrintSheetButton
      label={m.admin_workshop_card_print({}, o)}
      disabled={!card || card.steps.length === 0}
      sheet={card && <KarigarJobCard card={card} />}
    />
  );
}
