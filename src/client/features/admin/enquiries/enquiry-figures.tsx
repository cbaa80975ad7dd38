import { useEffect, useState } from "react";
import { formatPaise } from "../../../../shared/billing/money";
import { LANGUAGE_TAGS } from "../../../../shared/locale";
import { inLocale, m } from "../../../../shared/messages";
import type {
  EnquiryFigures,
  EnquiryMonthFigures,
} from "../../../../shared/quotes/enquiry-figures";
import { useAdminLocale } from "../i18n/admin-locale";
import type { AdminCall } from "../use-admin-session";

/**
 * The enquiry figures (issue 22 §2), as the server counts them (GET /enquiries/figures): per
 * month, enquiries, those that became orders, value quoted against accepted, and the median
 * time to the first quote sent. Folded away under the list; read when opened.
 */
export function EnquiryFiguresPanel({ call }: { call: AdminCall }) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const [open, setOpen] = useState(false);
  const [figures, setFigures] = useState<EnquiryFigures | null>(null);
  useEffect(() => {
    if (!open) return;
    void call<EnquiryFigures>("/enquiries/figures").then((r) => r.ok && setFigures(r.data));
  }, [call, open]);
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${month}-01T00:00:00Z`));
  const cells = (f: Omit<EnquiryMonthFigures, "month">) => [
    String(f.enquiries),
    String(f.orders),
    formatPaise(f.quotedPaise, locale),
    formatPaise(f.acceptedPaise, locale),
    f.medianAnswerHours === null
      ? m.admin_enquiries_figures_none({}, o)
      : m.admin_enquiries_figures_hours({ hours: f.medianAnswerHours }, o),
  ];
  const heads = [
    m.admin_enquiries_figures_month({}, o),
    m.admin_enquiries_figures_enquiries({}, o),
    m.admin_enquiries_figures_orders({}, o),
    m.admin_enquiries_figures_quoted({}, o),
    m.admin_enquiries_figures_accepted({}, o),
    m.admin_enquiries_figures_answer({}, o),
  ];
  const th = "border-b border-gold-200 px-2 py-1.5 text-left font-semibold text-maroon-800";
  const td = "border-b border-stone-100 px-2 py-1.5 tabular-nums";
  return (
    <details
      className="mb-4 rounded-xl border border-gold-200 bg-white p-3"
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-testid="enquiry-figures"
    >
      <summary className="cursor-pointer font-semibold text-maroon-800">
        {m.admin_enquiries_figures({}, o)}
      </summary>
      {figures && (
        <>
          {/* A phone has no room for six columns: each month is a card of its figures. */}
          <ul className="mt-2 grid gap-2 md:hidden" data-testid="enquiry-figures-cards">
            {[
              ...[...figures.months].reverse().map((f) => ({ title: monthName(f.month), f })),
              { title: m.admin_enquiries_figures_total({}, o), f: figures.total },
            ].map(({ title, f }) => (
              <li key={title} className="rounded-lg border border-stone-100 p-2 text-sm">
                <p className="font-semibold text-maroon-800">{title}</p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                  {cells(f).map((c, i) => (
                    <div key={i} className="contents">
                      <dt className="text-ink/70">{heads[i + 1]}</dt>
                      <dd className="tabular-nums">{c}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <div className="mt-2 hidden overflow-x-auto md:block">
            <table className="w-full border-separate border-spacing-0 text-sm">
              <thead>
                <tr>
                  {heads.map((h) => (
                    <th key={h} scope="col" className={th}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[...figures.months].reverse().map((f) => (
                  <tr key={f.month}>
                    <th scope="row" className={`${td} text-left font-medium whitespace-nowrap`}>
                      {monthName(f.month)}
                    </th>
                    {cells(f).map((c, i) => (
                      <td key={i} className={`${td} whitespace-nowrap`}>
                        {c}
                      </td>
                    ))}
                  </tr>
                ))}
                <tr className="font-semibold">
                  <th scope="row" className={`${td} text-left`}>
                    {m.admin_enquiries_figures_total({}, o)}
                  </th>
                  {cells(figures.total).map((c, i) => (
                    <td key={i} className={`${td} whitespace-nowrap`}>
                      {c}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        </>
      )}
    </details>
  );
}
