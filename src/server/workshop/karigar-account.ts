import { sql, type Kysely, type Selectable } from "kysely";
import type { CsvCell } from "../../shared/csv";
import type {
  AdjustmentInput,
  PayoutInput,
  PeriodQuery,
} from "../../shared/workshop/karigar-input";
import type { AccountEntry, KarigarStatement } from "../../shared/workshop/workshop";
import { todayInIndia } from "../../shared/dates";
import type { Database, KarigarEntriesTable } from "../db/schema";
import type { CsvExport } from "../admin/csv-exports";
import { EXPORT_BATCH } from "../admin/csv-stream";
import { loadKarigar, summaries, type Who } from "./karigar-store";

const entryOf = (r: Selectable<KarigarEntriesTable>): AccountEntry => ({
  id: Number(r.id),
  kind: r.kind,
  amountPaise: Number(r.amount_paise),
  onDate: r.on_date,
  orderId: r.order_id,
  stepId: r.step_id,
  description: r.description,
  method: r.method,
  reference: r.reference,
  by: r.created_by,
});

/** An owner's adjustment (either way), with its reason; today's date in India. */
export async function addAdjustment(
  db: Kysely<Database>,
  karigarId: number,
  input: AdjustmentInput,
  who: Who,
): Promise<void> {
  await db
    .insertInto("karigar_entries")
    .values({
      karigar_id: karigarId,
      kind: "adjustment",
      amount_paise: input.amountPaise,
      on_date: todayInIndia(who.now),
      order_id: null,
      step_id: null,
      description: input.reason,
      method: null,
      reference: "",
      created_at: who.now.toISOString(),
      created_by: who.by,
    })
    .execute();
}

/** A payout lowers what is owed: stored as a negative amount. */
export async function addPayout(
  db: Kysely<Database>,
  karigarId: number,
  input: PayoutInput,
  who: Who,
): Promise<void> {
  await db
    .insertInto("karigar_entries")
    .values({
      karigar_id: karigarId,
      kind: "payout",
      amount_paise: -input.amountPaise,
      on_date: input.paidOn,
      order_id: null,
      step_id: null,
      description: input.method === "upi" ? "Paid by UPI" : "Paid in cash",
      method: input.method,
      reference: input.reference,
      created_at: who.now.toISOString(),
      created_by: who.by,
    })
    .execute();
}

/** The newest entries first (the karigar's page). */
export async function recentEntries(
  db: Kysely<Database>,
  karigarId: number,
  limit = 20,
): Promise<AccountEntry[]> {
  const rows = await db
    .selectFrom("karigar_entries")
    .selectAll()
    .where("karigar_id", "=", karigarId)
    .orderBy("on_date", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(entryOf);
}

/** The account over a period, both days included: what was owed before, each entry, after. */
export async function statement(
  db: Kysely<Database>,
  karigarId: number,
  period: PeriodQuery,
): Promise<KarigarStatement | undefined> {
  const row = await db
    .selectFrom("karigars")
    .selectAll()
    .where("id", "=", karigarId)
    .executeTakeFirst();
  if (!row) return undefined;
  const [karigar] = await summaries(db, [row]);
  const [opening, rows] = await Promise.all([
    db
      .selectFrom("karigar_entries")
      .select(sql<number | string | null>`sum(amount_paise)`.as("sum"))
      .where("karigar_id", "=", karigarId)
      .where("on_date", "<", period.from)
      .executeTakeFirst(),
    db
      .selectFrom("karigar_entries")
      .selectAll()
      .where("karigar_id", "=", karigarId)
      .where("on_date", ">=", period.from)
      .where("on_date", "<=", period.to)
      .orderBy("on_date")
      .orderBy("id")
      .execute(),
  ]);
  const openingPaise = Number(opening?.sum ?? 0);
  const entries = rows.map(entryOf);
  const closingPaise = entries.reduce((sum, e) => sum + e.amountPaise, openingPaise);
  return {
    karigar: karigar!,
    from: period.from,
    to: period.to,
    openingPaise,
    entries,
    closingPaise,
  };
}

const ENTRY_LABELS: Record<AccountEntry["kind"], string> = {
  earned: "Earned",
  reversed: "Reversed",
  adjustment: "Adjustment",
  payout: "Payout",
};

/** Rupees as a number cell (a spreadsheet adds them up): 120050 paise → 1200.5. */
const rupeesText = (paise: number) => paise / 100;

/**
 * The statement as CSV, read a batch at a time by keyset (on_date, id) and sent as it is read
 * (admin/csv-stream.ts); every text cell passes the formula guard (shared/csv.ts).
 */
export function statementCsv(
  db: Kysely<Database>,
  karigarId: number,
  period: PeriodQuery,
): CsvExport {
  async function* rows() {
    const karigar = await loadKarigar(db, karigarId);
    const opening = await db
      .selectFrom("karigar_entries")
      .select(sql<number | string | null>`sum(amount_paise)`.as("sum"))
      .where("karigar_id", "=", karigarId)
      .where("on_date", "<", period.from)
      .executeTakeFirst();
    let balance = Number(opening?.sum ?? 0);
    yield [
      [period.from, "Opening balance", karigar?.name ?? "", "", "", "", "", rupeesText(balance)],
    ] as CsvCell[][];
    let after: { on_date: string; id: number } | undefined;
    for (;;) {
      const batch = await db
        .selectFrom("karigar_entries")
        .selectAll()
        .where("karigar_id", "=", karigarId)
        .where("on_date", ">=", period.from)
        .where("on_date", "<=", period.to)
        .$if(after !== undefined, (q) =>
          q.where((eb) =>
            eb.or([
              eb("on_date", ">", after!.on_date),
              eb.and([eb("on_date", "=", after!.on_date), eb("id", ">", after!.id)]),
            ]),
          ),
        )
        .orderBy("on_date")
        .orderBy("id")
        .limit(EXPORT_BATCH)
        .execute();
      if (batch.length === 0) return;
      yield batch.map((r): CsvCell[] => {
        const e = entryOf(r);
        balance += e.amountPaise;
        return [
          e.onDate,
          ENTRY_LABELS[e.kind],
          e.description,
          e.orderId,
          e.method === null ? "" : e.method.toUpperCase(),
          e.reference,
          rupeesText(e.amountPaise),
          rupeesText(balance),
        ];
      });
      const last = batch[batch.length - 1]!;
      after = { on_date: last.on_date, id: Number(last.id) };
      if (batch.length < EXPORT_BATCH) return;
    }
  }
  return {
    header: [
      "Date",
      "Entry",
      "Description",
      "Order",
      "Method",
      "Reference",
      "Amount (₹)",
      "Due (₹)",
    ],
    rows: rows(),
  };
}
