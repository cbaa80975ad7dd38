import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";
import type { AdminOrderSummary, SortDirection } from "../../../shared/admin";
import { balanceToneOf, type BalanceTone } from "../../../shared/attention";
import { inLocale, m } from "../../../shared/messages";
import { useAdminFormat } from "./i18n/admin-format";
import { useAdminLocale } from "./i18n/admin-locale";
import { balanceName } from "./i18n/display-names";

/**
 * The parts every back-office list table is made of (the orders', the customers'): a compact
 * table on a computer whose header stays in view and sorts by a click (the server sorts; the
 * sort is in the address), and on a phone each row as a card of two dense lines, sorted from a
 * menu. Each table says which columns it has and how its cells join a phone row's lines.
 */

export interface Sorting<S extends string> {
  sort: S;
  dir: SortDirection;
}

/** A sortable column: its label and the direction a first click gives. */
export interface SortColumn<S extends string> {
  sort: S;
  label: string;
  first: SortDirection;
  align?: "left" | "right";
}

/** The sorting a click on a column's header asks for: its first direction, then the other. */
export const sortingAfterClick = <S extends string>(
  column: SortColumn<S>,
  sorting: Sorting<S>,
): Sorting<S> => ({
  sort: column.sort,
  dir: sorting.sort !== column.sort ? column.first : sorting.dir === "asc" ? "desc" : "asc",
});

/** The table: a block of cards on a phone. */
export const TABLE_CLASS = "mt-3 w-full border-separate border-spacing-0 text-sm max-sm:block";
export const BODY_CLASS = "max-sm:block max-sm:space-y-2";
/** A header cell, sticky below the app's own header (--admin-sticky-top). */
export const HEAD_CLASS =
  "sticky top-[var(--admin-sticky-top,0px)] z-10 border-b-2 border-gold-300 bg-cream px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-ink/70";
/** On a phone each cell lets its parts join the row's two wrapped lines. */
export const CELL_CLASS = "border-b border-gold-200 px-3 py-2 align-top max-sm:contents";
/** A row: hovered on a computer; a card on a phone, its parts wrapping onto two lines. */
export const ROW_CLASS =
  "relative hover:bg-maroon-50/60 max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-2 max-sm:gap-y-1 max-sm:rounded-lg max-sm:border max-sm:border-l-4 max-sm:border-gold-200 max-sm:bg-white max-sm:px-3 max-sm:py-2";
/** The button that opens a row's screen: the whole row is its target. */
export const OPEN_BUTTON_CLASS =
  "text-left font-semibold text-maroon-800 underline decoration-maroon-200 underline-offset-2 after:absolute after:inset-0 after:content-[''] hover:decoration-maroon-700";
/** A red pill for what is overdue, the only red; amber for what is due soon. */
export const MARK_CLASSES = {
  overdue: "border-red-200 bg-red-100 text-red-800",
  "due-soon": "border-amber-300 bg-amber-50 text-amber-900",
} as const;
export const MARK_CLASS = "block w-fit rounded-full border px-2 py-px text-xs font-semibold";
/** A balance: green when paid, red only when its order is overdue (balanceToneOf). */
export const BALANCE_CLASSES: Record<BalanceTone, string> = {
  paid: "text-green-800",
  due: "font-semibold text-ink",
  overdue: "font-semibold text-red-700",
};

/**
 * An order's balance as every list shows it, in her language: the rupees due or "Paid", red
 * only when the order is past its delivery date with money due.
 */
export function OrderBalance({
  order,
  today,
}: {
  order: Pick<
    AdminOrderSummary,
    "balanceRupees" | "expectedDelivery" | "currentStatus" | "cancelled"
  >;
  today: string;
}) {
  const locale = useAdminLocale();
  const f = useAdminFormat();
  const tone = balanceToneOf(order, today);
  return (
    <span
      data-testid="balance"
      data-tone={tone}
      data-overdue={tone === "overdue"}
      className={BALANCE_CLASSES[tone]}
    >
      {balanceName(order.balanceRupees, f.rupees, locale)}
    </span>
  );
}

/** Where a phone row's second line begins (`order` places it among the row's parts). */
export function LineBreak({ order }: { order: string }) {
  return <span className={`hidden max-sm:block max-sm:h-0 max-sm:basis-full ${order}`} />;
}

/** The phone's sort: one menu of every column both ways (the header is hidden there). */
export function SortMenu<S extends string>({
  id,
  sorts,
  labels,
  sorting,
  onSort,
}: {
  id: string;
  sorts: readonly S[];
  labels: Record<S, Record<SortDirection, string>>;
  sorting: Sorting<S>;
  onSort: (sorting: Sorting<S>) => void;
}) {
  const locale = useAdminLocale();
  return (
    <div className="mt-4 flex items-center gap-2 sm:hidden">
      <label htmlFor={id} className="text-sm font-medium">
        {m.admin_list_sort({}, inLocale(locale))}
      </label>
      <select
        id={id}
        value={`${sorting.sort}:${sorting.dir}`}
        onChange={(e) => {
          const [sort, dir] = e.target.value.split(":") as [S, SortDirection];
          onSort({ sort, dir });
        }}
        className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 py-2"
      >
        {sorts.flatMap((sort) =>
          (["asc", "desc"] as const).map((dir) => (
            <option key={`${sort}:${dir}`} value={`${sort}:${dir}`}>
              {labels[sort][dir]}
            </option>
          )),
        )}
      </select>
    </div>
  );
}

/** A column's header: its label as a button that sorts by it, and aria-sort saying how. */
export function SortHeader<S extends string>({
  column,
  sorting,
  onSort,
  before,
}: {
  column: SortColumn<S>;
  sorting: Sorting<S>;
  onSort: (sorting: Sorting<S>) => void;
  /** A header that does not sort, shown before this one. */
  before?: ReactNode;
}) {
  const sorted = sorting.sort === column.sort ? sorting.dir : null;
  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <>
      {before}
      <th
        scope="col"
        aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none"}
        className={`${HEAD_CLASS} ${column.align === "right" ? "text-right" : ""}`}
      >
        <button
          type="button"
          onClick={() => onSort(sortingAfterClick(column, sorting))}
          className={`inline-flex items-center gap-1 rounded px-1 py-0.5 uppercase hover:bg-maroon-50 hover:text-maroon-800 ${sorted ? "text-maroon-800" : ""}`}
        >
          {column.label}
          <Icon className={`size-3.5 ${sorted ? "" : "opacity-40"}`} aria-hidden="true" />
        </button>
      </th>
    </>
  );
}
