import type { Kysely } from "kysely";
import { todayInIndia } from "../../shared/dates";
import {
  FIGURE_MONTHS,
  median,
  type EnquiryFigures,
  type EnquiryMonthFigures,
} from "../../shared/quotes/enquiry-figures";
import type { QuoteTotals } from "../../shared/quotes/quote-totals";
import type { Database } from "../db/schema";

const HOUR_MS = 3_600_000;
/** India is UTC+5:30 all year. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The months from `first` to `last` (yyyy-mm), oldest first. */
function monthsBetween(last: string, count: number): string[] {
  const [y, m] = last.split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/**
 * The figures of the enquiries received in the last FIGURE_MONTHS months (India's calendar):
 * the enquiries by the received index's range, their versions sent by the (quote, issued)
 * index, their acceptances by the quote's key. Sums are whole paise, added here (the totals
 * are each version's stored JSON, the same text on both engines).
 */
export async function enquiryFigures(db: Kysely<Database>, now: Date): Promise<EnquiryFigures> {
  const months = monthsBetween(todayInIndia(now).slice(0, 7), FIGURE_MONTHS);
  // The first month's first instant in India, as stored (UTC ISO).
  const since = new Date(Date.parse(`${months[0]}-01T00:00:00Z`) - INDIA_OFFSET_MS).toISOString();
  const enquiries = await db
    .selectFrom("quote_enquiries as e")
    .leftJoin("quotes as q", "q.enquiry_id", "e.id")
    .leftJoin("quote_acceptances as a", "a.quote_id", "q.id")
    .select(["e.id", "e.received_at", "q.id as quote_id", "a.version as accepted_version"])
    .where("e.received_at", ">=", since)
    .execute();
  const quoteIds = enquiries.flatMap((e) => (e.quote_id === null ? [] : [Number(e.quote_id)]));
  const versions =
    quoteIds.length === 0
      ? []
      : await db
          .selectFrom("quote_versions")
          .select(["quote_id", "version", "issued_at", "totals"])
          .where("quote_id", "in", quoteIds)
          .where("issued_at", "is not", null)
          .orderBy("quote_id")
          .orderBy("version")
          .execute();
  const sentOf = new Map<number, { version: number; at: string; totalPaise: number }[]>();
  for (const v of versions) {
    const list = sentOf.get(Number(v.quote_id)) ?? [];
    list.push({
      version: Number(v.version),
      at: v.issued_at!,
      totalPaise: (JSON.parse(v.totals ?? "{}") as Partial<QuoteTotals>).totalPaise ?? 0,
    });
    sentOf.set(Number(v.quote_id), list);
  }
  const blank = () => ({
    enquiries: 0,
    orders: 0,
    quotedPaise: 0,
    acceptedPaise: 0,
    hours: [] as number[],
  });
  const byMonth = new Map(months.map((m) => [m, blank()]));
  const all = blank();
  for (const e of enquiries) {
    const month = todayInIndia(new Date(e.received_at)).slice(0, 7);
    const sums = byMonth.get(month);
    if (!sums) continue;
    const sent = e.quote_id === null ? [] : (sentOf.get(Number(e.quote_id)) ?? []);
    const accepted =
      e.accepted_version === null
        ? undefined
        : sent.find((v) => v.version === Number(e.accepted_version));
    for (const s of [sums, all]) {
      s.enquiries++;
      if (sent.length > 0) {
        s.quotedPaise += sent.at(-1)!.totalPaise;
        s.hours.push((Date.parse(sent[0]!.at) - Date.parse(e.received_at)) / HOUR_MS);
      }
      if (accepted) {
        s.orders++;
        s.acceptedPaise += accepted.totalPaise;
      }
    }
  }
  const figures = ({ hours, ...rest }: ReturnType<typeof blank>) => {
    const m = median(hours);
    return { ...rest, medianAnswerHours: m === null ? null : Math.round(m * 10) / 10 };
  };
  return {
    months: months.map((month): EnquiryMonthFigures => ({
      month,
      ...figures(byMonth.get(month)!),
    })),
    total: figures(all),
  };
}
