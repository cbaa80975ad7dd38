import { useState, type FormEvent } from "react";
import { addDays, todayInIndia } from "../../../../shared/dates";
import { inLocale, m } from "../../../../shared/messages";
import { DayBookQuerySchema, type DayBookDay, type DayBookPage } from "../../../../shared/money";
import { paymentMethodNames } from "../../../../shared/payments";
import { Button } from "../button";
import { ExportButton } from "../export-button";
import { FormError, TextInput } from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { problemText } from "../i18n/problem-text";
import {
  BODY_CLASS,
  CELL_CLASS,
  HEAD_CLASS,
  LineBreak,
  ROW_CLASS,
  TABLE_CLASS,
} from "../list-table";
import { LoadMore } from "../load-more";
import { Notice } from "../notice";
import type { AdminCall, AdminDownload } from "../use-admin-session";
import { MONEY_PROBLEMS } from "./money-problems";
import { useMoneyPages } from "./use-money-pages";

interface Range {
  from: string;
  to: string;
}

/** The ranges a click picks: today, this month, last month, this financial year (April on). */
function presets(today: string): Record<"today" | "month" | "lastMonth" | "year", Range> {
  const monthStart = `${today.slice(0, 7)}-01`;
  const lastMonthEnd = addDays(monthStart, -1);
  const year = Number(today.slice(0, 4));
  const fyStart = `${Number(today.slice(5, 7)) >= 4 ? year : year - 1}-04-01`;
  return {
    today: { from: today, to: today },
    month: { from: monthStart, to: today },
    lastMonth: { from: `${lastMonthEnd.slice(0, 7)}-01`, to: lastMonthEnd },
    year: { from: fyStart, to: today },
  };
}

const RIGHT = "text-right tabular-nums";

/**
 * The day book: for a range (a year at most), the money received and given back by mode with
 * its totals, then each day with entries, newest first, a page of days at a time.
 */
export function DayBookView({
  range,
  onRange,
  call,
  download,
}: {
  range: Range;
  onRange: (range: Range) => void;
  call: AdminCall;
  download: AdminDownload;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const methods = paymentMethodNames(locale);
  // The fields start from the range shown (a new range from outside remounts the view: its key).
  const [typed, setTyped] = useState(range);
  const [refusal, setRefusal] = useState<{ error: string; field: string } | null>(null);
  const query = `from=${range.from}&to=${range.to}`;
  const pages = useMoneyPages<DayBookPage, DayBookDay>(
    call,
    `/money/day-book?${query}`,
    (p) => p.days,
  );
  const page = pages.first;

  function show(event: FormEvent) {
    event.preventDefault();
    const checked = DayBookQuerySchema.safeParse(typed);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      return setRefusal({ error: issue.message, field: String(issue.path[0] ?? "") });
    }
    setRefusal(null);
    onRange({ from: checked.data.from, to: checked.data.to });
  }
  const labels = { from: m.admin_money_from({}, o), to: m.admin_money_to({}, o) };
  const say = (r: { error: string; field?: string }) =>
    problemText(locale, r, { known: MONEY_PROBLEMS, labels });
  const pick = presets(todayInIndia());
  const presetNames = {
    today: m.admin_money_preset_today({}, o),
    month: m.admin_money_preset_month({}, o),
    lastMonth: m.admin_money_preset_last_month({}, o),
    year: m.admin_money_preset_year({}, o),
  };
  const rupees = (n: number) => f.rupees(n);
  /** Money in (+) or out (−); nothing is a dash, so the figures that count stand out. */
  const signed = (n: number, sign: "+" | "−") => (n === 0 ? "—" : `${sign}${rupees(n)}`);
  const modeLine = (day: DayBookDay) =>
    day.modes
      .map((mode) =>
        [
          mode.inRupees !== 0 ? `${methods[mode.method]} ${rupees(mode.inRupees)}` : "",
          mode.outRupees !== 0
            ? m.admin_money_refund_of(
                { method: methods[mode.method], amount: rupees(mode.outRupees) },
                o,
              )
            : "",
        ]
          .filter(Boolean)
          .join(" · "),
      )
      .filter(Boolean)
      .join(" · ");

  return (
    <div data-testid="day-book">
      <form
        onSubmit={show}
        noValidate
        className="flex flex-wrap items-end gap-3"
        aria-label={m.admin_money_range({}, o)}
      >
        <TextInput
          label={labels.from}
          type="date"
          value={typed.from}
          onChange={(from) => setTyped({ ...typed, from })}
          error={refusal?.field === "from" ? say(refusal) : undefined}
        />
        <TextInput
          label={labels.to}
          type="date"
          value={typed.to}
          onChange={(to) => setTyped({ ...typed, to })}
          error={refusal?.field === "to" ? say(refusal) : undefined}
        />
        <Button type="submit">{m.admin_money_show({}, o)}</Button>
        <ExportButton download={download} path={`/money/day-book.csv?${query}`} />
      </form>
      <div className="mt-3 flex flex-wrap gap-2 text-sm">
        {(Object.keys(pick) as (keyof typeof pick)[]).map((key) => (
          <button
            key={key}
            type="button"
            onClick={() => onRange(pick[key])}
            className="rounded-full border border-maroon-200 px-3 py-1 text-maroon-700 hover:bg-maroon-50"
          >
            {presetNames[key]}
          </button>
        ))}
      </div>
      {refusal && !["from", "to"].includes(refusal.field) && <FormError message={say(refusal)} />}
      {pages.error && <Notice error>{say(pages.error)}</Notice>}
      {!page ? (
        !pages.error && <Notice>{m.admin_money_loading({}, o)}</Notice>
      ) : (
        <>
          <h3 className="mt-6 text-lg font-semibold text-maroon-800">
            {m.admin_money_range_heading({ from: f.date(page.from), to: f.date(page.to) }, o)}
          </h3>
          <dl
            className="mt-3 grid grid-cols-2 gap-3 rounded-xl border border-gold-200 bg-white p-4 text-sm sm:grid-cols-3"
            data-testid="day-book-total"
          >
            <div>
              <dt className="text-ink/70">{m.admin_money_in({}, o)}</dt>
              <dd className="text-lg font-semibold text-green-800">
                {rupees(page.total.inRupees)}
              </dd>
            </div>
            <div>
              <dt className="text-ink/70">{m.admin_money_out({}, o)}</dt>
              <dd className="text-lg font-semibold text-red-800">{rupees(page.total.outRupees)}</dd>
            </div>
            {/* On a phone the net has a row of its own: three crore-sized sums do not fit one. */}
            <div className="max-sm:col-span-2">
              <dt className="text-ink/70">{m.admin_money_net({}, o)}</dt>
              <dd className="text-lg font-semibold">
                {rupees(page.total.inRupees - page.total.outRupees)}
              </dd>
            </div>
          </dl>
          <table className={`${TABLE_CLASS} max-w-2xl`} data-testid="day-book-modes">
            <caption className="sr-only">{m.admin_money_by_mode({}, o)}</caption>
            <thead className="max-sm:hidden">
              <tr>
                <th className={HEAD_CLASS}>{m.admin_money_mode({}, o)}</th>
                <th className={`${HEAD_CLASS} text-right`}>{m.admin_money_in({}, o)}</th>
                <th className={`${HEAD_CLASS} text-right`}>{m.admin_money_out({}, o)}</th>
                <th className={`${HEAD_CLASS} text-right`}>{m.admin_money_net({}, o)}</th>
              </tr>
            </thead>
            <tbody className={BODY_CLASS}>
              {page.totals.map((mode) => (
                <tr key={mode.method} className={ROW_CLASS} data-testid="mode-total">
                  <td className={CELL_CLASS}>
                    <span className="block font-semibold max-sm:order-1 max-sm:flex-1">
                      {methods[mode.method]}
                    </span>
                  </td>
                  <td className={`${CELL_CLASS} ${RIGHT}`}>
                    <span
                      className={`block max-sm:order-2 ${mode.inRupees ? "text-green-800" : "text-ink/50 max-sm:hidden"}`}
                    >
                      {signed(mode.inRupees, "+")}
                    </span>
                  </td>
                  <td className={`${CELL_CLASS} ${RIGHT}`}>
                    <span
                      className={`block max-sm:order-3 ${mode.outRupees ? "text-red-800" : "text-ink/50 max-sm:hidden"}`}
                    >
                      {signed(mode.outRupees, "−")}
                    </span>
                  </td>
                  <td className={`${CELL_CLASS} ${RIGHT}`}>
                    <span className="block font-semibold max-sm:order-4">
                      {rupees(mode.inRupees - mode.outRupees)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3 className="mt-8 text-lg font-semibold text-maroon-800">
            {m.admin_money_by_day({}, o)}
          </h3>
          {pages.rows && pages.rows.length === 0 ? (
            <Notice>{m.admin_money_no_entries({}, o)}</Notice>
          ) : (
            <table className={TABLE_CLASS} data-testid="day-book-days">
              <caption className="sr-only">{m.admin_money_by_day({}, o)}</caption>
              <thead className="max-sm:hidden">
                <tr>
                  <th className={HEAD_CLASS}>{m.admin_money_date({}, o)}</th>
                  <th className={`${HEAD_CLASS} text-right`}>{m.admin_money_in({}, o)}</th>
                  <th className={`${HEAD_CLASS} text-right`}>{m.admin_money_out({}, o)}</th>
                  <th className={`${HEAD_CLASS} text-right`}>{m.admin_money_net({}, o)}</th>
                  <th className={HEAD_CLASS}>{m.admin_money_modes({}, o)}</th>
                </tr>
              </thead>
              <tbody className={BODY_CLASS}>
                {pages.rows?.map((day) => (
                  <tr key={day.date} className={ROW_CLASS} data-testid="day-row">
                    <td className={CELL_CLASS}>
                      <span className="block font-semibold max-sm:order-1">
                        {f.shortDate(day.date)}
                      </span>
                    </td>
                    <td className={`${CELL_CLASS} ${RIGHT}`}>
                      {/* On a phone the line of modes says what came in and went out. */}
                      <span
                        className={`block max-sm:hidden ${day.inRupees ? "text-green-800" : "text-ink/50"}`}
                      >
                        {signed(day.inRupees, "+")}
                      </span>
                    </td>
                    <td className={`${CELL_CLASS} ${RIGHT}`}>
                      <span
                        className={`block max-sm:hidden ${day.outRupees ? "text-red-800" : "text-ink/50"}`}
                      >
                        {signed(day.outRupees, "−")}
                      </span>
                    </td>
                    <td className={`${CELL_CLASS} ${RIGHT}`}>
                      <span className="block font-semibold max-sm:order-2 max-sm:ml-auto">
                        {rupees(day.inRupees - day.outRupees)}
                      </span>
                    </td>
                    <td className={CELL_CLASS}>
                      <LineBreak order="max-sm:order-5" />
                      <span className="block text-ink/75 max-sm:order-6 max-sm:text-xs">
                        {modeLine(day)}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {pages.more && (
            <LoadMore
              onMore={() => void pages.loadMore()}
              loading={pages.loadingMore}
              label={m.admin_money_more_days({}, o)}
              status={m.admin_money_days_shown({ count: f.number(pages.rows?.length ?? 0) }, o)}
            />
          )}
        </>
      )}
    </div>
  );
}
