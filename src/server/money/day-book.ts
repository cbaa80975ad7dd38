import type { Kysely } from "kysely";
import { addDays } from "../../shared/dates";
import {
  DAY_BOOK_PAGE_DAYS,
  modesInOrder,
  type DayBookDay,
  type DayBookPage,
  type DayBookQuery,
  type ModeMoney,
} from "../../shared/money";
import type { PaymentMethod } from "../../shared/payments";
import type { Database } from "../db/schema";

interface Sums {
  method: PaymentMethod;
  refund: number | string;
  amount: number | string | null;
  n: number | string;
}

/** Adds a group's sum to its mode: payments (and their reversals) in, refunds (and theirs) out. */
function addTo(byMode: Map<PaymentMethod, ModeMoney>, row: Sums): void {
  const money = byMode.get(row.method) ?? {
    method: row.method,
    inRupees: 0,
    outRupees: 0,
    entries: 0,
  };
  const amount = Number(row.amount ?? 0);
  if (Number(row.refund) === 1) money.outRupees -= amount;
  else money.inRupees += amount;
  money.entries += Number(row.n);
  byMode.set(row.method, money);
}

/** The days of a range with entries, newest first: a page's and one more (the next's sign). */
export const daysWithEntries = (db: Kysely<Database>, from: string, upTo: string) =>
  db
    .selectFrom("payments")
    .select("paid_on")
    .distinct()
    .where("paid_on", ">=", from)
    .where("paid_on", "<=", upTo)
    .orderBy("paid_on", "desc")
    .limit(DAY_BOOK_PAGE_DAYS + 1);

/** Each day's (or the range's) sums by mode and kind: read from payments_day_book_idx alone. */
export const sumsBetween = (db: Kysely<Database>, from: string, to: string) =>
  db
    .selectFrom("payments")
    .select((eb) => [
      "method",
      "refund",
      eb.fn.sum<number | string | null>("amount_rupees").as("amount"),
      eb.fn.countAll<number | string>().as("n"),
    ])
    .where("paid_on", ">=", from)
    .where("paid_on", "<=", to);

/** A page of the range's days with entries, newest first, and the cursor of the next. */
async function dayPage(
  db: Kysely<Database>,
  { from, to, cursor }: DayBookQuery,
): Promise<{ days: DayBookDay[]; nextCursor: string | null }> {
  const upTo = cursor ? addDays(cursor, -1) : to;
  if (upTo < from) return { days: [], nextCursor: null };
  const dayRows = await daysWithEntries(db, from, upTo).execute();
  const dates = dayRows.slice(0, DAY_BOOK_PAGE_DAYS).map((r) => r.paid_on);
  if (dates.length === 0) return { days: [], nextCursor: null };
  const rows = await sumsBetween(db, dates.at(-1)!, dates[0]!)
    .select("paid_on")
    .groupBy(["paid_on", "method", "refund"])
    .execute();
  const days = dates.map((date): DayBookDay => {
    const byMode = new Map<PaymentMethod, ModeMoney>();
    for (const row of rows) if (row.paid_on === date) addTo(byMode, row);
    const modes = modesInOrder(byMode);
    return {
      date,
      modes,
      inRupees: modes.reduce((sum, mode) => sum + mode.inRupees, 0),
      outRupees: modes.reduce((sum, mode) => sum + mode.outRupees, 0),
    };
  });
  return { days, nextCursor: dayRows.length > DAY_BOOK_PAGE_DAYS ? dates.at(-1)! : null };
}

/**
 * The days of a range that have entries, newest first, DAY_BOOK_PAGE_DAYS at a time (the page
 * after `cursor` starts the day before it), each with its money in and out by mode; and the
 * range's totals by mode. Every read is a range of one index (payments_day_book_idx, which
 * holds the mode, kind and amount too), so its cost is the range's entries (a year at most),
 * never the years of payments kept.
 */
export async function readDayBook(db: Kysely<Database>, query: DayBookQuery): Promise<DayBookPage> {
  const [page, totalRows] = await Promise.all([
    dayPage(db, query),
    sumsBetween(db, query.from, query.to).groupBy(["method", "refund"]).execute(),
  ]);
  const byMode = new Map<PaymentMethod, ModeMoney>();
  for (const row of totalRows) addTo(byMode, row);
  const totals = modesInOrder(byMode, true);
  return {
    from: query.from,
    to: query.to,
    totals,
    total: {
      inRupees: totals.reduce((sum, mode) => sum + mode.inRupees, 0),
      outRupees: totals.reduce((sum, mode) => sum + mode.outRupees, 0),
      entries: totals.reduce((sum, mode) => sum + mode.entries, 0),
    },
    ...page,
  };
}

/** Every day of the range with entries, a page of days at a time, for the CSV. */
export async function* dayBookBatches(db: Kysely<Database>, query: Omit<DayBookQuery, "cursor">) {
  let cursor: string | undefined;
  for (;;) {
    const page = await dayPage(db, { ...query, ...(cursor ? { cursor } : {}) });
    if (page.days.length > 0) yield page.days;
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}
