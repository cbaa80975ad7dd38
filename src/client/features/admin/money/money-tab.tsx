import { todayInIndia } from "../../../../shared/dates";
import { inLocale, m } from "../../../../shared/messages";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAddressQuery } from "../use-admin-nav";
import { ViewSwitch } from "../view-switch";
import type { AdminCall, AdminDownload } from "../use-admin-session";
import { DayBookView } from "./day-book-view";
import { GstView } from "./gst-view";
import { OutstandingView } from "./outstanding-view";

export const MONEY_VIEWS = ["day-book", "outstanding", "gst"] as const;
export type MoneyView = (typeof MONEY_VIEWS)[number];

/** What the money screen shows: which view, the day book's range, the GST summary's month. */
export interface MoneyQuery {
  view: MoneyView;
  from: string;
  to: string;
  month: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

/** This month so far: the day book's range and the GST month until she picks others. */
function defaults(): MoneyQuery {
  const today = todayInIndia();
  return { view: "day-book", from: `${today.slice(0, 7)}-01`, to: today, month: today.slice(0, 7) };
}

const queryOf = (params: URLSearchParams): MoneyQuery => {
  const d = defaults();
  const pick = (key: string, pattern: RegExp, fallback: string) => {
    const value = params.get(key);
    return value && pattern.test(value) ? value : fallback;
  };
  return {
    view: MONEY_VIEWS.find((v) => v === params.get("view")) ?? d.view,
    from: pick("from", DATE, d.from),
    to: pick("to", DATE, d.to),
    month: pick("month", MONTH, d.month),
  };
};

/** Only what differs from the defaults, so /admin/money is this month's day book. */
const paramsOf = (query: MoneyQuery): URLSearchParams => {
  const d = defaults();
  const params = new URLSearchParams();
  if (query.view !== d.view) params.set("view", query.view);
  if (query.view === "day-book" && (query.from !== d.from || query.to !== d.to)) {
    params.set("from", query.from);
    params.set("to", query.to);
  }
  if (query.view === "gst" && query.month !== d.month) params.set("month", query.month);
  return params;
};

/**
 * Money (/admin/money): the day book (payments in, refunds out, by day and mode), the balances
 * customers still owe by age, and the month's GST summary for the returns; each with its CSV.
 * The view and its range or month are in the address.
 */
export function MoneyTab({ call, download }: { call: AdminCall; download: AdminDownload }) {
  const [query, setQuery] = useAddressQuery(queryOf, paramsOf, true);
  const o = inLocale(useAdminLocale());
  const names: Record<MoneyView, string> = {
    "day-book": m.admin_money_view_day_book({}, o),
    outstanding: m.admin_money_view_outstanding({}, o),
    gst: m.admin_money_view_gst({}, o),
  };
  return (
    <section aria-labelledby="money-heading">
      <h2 id="money-heading" className="text-2xl font-bold text-maroon-800">
        {m.admin_money_title({}, o)}
      </h2>
      <ViewSwitch
        className="mt-3 mb-5"
        label={m.admin_money_views({}, o)}
        choices={MONEY_VIEWS.map((view) => ({ id: view, label: names[view] }))}
        chosen={query.view}
        onChoose={(view) => view !== query.view && setQuery({ ...query, view })}
      />
      {query.view === "day-book" && (
        <DayBookView
          key={`${query.from}|${query.to}`}
          range={{ from: query.from, to: query.to }}
          onRange={(range) => setQuery({ ...query, ...range })}
          call={call}
          download={download}
        />
      )}
      {query.view === "outstanding" && <OutstandingView call={call} download={download} />}
      {query.view === "gst" && (
        <GstView
          month={query.month}
          onMonth={(month) => setQuery({ ...query, month })}
          call={call}
          download={download}
        />
      )}
    </section>
  );
}
