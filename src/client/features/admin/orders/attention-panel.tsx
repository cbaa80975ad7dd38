import {
  ATTENTION_GROUPS,
  attentionLabels,
  type AttentionGroup,
} from "../../../../shared/attention";
import type { AttentionCounts } from "../../../../shared/order-pages";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { orderListTexts } from "./order-list-texts";

/**
 * What needs attention today, at the top of the Orders tab: overdue, due within a week, ready
 * to dispatch, delivered but not paid. A card shows only its orders; pressed again, all. The
 * counts are the server's, over every order (read with each page of the list).
 */
export function AttentionPanel({
  counts,
  selected,
  onSelect,
}: {
  counts: AttentionCounts;
  selected: "all" | AttentionGroup;
  onSelect: (group: "all" | AttentionGroup) => void;
}) {
  const locale = useAdminLocale();
  const f = useAdminFormat();
  const labels = attentionLabels(locale);
  return (
    <section aria-labelledby="attention-heading" className="mb-5">
      <h3
        id="attention-heading"
        className="text-sm font-semibold uppercase tracking-wide text-ink/70"
      >
        {orderListTexts(locale).attention}
      </h3>
      {/* One row of four on a phone (counts and titles only) and on a computer; two on a tablet. */}
      <ul className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4">
        {ATTENTION_GROUPS.map((group) => {
          const pressed = selected === group;
          const urgent = group === "overdue" && counts[group] > 0;
          return (
            <li key={group}>
              <button
                type="button"
                aria-pressed={pressed}
                data-testid={`attention-${group}`}
                onClick={() => onSelect(pressed ? "all" : group)}
                className={`h-full w-full rounded-xl border p-2 text-left sm:p-3 ${pressed ? "border-maroon-700 bg-maroon-50" : "border-gold-200 bg-white hover:bg-maroon-50"}`}
              >
                <span
                  className={`block font-serif text-xl font-bold sm:text-2xl ${urgent ? "text-red-700" : "text-maroon-800"}`}
                  data-testid="attention-count"
                >
                  {f.number(counts[group])}
                </span>
                <span className="block text-xs leading-tight font-semibold sm:text-sm">
                  {labels[group].title}
                </span>
                <span className="block text-xs text-ink/70 max-sm:hidden">
                  {labels[group].hint}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
