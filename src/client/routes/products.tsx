import { Mail, Phone, SlidersHorizontal } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { Link, useLocation, useNavigation, useSearchParams } from "react-router";
import { BUSINESS, primaryPhone, telLink } from "../../shared/business";
import {
  inSeries,
  productsPageData,
  queryString,
  searchOfQuery,
  type ProductsPageData,
} from "../../shared/catalogue-page";
import { DEFAULT_SORT, sortOfParam } from "../../shared/catalogue-sort";
import type { FilterLists } from "../../shared/design";
import {
  countLine,
  filtersFromSearch,
  filtersToSearch,
  hasActiveFilters,
  NO_FILTERS,
  toggleFilter,
  type Filters,
} from "../../shared/filter";
import { localeOfPath, localizedPath } from "../../shared/locale";
import { formatNumber, inLocale, m } from "../../shared/messages";
import { AskForQuote } from "../features/quotes/ask-for-quote";
import { quotationMailto, quotationToast } from "../../shared/quotation";
import { absoluteUrl } from "../../shared/structured-data";
import { pageFor, remember } from "../features/products/catalogue-memory";
import { DesignCard } from "../features/products/design-card";
import { FilterChips } from "../features/products/filter-chips";
import { FilterPanel } from "../features/products/filter-panel";
import { SortLinks } from "../features/products/sort-links";
import { pageAddress, PageNav, PageRange } from "../features/products/page-nav";
import { pageMeta } from "../seo";
import { PhoneLinks } from "../ui/phone-links";
import { useToast } from "../ui/toast";
import { PATHS } from "../../shared/paths";
import { ChatEnquiryLink } from "../ui/chat-enquiry-link";
import { useLocale } from "../use-locale";
import type { Route } from "./+types/products";

/**
 * One page of the designs the address's filters match, in the order it asks for (the owners'
 * featured designs first by default, shared/catalogue-sort.ts), with each
 * option's count over the whole catalogue (shared/catalogue-page.ts): the page's HTML and data
 * stay the same size whatever the catalogue's. The server renders it for the address's filters
 * and page, so a shared link, a crawler and the filter form without JavaScript all get them.
 */
export function loader({ context, request }: Route.LoaderArgs): ProductsPageData {
  return {
    ...productsPageData(context.catalogue, new URL(request.url).searchParams),
    demoMode: context.demoMode,
  };
}

/**
 * In the browser, a new filter or page is made from the pages it holds when it can (the whole
 * catalogue, or "load more" and Back within the pages loaded) and asked of the server when it
 * cannot (catalogue-memory.ts).
 */
export function clientLoader({
  request,
  serverLoader,
}: Route.ClientLoaderArgs): Promise<ProductsPageData> {
  return pageFor(new URL(request.url).searchParams, () => serverLoader());
}

export const meta = ({ loaderData, location }: Route.MetaArgs) => {
  const locale = localeOfPath(location.pathname);
  const o = inLocale(locale);
  if (!loaderData) return pageMeta(m.products_title({}, o), "", { locale, path: PATHS.products });
  const { page, query } = loaderData;
  // The pages of the whole catalogue are each an address of their own (canonical, linked as a
  // series); a filtered or sorted view is a way of looking at them, whose canonical page is the
  // first.
  const series = inSeries(query);
  const at = (n: number) =>
    absoluteUrl(pageAddress({ filters: NO_FILTERS, sort: DEFAULT_SORT, page: n }, n, locale));
  const title = m.products_title({}, o);
  return [
    ...pageMeta(
      series && page.to > 1
        ? `${title} · ${m.page_number({ page: formatNumber(page.to, locale) }, o)}`
        : title,
      m.products_description({ count: formatNumber(page.total, locale) }, o),
      { locale, path: PATHS.products + (series ? queryString({ ...query, page: page.to }) : "") },
    ),
    ...(series && page.from > 1 ? [{ tagName: "link", rel: "prev", href: at(page.from - 1) }] : []),
    ...(series && page.to < page.pageCount
      ? [{ tagName: "link", rel: "next", href: at(page.to + 1) }]
      : []),
  ];
};

/**
 * The filters live in the URL (?category=Lehenga&fabric=Silk), so a filtered view can be shared
 * and the back button undoes a choice. A box shows its new state as soon as it is ticked, while
 * the designs for it are on their way (the navigation's address). Any box the visitor ticked
 * before the page became interactive is kept (hydration keeps a box's state; the next render
 * would reset it).
 */
function useUrlFilters(
  form: RefObject<HTMLFormElement | null>,
  lists: FilterLists,
): [Filters, (change: (current: Filters) => Filters) => void] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const going = useNavigation().location;
  const shown = going?.pathname === pathname ? new URLSearchParams(going.search) : params;
  const filters = filtersFromSearch(shown, lists);
  // What the last change asked for, until the URL shows it: a second tick made before the
  // first one's navigation has finished starts from there, not from the URL's older filters.
  const pending = useRef<Filters | null>(null);
  useEffect(() => {
    const asked = pending.current;
    if (asked && filtersToSearch(asked).toString() === filtersToSearch(filters).toString())
      pending.current = null;
  }, [filters]);
  // A new choice starts at the first page of what it shows, in the order chosen.
  const ask = (next: Filters, replace = false) => {
    pending.current = next;
    const sort = sortOfParam(params.get("sort"));
    setParams(searchOfQuery({ filters: next, sort, page: 1 }), {
      replace,
      preventScrollReset: true,
    });
  };
  const update = (change: (current: Filters) => Filters) =>
    ask(change(pending.current ?? filtersFromSearch(params, lists)));

  // The server rendered the address's filters, so the boxes as they are now are the visitor's.
  useLayoutEffect(() => {
    if (!form.current) return;
    const fromUrl = filtersToSearch(filtersFromSearch(params, lists));
    const ticked = filtersFromSearch(formSearch(form.current), lists);
    if (filtersToSearch(ticked).toString() !== fromUrl.toString()) ask(ticked, true);
    // Only the boxes as they were when the page became interactive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [filters, update];
}

/** A form's fields as search parameters (its checkboxes are named after the filter groups). */
const formSearch = (form: HTMLFormElement) =>
  new URLSearchParams([...new FormData(form)].map(([k, v]) => [k, String(v)]));

export default function Products({ loaderData }: Route.ComponentProps) {
  const { page, lists, query } = loaderData;
  const locale = useLocale();
  const o = inLocale(locale);
  const filterForm = useRef<HTMLFormElement>(null);
  const [filters, updateFilters] = useUrlFilters(filterForm, lists);
  const [panelOpen, setPanelOpen] = useState(false);
  const toast = useToast();
  const active = hasActiveFilters(filters);
  const clearAll = () => updateFilters(() => NO_FILTERS);
  const loading = useNavigation().state === "loading";
  useEffect(() => remember(loaderData), [loaderData]);
  const [gridList, loadingMore] = useLoadMoreFocus(page.designs.length);

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header className="text-center">
        <h1 className="text-4xl text-maroon-800 sm:text-5xl">{m.products_heading({}, o)}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-ink/80">{m.products_intro({}, o)}</p>
      </header>

      <div className="mt-10 grid gap-8 lg:grid-cols-[16rem_1fr]">
        {/* On a phone, the open panel is a drawer over the page, its toggle on top and a button
            that shows the designs it chose at the bottom; on a computer, a sidebar. */}
        <aside
          aria-label={m.filters_heading({}, o)}
          data-drawer={panelOpen ? "open" : undefined}
          onKeyDown={(e) => {
            if (e.key === "Escape" && panelOpen) setPanelOpen(false);
          }}
          className={`lg:sticky lg:top-24 lg:self-start ${panelOpen ? "max-lg:fixed max-lg:inset-0 max-lg:z-50 max-lg:overflow-y-auto max-lg:bg-cream max-lg:px-4 max-lg:pt-4" : ""}`}
        >
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-xl text-maroon-800">{m.filters_heading({}, o)}</h2>
            <button
              type="button"
              className="inline-flex min-h-11 items-center gap-2 rounded-md border border-maroon-200 px-3 py-1.5 text-sm font-medium text-maroon-700 lg:hidden"
              aria-expanded={panelOpen}
              aria-controls="filter-panel"
              onClick={() => setPanelOpen((open) => !open)}
            >
              <SlidersHorizontal className="size-4" aria-hidden="true" />
              {panelOpen ? m.filters_hide({}, o) : m.filters_show({}, o)}
            </button>
          </div>
          {active && (
            <button
              type="button"
              onClick={clearAll}
              className="mt-3 w-full rounded-md bg-maroon-50 px-3 py-2 text-sm font-semibold text-maroon-700 hover:bg-maroon-100"
            >
              {m.filters_clear_all({}, o)}
            </button>
          )}
          <div
            id="filter-panel"
            className={`mt-4 rounded-2xl border border-gold-200 bg-white p-5 ${panelOpen ? "block" : "hidden"} lg:block`}
          >
            <FilterPanel
              ref={filterForm}
              counts={page.counts}
              disableNone={!loaderData.demoMode}
              lists={lists}
              filters={filters}
              onToggle={(g, v) => updateFilters((current) => toggleFilter(current, g, v))}
            />
          </div>
          {panelOpen && (
            <div className="sticky bottom-0 -mx-4 mt-4 border-t border-gold-200 bg-cream p-4 lg:hidden">
              <button
                type="button"
                onClick={() => setPanelOpen(false)}
                className="min-h-11 w-full rounded-full bg-maroon-700 px-6 py-2.5 font-semibold text-white hover:bg-maroon-800"
              >
                {(page.matched === 1 ? m.filters_show_results_one : m.filters_show_results_other)(
                  { count: formatNumber(page.matched, locale) },
                  o,
                )}
              </button>
            </div>
          )}
        </aside>

        <section aria-label={m.designs_label({}, o)} aria-busy={loading}>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p data-testid="count-line" aria-live="polite" className="text-ink/80">
              {countLine(page.matched, page.total, locale)}
            </p>
            <SortLinks query={query} locale={locale} />
            <a
              href={quotationMailto(locale)}
              onClick={() => toast(quotationToast(locale))}
              className="inline-flex items-center gap-2 rounded-full bg-maroon-700 px-5 py-2.5 font-semibold text-white shadow hover:bg-maroon-800"
            >
              <Mail className="size-4" aria-hidden="true" />
              {m.quotation_button({}, o)}
            </a>
          </div>
          <FilterChips query={{ ...query, filters }} locale={locale} />
          <AskForQuote />
          {page.from > 1 && (
            // A page reached by its own address (a search engine's link): where it sits.
            <p className="mt-4 text-sm text-ink/80">
              <PageRange page={page} locale={locale} />
              {" · "}
              <Link
                to={localizedPath(PATHS.products + queryString({ ...query, page: 1 }), locale)}
                className="font-semibold text-maroon-700 underline"
              >
                {m.first_designs({}, o)}
              </Link>
            </p>
          )}

          {page.designs.length > 0 ? (
            <ul
              ref={gridList}
              className={`mt-6 grid gap-6 transition-opacity sm:grid-cols-2 xl:grid-cols-3 ${loading ? "opacity-60" : ""}`}
            >
              {page.designs.map((d, i) => (
                <li key={d.slug} className="flex">
                  <DesignCard
                    design={d}
                    stars={loaderData.demoMode === true}
                    load={i === 0 ? "high" : i < 3 ? "eager" : "lazy"}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-10 rounded-2xl border border-dashed border-gold-300 bg-white p-10 text-center">
              <p className="font-serif text-2xl text-maroon-800">{m.empty_title({}, o)}</p>
              <p className="mt-2 text-ink/75">{m.empty_text({}, o)}</p>
              <button
                type="button"
                onClick={clearAll}
                className="mt-6 rounded-full bg-maroon-700 px-6 py-2.5 font-semibold text-white hover:bg-maroon-800"
              >
                {m.empty_clear({}, o)}
              </button>
            </div>
          )}
          <PageNav page={page} query={query} locale={locale} onLoadMore={loadingMore} />
        </section>
      </div>

      <section
        className="mt-16 rounded-3xl bg-maroon-800 px-6 py-10 text-center text-white"
        aria-labelledby="enquire-heading"
      >
        <h2 id="enquire-heading" className="text-3xl text-gold-200">
          {m.enquire_heading({}, o)}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-maroon-100">
          {m.enquire_text({ chat: BUSINESS.chat.label }, o)}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-4">
          <a
            href={telLink(primaryPhone())}
            className="inline-flex items-center gap-2 rounded-full bg-gold-400 px-6 py-3 font-semibold text-maroon-900 hover:bg-gold-300"
          >
            <Phone className="size-4" aria-hidden="true" />
            {m.call_now({}, o)}
          </a>
          <ChatEnquiryLink message={m.products_chat_message({}, o)} />
        </div>
        <PhoneLinks className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-maroon-100" />
      </section>
    </div>
  );
}

/**
 * After "load more", the keyboard's place moves to the first new design's link (the one it
 * left is below them now); a list grown by Back or a filter leaves it alone.
 */
function useLoadMoreFocus(shown: number) {
  const list = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || shown <= index) return;
    firstNew.current = null;
    list.current?.children[index]?.querySelector("a")?.focus({ preventScroll: true });
  }, [shown]);
  const loadingMore = () => {
    firstNew.current = shown;
  };
  return [list, loadingMore] as const;
}
