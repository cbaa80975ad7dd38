import { Mail, Phone, SlidersHorizontal } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { BUSINESS, primaryPhone, telLink } from "../../shared/business";
import type { FilterLists } from "../../shared/design";
import {
  countLine,
  filterDesigns,
  filtersFromSearch,
  filtersToSearch,
  hasActiveFilters,
  NO_FILTERS,
  toggleFilter,
  type Filters,
} from "../../shared/filter";
import { localeOfPath } from "../../shared/locale";
import { formatNumber, inLocale, m } from "../../shared/messages";
import { quotationMailto, quotationToast } from "../../shared/quotation";
import { DesignCard } from "../features/products/design-card";
import { FilterPanel } from "../features/products/filter-panel";
import { useHydrated } from "../hydration";
import { pageMeta } from "../seo";
import { PhoneLinks } from "../ui/phone-links";
import { useToast } from "../ui/toast";
import { PATHS } from "../../shared/paths";
import { ChatEnquiryLink } from "../ui/chat-enquiry-link";
import { useLocale } from "../use-locale";
import type { Route } from "./+types/products";

/** The shown designs in the owners' order (each with its main photo only) and the four lists. */
export function loader({ context }: Route.LoaderArgs) {
  const { designs, lists } = context.catalogue.view;
  return { designs: designs.map((d) => ({ ...d, photos: d.photos.slice(0, 1) })), lists };
}

/**
 * A filter change is a new search on the same page: the designs are already here, so no server
 * round trip. Without this, each tick fetched the page's data again, and a second tick made
 * before the first one's answer arrived started from the old filters and undid it.
 */
export const shouldRevalidate = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export const meta = ({ loaderData, location }: Route.MetaArgs) => {
  const locale = localeOfPath(location.pathname);
  const o = inLocale(locale);
  const count = loaderData ? formatNumber(loaderData.designs.length, locale) : "";
  return pageMeta(m.products_title({}, o), m.products_description({ count }, o), {
    locale,
    path: PATHS.products,
  });
};

/**
 * The filters live in the URL (?category=Lehenga&fabric=Silk), so a filtered view can be shared
 * and the back button undoes a choice. The prerendered page has none, so the first render shows
 * none too and the URL's filters apply once the page has hydrated, together with any box the
 * visitor ticked before that (hydration keeps a box's state; the next render would reset it).
 */
function useUrlFilters(
  form: RefObject<HTMLFormElement | null>,
  lists: FilterLists,
): [Filters, (change: (current: Filters) => Filters) => void] {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const filters = hydrated ? filtersFromSearch(params, lists) : NO_FILTERS;
  // What the last change asked for, until the URL shows it: a second tick made before the
  // first one's navigation has finished starts from there, not from the URL's older filters.
  const pending = useRef<Filters | null>(null);
  useEffect(() => {
    const asked = pending.current;
    if (asked && filtersToSearch(asked).toString() === filtersToSearch(filters).toString())
      pending.current = null;
  }, [filters]);
  const ask = (next: Filters, replace = false) => {
    pending.current = next;
    setParams(filtersToSearch(next), { replace, preventScrollReset: true });
  };
  const update = (change: (current: Filters) => Filters) =>
    ask(change(pending.current ?? filtersFromSearch(params, lists)));

  useLayoutEffect(() => {
    if (!form.current) return;
    const fromUrl = filtersToSearch(filtersFromSearch(params, lists));
    const withTicked = filtersFromSearch(
      new URLSearchParams([...params, ...formSearch(form.current)]),
      lists,
    );
    if (filtersToSearch(withTicked).toString() !== fromUrl.toString()) ask(withTicked, true);
    // Only the boxes as they were when the page became interactive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [filters, update];
}

/** A form's fields as search parameters (its checkboxes are named after the filter groups). */
const formSearch = (form: HTMLFormElement) =>
  new URLSearchParams([...new FormData(form)].map(([k, v]) => [k, String(v)]));

export default function Products({ loaderData }: Route.ComponentProps) {
  const { designs, lists } = loaderData;
  const locale = useLocale();
  const o = inLocale(locale);
  const filterForm = useRef<HTMLFormElement>(null);
  const [filters, updateFilters] = useUrlFilters(filterForm, lists);
  const [panelOpen, setPanelOpen] = useState(false);
  const toast = useToast();
  const shown = filterDesigns(designs, filters);
  const active = hasActiveFilters(filters);
  const clearAll = () => updateFilters(() => NO_FILTERS);

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header className="text-center">
        <h1 className="text-4xl font-bold text-maroon-800 sm:text-5xl">
          {m.products_heading({}, o)}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-ink/80">{m.products_intro({}, o)}</p>
      </header>

      <div className="mt-10 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside aria-label={m.filters_heading({}, o)} className="lg:sticky lg:top-24 lg:self-start">
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-xl font-semibold text-maroon-800">{m.filters_heading({}, o)}</h2>
            <button
              type="button"
              className="inline-flex items-center gap-2 rounded-md border border-maroon-200 px-3 py-1.5 text-sm font-medium text-maroon-700 lg:hidden"
              aria-expanded={panelOpen}
              aria-controls="filter-panel"
              onClick={() => setPanelOpen((o) => !o)}
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
              designs={designs}
              lists={lists}
              filters={filters}
              onToggle={(g, v) => updateFilters((current) => toggleFilter(current, g, v))}
            />
          </div>
        </aside>

        <section aria-label={m.designs_label({}, o)}>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p data-testid="count-line" aria-live="polite" className="text-ink/80">
              {countLine(shown.length, designs.length, locale)}
            </p>
            <a
              href={quotationMailto(locale)}
              onClick={() => toast(quotationToast(locale))}
              className="inline-flex items-center gap-2 rounded-full bg-maroon-700 px-5 py-2.5 font-semibold text-white shadow hover:bg-maroon-800"
            >
              <Mail className="size-4" aria-hidden="true" />
              {m.quotation_button({}, o)}
            </a>
          </div>

          {shown.length > 0 ? (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {shown.map((d, i) => (
                <li key={d.id} className="flex">
                  <DesignCard design={d} load={i === 0 ? "high" : i < 3 ? "eager" : "lazy"} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-10 rounded-2xl border border-dashed border-gold-300 bg-white p-10 text-center">
              <p className="font-serif text-2xl font-semibold text-maroon-800">
                {m.empty_title({}, o)}
              </p>
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
        </section>
      </div>

      <section
        className="mt-16 rounded-3xl bg-maroon-800 px-6 py-10 text-center text-white"
        aria-labelledby="enquire-heading"
      >
        <h2 id="enquire-heading" className="text-3xl font-bold text-gold-200">
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
