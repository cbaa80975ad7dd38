import { ArrowLeft, Pencil } from "lucide-react";
import { useState } from "react";
import { formatPaise } from "../../../../shared/billing/money";
import { BUSINESS } from "../../../../shared/business";
import { inLocale, m } from "../../../../shared/messages";
import type { JobCard, KarigarPage as Page } from "../../../../shared/workshop/workshop";
import { Button } from "../button";
import { ContactLinks } from "../contact-links";
import { Fact } from "../fact";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import { problemText } from "../i18n/problem-text";
import { BODY_CLASS, CELL_CLASS as CELL, HEAD_CLASS, ROW_CLASS, TABLE_CLASS } from "../list-table";
import { Notice } from "../notice";
import type { AdminCall, AdminDownload } from "../use-admin-session";
import { AdjustmentForm, PayoutForm, RateForm } from "./account-forms";
import { KarigarForm } from "./karigar-form";
import { PrintKarigarCard } from "./karigar-job-card";
import { StatementPanel } from "./statement-panel";
import { useWorkshopRead } from "./use-workshop-read";
import { AssignedStepLine } from "./workload-board";
import { entryKindName, entryText, placeName, stepNameOf, unitName } from "./workshop-names";
import { WORKSHOP_PROBLEMS } from "./workshop-problems";

/**
 * One karigar: their details, what is owed and their open steps, the job card to print, their
 * dated piece rates, adjustments and payouts, the latest entries and a statement for a period.
 */
export function KarigarPage({
  karigarId,
  call,
  download,
  onBack,
  onOpenOrder,
}: {
  karigarId: number;
  call: AdminCall;
  download: AdminDownload;
  onBack: () => void;
  onOpenOrder: (orderId: string) => void;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const toast = useAdminToast();
  const read = useWorkshopRead<Page>(call, `/workshop/karigars/${karigarId}`);
  // Asked again after every change here, so it holds the steps open now.
  const card = useWorkshopRead<JobCard>(call, `/workshop/karigars/${karigarId}/job-card`);
  const [editing, setEditing] = useState(false);
  const back = (
    <Button variant="outline" onClick={onBack}>
      <ArrowLeft className="size-4" aria-hidden="true" /> {m.admin_workshop_back({}, o)}
    </Button>
  );
  const page = read.answer;
  if (!page)
    return (
      <div>
        {back}
        <Notice error={read.error !== null}>
          {read.error
            ? problemText(locale, read.error, { known: WORKSHOP_PROBLEMS })
            : m.admin_workshop_loading({}, o)}
        </Notice>
      </div>
    );
  const { karigar, open, recent } = page;
  const answered = (next: Page) => {
    read.setAnswer(next);
    card.reload();
  };
  return (
    <section aria-labelledby="karigar-heading">
      {back}
      <div className="mt-4 rounded-2xl border border-gold-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="karigar-heading" className="text-2xl font-bold text-maroon-800" translate="no">
            {karigar.name}
          </h2>
          {!karigar.active && (
            <span className="rounded-full border border-stone-300 bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-700">
              {m.admin_workshop_inactive({}, o)}
            </span>
          )}
        </div>
        {editing ? (
          <div className="mt-4">
            <KarigarForm
              karigar={karigar}
              call={call}
              onSaved={(next) => {
                answered(next);
                setEditing(false);
                toast({ title: m.admin_workshop_saved({}, o), description: next.karigar.name });
              }}
              onClose={() => setEditing(false)}
            />
          </div>
        ) : (
          <>
            <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
              <Fact
                label={m.admin_workshop_owed({}, o)}
                testId="karigar-due"
                valueClassName="text-2xl font-bold text-maroon-800"
              >
                {formatPaise(karigar.duePaise, locale)}
              </Fact>
              <Fact label={m.admin_workshop_phone({}, o)}>
                <ContactLinks
                  compact
                  name={karigar.name}
                  phone={karigar.phone}
                  email=""
                  subject={BUSINESS.name}
                />
              </Fact>
              <Fact label={m.admin_workshop_place({}, o)}>{placeName(karigar.place, locale)}</Fact>
              <Fact label={m.admin_workshop_skills_short({}, o)}>
                {karigar.skills.map((s) => stepNameOf(s, locale)).join(", ") || "—"}
              </Fact>
              {karigar.note && (
                <Fact label={m.admin_workshop_note({}, o)} className="sm:col-span-2 lg:col-span-4">
                  {karigar.note}
                </Fact>
              )}
            </dl>
            <div className="mt-4 flex flex-wrap gap-3">
              <Button variant="outline" onClick={() => setEditing(true)}>
                <Pencil className="size-4" aria-hidden="true" /> {m.admin_workshop_edit({}, o)}
              </Button>
              <PrintKarigarCard card={card.answer} />
            </div>
          </>
        )}
      </div>

      <section aria-labelledby="open-heading" className="mt-6">
        <h3 id="open-heading" className="text-xl font-semibold text-maroon-800">
          {m.admin_workshop_open_heading({ count: f.number(open.length) }, o)}
        </h3>
        {open.length === 0 ? (
          <Notice>{m.admin_workshop_no_open({}, o)}</Notice>
        ) : (
          <ol className="mt-2 divide-y divide-gold-100 rounded-xl border border-gold-200 bg-white px-4 py-1">
            {open.map((s) => (
              <AssignedStepLine
                key={`${s.orderId}:${s.stepId}`}
                step={s}
                onOpenOrder={onOpenOrder}
              />
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="rates-heading" className="mt-6">
        <h3 id="rates-heading" className="text-xl font-semibold text-maroon-800">
          {m.admin_workshop_rates_heading({}, o)}
        </h3>
        <p className="text-sm text-ink/70">{m.admin_workshop_rates_hint({}, o)}</p>
        {karigar.rates.length === 0 ? (
          <Notice>{m.admin_workshop_no_rates({}, o)}</Notice>
        ) : (
          <table data-testid="rate-table" className={TABLE_CLASS}>
            <caption className="sr-only">{m.admin_workshop_rates_heading({}, o)}</caption>
            <thead className="max-sm:hidden">
              <tr>
                <th scope="col" className={HEAD_CLASS}>
                  {m.admin_workshop_rate_step({}, o)}
                </th>
                <th scope="col" className={HEAD_CLASS}>
                  {m.admin_workshop_rate_work({}, o)}
                </th>
                <th scope="col" className={`${HEAD_CLASS} text-right`}>
                  {m.admin_workshop_rate({}, o)}
                </th>
                <th scope="col" className={HEAD_CLASS}>
                  {m.admin_workshop_rate_from({}, o)}
                </th>
              </tr>
            </thead>
            <tbody className={BODY_CLASS}>
              {karigar.rates.map((r) => (
                <tr key={r.id} data-testid="rate" className={ROW_CLASS}>
                  <td className={CELL}>
                    <span className="block font-semibold max-sm:order-1">
                      {stepNameOf(r.stepId, locale)}
                    </span>
                  </td>
                  <td className={CELL}>
                    <span className="block max-sm:order-2" translate="no">
                      {r.work}
                    </span>
                  </td>
                  <td className={`${CELL} whitespace-nowrap text-right`}>
                    <span className="block max-sm:order-4 max-sm:basis-auto">
                      {formatPaise(r.ratePaise, locale)} {unitName(r.unit, locale)}
                    </span>
                  </td>
                  <td className={`${CELL} whitespace-nowrap`}>
                    <span className="block max-sm:order-5 max-sm:text-ink/70">
                      {m.admin_workshop_rate_since({ date: f.shortDate(r.effectiveFrom) }, o)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div className="mt-3">
          <RateForm karigarId={karigar.id} call={call} onAnswer={answered} />
        </div>
      </section>

      <section aria-labelledby="account-heading" className="mt-8">
        <h3 id="account-heading" className="text-xl font-semibold text-maroon-800">
          {m.admin_workshop_account_heading({}, o)}
        </h3>
        <div className="mt-3 grid gap-4 lg:grid-cols-2">
          <PayoutForm
            karigarId={karigar.id}
            duePaise={karigar.duePaise}
            call={call}
            onAnswer={answered}
          />
          <AdjustmentForm karigarId={karigar.id} call={call} onAnswer={answered} />
        </div>
        <h4 className="mt-6 font-semibold text-maroon-800">
          {m.admin_workshop_recent_heading({}, o)}
        </h4>
        {recent.length === 0 ? (
          <Notice>{m.admin_workshop_no_entries({}, o)}</Notice>
        ) : (
          <ul
            data-testid="recent-entries"
            className="mt-2 divide-y divide-gold-100 rounded-xl border border-gold-200 bg-white px-4"
          >
            {recent.map((e) => (
              <li
                key={e.id}
                data-testid="entry"
                data-kind={e.kind}
                className="flex flex-wrap items-baseline gap-x-3 py-2 text-sm"
              >
                <span className="whitespace-nowrap text-ink/70">{f.shortDate(e.onDate)}</span>
                <span className="font-semibold">{entryKindName(e.kind, locale)}</span>
                {/* On a phone the entry's words take a line of their own under its date and amount. */}
                <span className="min-w-0 max-sm:order-last max-sm:basis-full sm:flex-1">
                  {e.orderId && <span className="font-mono">{e.orderId} · </span>}
                  {entryText(e, locale)}
                </span>
                <span
                  className={`whitespace-nowrap font-semibold max-sm:ml-auto ${e.amountPaise < 0 ? "text-red-700" : "text-green-800"}`}
                >
                  {formatPaise(e.amountPaise, locale)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <StatementPanel
        karigarId={karigar.id}
        call={call}
        download={download}
        onOpenOrder={onOpenOrder}
      />
    </section>
  );
}
