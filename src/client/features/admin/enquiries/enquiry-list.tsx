import { Plus } from "lucide-react";
import { SEARCH_SETTLE_MS } from "../../../../shared/admin";
import { todayInIndia } from "../../../../shared/dates";
import type { Locale } from "../../../../shared/locale";
import { inLocale, m } from "../../../../shared/messages";
import {
  ENQUIRY_FILTERS,
  ENQUIRY_SEARCH_MAX,
  type EnquiryFilter,
  type EnquiryPage,
  type EnquiryRow,
} from "../../../../shared/quotes/enquiry-admin";
import { Button } from "../button";
import { EnquiryFiguresPanel } from "./enquiry-figures";
import { adminFormat, type AdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { problemText } from "../i18n/problem-text";
import {
  BODY_CLASS,
  CELL_CLASS as CELL,
  HEAD_CLASS,
  LineBreak,
  MARK_CLASS,
  MARK_CLASSES,
  OPEN_BUTTON_CLASS,
  ROW_CLASS,
  TABLE_CLASS,
} from "../list-table";
import { LoadMore } from "../load-more";
import { Notice } from "../notice";
import { SearchBox } from "../search-box";
import { useCursorPages } from "../use-cursor-pages";
import type { AdminCall } from "../use-admin-session";
import { enquiryNames, STATE_CLASSES } from "./enquiry-texts";

export interface EnquiryListFilter {
  state: EnquiryFilter;
  q: string;
}
export const DEFAULT_ENQUIRY_FILTER: EnquiryListFilter = { state: "all", q: "" };

/** The list's filter from its address (a part that does not parse: its default). */
export const enquiryFilterOf = (params: URLSearchParams): EnquiryListFilter => ({
  state: ENQUIRY_FILTERS.find((f) => f === params.get("state")) ?? "all",
  q: params.get("q") ?? "",
});
export const enquiryFilterParams = (filter: EnquiryListFilter): URLSearchParams => {
  const params = new URLSearchParams();
  if (filter.state !== "all") params.set("state", filter.state);
  if (filter.q) params.set("q", filter.q);
  return params;
};

/** Every text of the list, in the owner's language. */
function listTexts(locale: Locale) {
  const o = inLocale(locale);
  const f = adminFormat(locale);
  const names = enquiryNames(locale);
  const count = (n: number) =>
    n === 1
      ? m.admin_enquiries_count_one({ count: f.number(n) }, o)
      : m.admin_enquiries_count_other({ count: f.number(n) }, o);
  return {
    title: m.admin_enquiries_title({}, o),
    newEnquiry: m.admin_enquiries_new({}, o),
    search: m.admin_enquiries_search({}, o),
    searchHint: m.admin_enquiries_search_hint({}, o),
    filter: m.admin_enquiries_filter({}, o),
    /** A filter and how many it holds ("Lost (3)", "हाथ से गई (3)"), or its name alone. */
    filterName: (filter: EnquiryFilter, n?: number) => {
      const name =
        filter === "all"
          ? m.admin_enquiries_filter_all({}, o)
          : filter === "follow-up"
            ? m.admin_enquiries_follow_up_due({}, o)
            : names.state[filter];
      return n === undefined ? name : `${name} (${f.number(n)})`;
    },
    loading: m.admin_enquiries_loading({}, o),
    none: m.admin_enquiries_none({}, o),
    count,
    showing: (shown: number, total: number) =>
      m.admin_enquiries_showing({ shown: f.number(shown), enquiries: count(total) }, o),
    loadMore: m.admin_enquiries_load_more({}, o),
    columns: [
      m.admin_enquiries_col_reference({}, o),
      m.admin_enquiries_col_customer({}, o),
      m.admin_enquiries_col_designs({}, o),
      m.admin_enquiries_col_needed_by({}, o),
      m.admin_enquiries_col_state({}, o),
      m.admin_enquiries_col_received({}, o),
    ],
    noDesign: m.admin_enquiries_no_design({}, o),
    pieces: (n: number) => m.admin_enquiries_pieces({ count: f.number(n) }, o),
    followUp: (date: string) => m.admin_enquiries_follow_up_on({ date: f.shortDate(date) }, o),
    names,
    searchField: { q: m.admin_enquiries_search({}, o) },
  };
}
type Texts = ReturnType<typeof listTexts>;

/**
 * The enquiries (issue 22 §2), filtered and searched by the server (the address keeps both),
 * newest first, a page at a time; each state's count on its filter.
 */
export function EnquiryList({
  call,
  filter,
  onFilter,
  onOpen,
  onNew,
  today,
}: {
  call: AdminCall;
  filter: EnquiryListFilter;
  onFilter: (filter: EnquiryListFilter) => void;
  onOpen: (enquiryId: number) => void;
  onNew: () => void;
  today: string;
}) {
  const query = new URLSearchParams({ state: filter.state, q: filter.q.trim() }).toString();
  const list = useCursorPages(
    call,
    `/enquiries?${query}`,
    (page: EnquiryPage) => page.rows,
    SEARCH_SETTLE_MS,
  );
  const { rows } = list;
  const counts = list.first?.counts ?? null;
  const locale = useAdminLocale();
  const texts = listTexts(locale);
  const f = adminFormat(locale);
  return (
    <section aria-label={texts.title}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-maroon-800">{texts.title}</h2>
        <Button onClick={onNew} className="max-sm:px-3 max-sm:py-1.5 max-sm:text-sm">
          <Plus className="size-4" aria-hidden="true" /> {texts.newEnquiry}
        </Button>
      </div>
      <EnquiryFiguresPanel call={call} />
      <div
        role="group"
        aria-label={texts.filter}
        className="mb-3 flex gap-2 overflow-x-auto pb-1 sm:flex-wrap"
        data-testid="enquiry-filters"
      >
        {ENQUIRY_FILTERS.map((state) => (
          <button
            key={state}
            type="button"
            aria-pressed={filter.state === state}
            onClick={() => onFilter({ ...filter, state })}
            className={`shrink-0 rounded-full border px-3 py-1 text-sm font-semibold ${filter.state === state ? "border-maroon-700 bg-maroon-700 text-white" : "border-gold-300 bg-white text-maroon-800 hover:bg-maroon-50"}`}
          >
            {texts.filterName(state, counts?.[state])}
          </button>
        ))}
      </div>
      <SearchBox
        id="enquiry-search"
        label={texts.search}
        value={filter.q}
        onChange={(q) => onFilter({ ...filter, q })}
        placeholder={texts.searchHint}
        maxLength={ENQUIRY_SEARCH_MAX}
      />
      {list.error && (
        <Notice error>
          {problemText(locale, { error: list.error, field: "q" }, { labels: texts.searchField })}
        </Notice>
      )}
      {rows === null && !list.error && <Notice>{texts.loading}</Notice>}
      {rows?.length === 0 && list.current && <Notice>{texts.none}</Notice>}
      {rows && list.total > 0 && (
        <p className="mt-3 text-sm text-ink/70" data-testid="enquiry-count" aria-live="polite">
          {texts.count(list.total)}
        </p>
      )}
      {rows && rows.length > 0 && (
        <table data-testid="enquiry-table" className={TABLE_CLASS}>
          <caption className="sr-only">{texts.title}</caption>
          <thead className="max-sm:hidden">
            <tr>
              {texts.columns.map((c) => (
                <th key={c} scope="col" className={HEAD_CLASS}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={BODY_CLASS}>
            {rows.map((row) => (
              <EnquiryTableRow
                key={row.id}
                row={row}
                texts={texts}
                f={f}
                today={today}
                onOpen={() => onOpen(row.id)}
              />
            ))}
          </tbody>
        </table>
      )}
      {list.more && rows && (
        <LoadMore
          onMore={() => void list.loadMore()}
          loading={list.loadingMore}
          label={texts.loadMore}
          status={texts.showing(rows.length, list.total)}
        />
      )}
    </section>
  );
}

/**
 * One enquiry: its reference and her name (opening it), what she asks, by when, its state and
 * follow-up (red when due), when it came. On a phone, two lines.
 */
function EnquiryTableRow({
  row: r,
  texts,
  f,
  today,
  onOpen,
}: {
  row: EnquiryRow;
  texts: Texts;
  f: AdminFormat;
  today: string;
  onOpen: () => void;
}) {
  const followUpDue =
    r.followUpOn !== null && r.followUpOn <= today && (r.state === "new" || r.state === "quoted");
  return (
    <tr data-testid="enquiry-row" data-state={r.state} className={ROW_CLASS}>
      <td className={`${CELL} whitespace-nowrap`}>
        <button type="button" onClick={onOpen} className={`${OPEN_BUTTON_CLASS} max-sm:order-1`}>
          <span translate="no">{r.reference}</span>
        </button>
      </td>
      <td className={CELL}>
        <span
          className="block font-medium max-sm:order-2 max-sm:min-w-0 max-sm:flex-1 max-sm:truncate"
          translate="no"
        >
          {r.name}
        </span>
        <span className="block text-xs text-ink/70 max-sm:hidden">
          {r.city} · {texts.names.source[r.source]}
        </span>
      </td>
      <td className={CELL}>
        <LineBreak order="max-sm:order-4" />
        <span className="block max-sm:order-5 max-sm:min-w-0 max-sm:flex-1 max-sm:truncate max-sm:text-ink/70">
          {r.designs.length > 0 ? r.designs.join(", ") : texts.noDesign}
          {" · "}
          {texts.pieces(r.quantity)}
        </span>
      </td>
      <td className={`${CELL} whitespace-nowrap max-sm:hidden`}>
        {r.neededBy ? f.shortDate(r.neededBy) : "—"}
      </td>
      <td className={CELL}>
        <span
          data-testid="enquiry-state"
          className={`${MARK_CLASS} max-sm:order-3 ${STATE_CLASSES[r.state]}`}
        >
          {texts.names.state[r.state]}
        </span>
        {r.followUpOn && (
          <span
            data-testid="enquiry-follow-up"
            className={`${MARK_CLASS} mt-1 max-sm:order-6 max-sm:mt-0 ${followUpDue ? MARK_CLASSES.overdue : "border-gold-200 text-ink/70"}`}
          >
            {texts.followUp(r.followUpOn)}
          </span>
        )}
      </td>
      <td className={`${CELL} whitespace-nowrap text-ink/70 max-sm:order-7`}>
        <time dateTime={r.receivedAt} className="max-sm:order-7 max-sm:text-xs">
          {f.shortDate(todayInIndia(new Date(r.receivedAt)))}
        </time>
      </td>
    </tr>
  );
}
