import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import { phoneSearchDigits } from "../../shared/phone";
import {
  enquiryCursor,
  ENQUIRY_STATES,
  type EnquiryPage,
  type EnquiryPageQuery,
  type EnquiryState,
} from "../../shared/quotes/enquiry-admin";
import type { Database } from "../db/schema";
import { contains } from "../db/text-search";
import { toEnquiryRow } from "./enquiry-store";

/** The states an owner still works on: a follow-up date matters only for them. */
export const OPEN_STATES: readonly EnquiryState[] = ["new", "quoted"];

/** The words of a search: the phone digits of a number, or each word lower-cased. */
function searchWords(q: string): string[] {
  const digits = phoneSearchDigits(q);
  if (digits) return [digits];
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== "");
}

/**
 * One page of the enquiries (GET /api/admin/enquiries): newest first by (received_at, id), the
 * page after a cursor being the rows strictly older; one state from its (state, received_at,
 * id) index, the follow-ups due from their partial index; a search keeps the rows whose text
 * holds every word (pg_trgm's index on PostgreSQL; on SQLite the rows are read in the order's
 * index until the page is full). With the counts per state, from the state index.
 */
export async function readEnquiryPage(
  db: Kysely<Database>,
  query: EnquiryPageQuery,
  today: string,
): Promise<EnquiryPage> {
  const filtered = <Q extends SelectQueryBuilder<Database, "quote_enquiries", object>>(q: Q): Q => {
    let rows = q;
    if (query.state === "follow-up")
      rows = rows
        .where("follow_up_on", "is not", null)
        .where("follow_up_on", "<=", today)
        .where("state", "in", OPEN_STATES) as Q;
    else if (query.state !== "all") rows = rows.where("state", "=", query.state) as Q;
    for (const word of searchWords(query.q))
      rows = rows.where(contains(sql.ref("search_text"), word)) as Q;
    return rows;
  };
  let rows = filtered(db.selectFrom("quote_enquiries").selectAll());
  const cursor = query.cursor;
  if (cursor)
    rows = rows.where((eb) =>
      eb(eb.refTuple("received_at", "id"), "<", eb.tuple(cursor.receivedAt, cursor.id)),
    );
  const found = await rows
    .orderBy("received_at", "desc")
    .orderBy("id", "desc")
    .limit(query.limit + 1)
    .execute();
  const page = found.slice(0, query.limit).map(toEnquiryRow);
  const last = page.at(-1);
  const counts = await enquiryCounts(db, today);
  const total =
    query.q === "" && query.state !== "follow-up"
      ? counts[query.state]
      : Number(
          (
            await filtered(
              db.selectFrom("quote_enquiries").select((eb) => eb.fn.countAll().as("n")),
            ).executeTakeFirstOrThrow()
          ).n,
        );
  return {
    rows: page,
    total,
    nextCursor:
      found.length > query.limit && last
        ? enquiryCursor({ receivedAt: last.receivedAt, id: last.id })
        : null,
    counts,
  };
}

/** How many enquiries each state holds, all of them, and the follow-ups due by today. */
export async function enquiryCounts(
  db: Kysely<Database>,
  today: string,
): Promise<EnquiryPage["counts"]> {
  const perState = await db
    .selectFrom("quote_enquiries")
    .select(["state", (eb) => eb.fn.countAll().as("n")])
    .groupBy("state")
    .execute();
  const due = await db
    .selectFrom("quote_enquiries")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("follow_up_on", "is not", null)
    .where("follow_up_on", "<=", today)
    .where("state", "in", OPEN_STATES)
    .executeTakeFirstOrThrow();
  const counts = Object.fromEntries(ENQUIRY_STATES.map((s) => [s, 0])) as Record<
    EnquiryState,
    number
  >;
  for (const row of perState) counts[row.state] = Number(row.n);
  return {
    ...counts,
    all: Object.values(counts).reduce((a, b) => a + b, 0),
    "follow-up": Number(due.n),
  };
}
