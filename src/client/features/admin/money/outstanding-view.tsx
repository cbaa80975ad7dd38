import { Link } from "react-router";
import { ADMIN_PATHS } from "../../../../shared/admin-paths";
import { inLocale, m } from "../../../../shared/messages";
import {
  AGE_BUCKETS,
  type AgeBucket,
  type OutstandingPage,
  type OutstandingRow,
} from "../../../../shared/money";
import { ExportButton } from "../export-button";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { problemText } from "../i18n/problem-text";
import {
  BODY_CLASS,
  CELL_CLASS,
  HEAD_CLASS,
  LineBreak,
  OPEN_BUTTON_CLASS,
  ROW_CLASS,
  TABLE_CLASS,
} from "../list-table";
import { LoadMore } from "../load-more";
import { Notice } from "../notice";
import type { AdminCall, AdminDownload } from "../use-admin-session";
import { MONEY_PROBLEMS } from "./money-problems";
import { useMoneyPages } from "./use-money-pages";

const RIGHT = "text-right tabular-nums whitespace-nowrap";

/** The buckets' names: "0–30 days" / "0–30 दिन". */
export function bucketNames(o: ReturnType<typeof inLocale>): Record<AgeBucket, string> {
  return {
    "0-30": m.admin_money_age_0_30({}, o),
    "31-60": m.admin_money_age_31_60({}, o),
    "61-90": m.admin_money_age_61_90({}, o),
    "90+": m.admin_money_age_90({}, o),
  };
}

/**
 * What customers still owe on delivered orders, the most owed first: each customer's money by
 * how long ago it was delivered (0–30, 31–60, 61–90, over 90 days), and the totals.
 */
export function OutstandingView({ call, download }: { call: AdminCall; download: AdminDownload }) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const pages = useMoneyPages<OutstandingPage, OutstandingRow>(
    call,
    "/money/outstanding",
    (p) => p.rows,
  );
  const page = pages.first;
  const names = bucketNames(o);
  const rupees = (n: number) => (n === 0 ? "—" : f.rupees(n));
  return (
    <div data-testid="outstanding">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink/75">
          {page
            ? m.admin_money_outstanding_intro({ date: f.date(page.asOf) }, o)
            : m.admin_money_loading({}, o)}
        </p>
        <ExportButton download={download} path="/money/outstanding.csv" />
      </div>
      {pages.error && (
        <Notice error>{problemText(locale, pages.error, { known: MONEY_PROBLEMS })}</Notice>
      )}
      {page && (
        <>
          <dl
            className="mt-4 grid grid-cols-2 gap-3 rounded-xl border border-gold-200 bg-white p-4 text-sm sm:grid-cols-5"
            data-testid="outstanding-total"
          >
            {AGE_BUCKETS.map((bucket) => (
              <div key={bucket}>
                <dt className="text-ink/70">{names[bucket]}</dt>
                <dd
                  className={`font-semibold ${bucket === "90+" && page.totals.buckets[bucket] > 0 ? "text-red-800" : ""}`}
                >
                  {f.rupees(page.totals.buckets[bucket])}
                </dd>
              </div>
            ))}
            <div className="col-span-2 sm:col-span-1">
              <dt className="text-ink/70">{m.admin_money_total({}, o)}</dt>
              <dd className="text-lg font-semibold text-maroon-800">
                {f.rupees(page.totals.totalRupees)}
              </dd>
              <dd className="text-xs text-ink/70">
                {m.admin_money_outstanding_counts(
                  {
                    customers: f.number(page.totals.customers),
                    orders: f.number(page.totals.orders),
                  },
                  o,
                )}
              </dd>
            </div>
          </dl>
          {pages.rows && pages.rows.length === 0 ? (
            <Notice>{m.admin_money_nothing_owed({}, o)}</Notice>
          ) : (
            <table className={TABLE_CLASS} data-testid="outstanding-table">
              <caption className="sr-only">{m.admin_money_view_outstanding({}, o)}</caption>
              <thead className="max-sm:hidden">
                <tr>
                  <th className={HEAD_CLASS}>{m.admin_money_customer({}, o)}</th>
                  <th className={`${HEAD_CLASS} text-right`}>{m.admin_money_orders({}, o)}</th>
                  {AGE_BUCKETS.map((bucket) => (
                    <th key={bucket} className={`${HEAD_CLASS} text-right`}>
                      {names[bucket]}
                    </th>
                  ))}
                  <th className={`${HEAD_CLASS} text-right`}>{m.admin_money_total({}, o)}</th>
                </tr>
              </thead>
              <tbody className={BODY_CLASS}>
                {pages.rows?.map((row) => (
                  <tr
                    key={`${row.customerId ?? row.phone}`}
                    className={`${ROW_CLASS} ${row.buckets["90+"] > 0 ? "max-sm:border-l-red-500" : ""}`}
                    data-testid="outstanding-row"
                  >
                    <td className={CELL_CLASS}>
                      <span
                        translate="no"
                        className="block max-sm:order-1 max-sm:min-w-0 max-sm:flex-1 max-sm:truncate"
                      >
                        {row.customerId === null ? (
                          <span className="font-semibold">{row.name}</span>
                        ) : (
                          <Link
                            to={ADMIN_PATHS.customer(row.customerId)}
                            className={OPEN_BUTTON_CLASS}
                          >
                            {row.name}
                          </Link>
                        )}
                      </span>
                      <span className="block text-xs text-ink/70 max-sm:order-4">{row.phone}</span>
                    </td>
                    <td className={`${CELL_CLASS} ${RIGHT}`}>
                      <span className="block text-ink/75 max-sm:order-5">
                        <span className="sm:sr-only">{m.admin_money_orders({}, o)} </span>
                        {f.number(row.orders)}
                      </span>
                    </td>
                    {AGE_BUCKETS.map((bucket) => (
                      <td key={bucket} className={`${CELL_CLASS} ${RIGHT}`}>
                        <span
                          className={`block max-sm:order-6 max-sm:text-xs ${row.buckets[bucket] === 0 ? "max-sm:hidden text-ink/50" : ""} ${bucket === "90+" && row.buckets[bucket] > 0 ? "font-semibold text-red-800" : ""}`}
                        >
                          <span className="sm:sr-only">{names[bucket]}: </span>
                          {rupees(row.buckets[bucket])}
                        </span>
                      </td>
                    ))}
                    <td className={`${CELL_CLASS} ${RIGHT}`}>
                      <span className="block font-semibold max-sm:order-2">
                        {f.rupees(row.totalRupees)}
                      </span>
                      <LineBreak order="max-sm:order-3" />
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
              label={m.admin_money_more_customers({}, o)}
              status={m.admin_money_customers_shown(
                {
                  count: f.number(pages.rows?.length ?? 0),
                  total: f.number(page.totals.customers),
                },
                o,
              )}
            />
          )}
        </>
      )}
    </div>
  );
}
