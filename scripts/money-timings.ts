/**
 * The money views' reads on a loaded database (issue 26 §4): the day book (a month, a year and
 * its second page, the range's totals), outstanding balances by age (first and second page, and
 * the whole CSV), the month's GST summary and a CSV part; p50 / p99 over repeated reads, the
 * answer's size, and each query's plan, flagged when it reads a whole table. Not a test: it
 * prints figures for docs/benchmarks.md.
 *
 *   DATA_DIR=/tmp/5y npx tsx scripts/money-timings.ts [--runs 40] [--plans] [--fill]
 *   DATABASE_URL=postgres://… npx tsx scripts/money-timings.ts --fill
 *
 * on a database filled by npm run db:load-sample -- --years 5. --fill first gives it what the
 * sample loader does not make yet: a tax invoice for every delivered order (issued the day it
 * was delivered; one in ten to a buyer with a GSTIN in another state, IGST), a credit note for
 * one in fifty, and a refund for the money paid on one cancelled order in five.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { sql, type CompiledQuery } from "kysely";
import { amountInWords } from "../src/shared/billing/amount-in-words";
import type { DocumentContent } from "../src/shared/billing/documents";
import { financialYearOf } from "../src/shared/billing/numbering";
import { taxLines } from "../src/shared/billing/tax-lines";
import { SEEDED_TAX_RATES } from "../src/shared/billing/tax-rates";
import { addDays, todayInIndia } from "../src/shared/dates";
import { OutstandingQuerySchema } from "../src/shared/money";
import { DEMO_BUSINESS } from "../src/server/billing/demo-business";
import { openDatabase } from "../src/server/db/open-database";
import { daysWithEntries, readDayBook, sumsBetween } from "../src/server/money/day-book";
import { gstMonthQuery, readGstMonth } from "../src/server/money/gst-summary";
import { dayBookCsv, gstCsv, outstandingCsv } from "../src/server/money/money-csv";
import {
  outstandingPageSql,
  outstandingTotalsSql,
  readOutstanding,
} from "../src/server/money/outstanding";
import { planOf } from "../src/server/test-support/plan-reads";
import { insertAll } from "./sample-data/bulk-insert";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "40" },
    plans: { type: "boolean", default: false },
    fill: { type: "boolean", default: false },
  },
});
const RUNS = Number(values.runs);

const db = await openDatabase({
  dataDir: process.env.DATA_DIR ?? "./data",
  databaseUrl: process.env.DATABASE_URL,
  sampleOrders: false,
});
const { engine } = db;
const k = db.db;
const now = new Date();
const today = todayInIndia(now);
const count = async (table: "orders" | "payments" | "billing_documents") =>
  Number(
    (
      await k
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Invoices, credit notes and refunds as five years of a boutique that bills every sale. */
async function fill(): Promise<void> {
  if ((await count("billing_documents")) > 0) return;
  const start = performance.now();
  const rates = SEEDED_TAX_RATES.map((r, i) => ({ ...r, id: i + 1 }));
  const delivered = await sql<{
    order_id: string;
    customer_name: string;
    amount_rupees: number | string;
    delivered_on: string;
  }>`select o.order_id, o.customer_name, o.amount_rupees,
       (select max(h.date) from status_history h
         where h.order_id = o.order_id and h.status = 'delivered') as delivered_on
     from orders o where o.cancelled_at is null and o.customer_status = 'delivered'
     order by o.order_id`.execute(k);
  const supplier = { ...DEMO_BUSINESS, stateName: "Rajasthan", sample: false };
  const seqs = new Map<string, number>();
  const rows: Parameters<typeof insertAll<"billing_documents">>[2][number][] = [];
  for (const [i, o] of delivered.rows.entries()) {
    if (!o.delivered_on || Number(o.amount_rupees) <= 0) continue;
    const b2b = i % 10 === 0;
    const date = o.delivered_on;
    const taxed = taxLines(
      [
        {
          description: "Custom order",
          code: i % 3 === 0 ? "5407" : "6204",
          unit: "PCS",
          quantity: 1,
          unitPaise: Number(o.amount_rupees) * 100,
          discountPaise: 0,
        },
      ],
      { rates, on: date, registration: "regular", interState: b2b, pricesIncludeTax: true },
    );
    if (!taxed.ok) continue;
    const kinds: ("tax-invoice" | "credit-note")[] =
      i % 50 === 0 ? ["tax-invoice", "credit-note"] : ["tax-invoice"];
    for (const kind of kinds) {
      const fy = financialYearOf(date);
      const series = kind === "tax-invoice" ? "IN" : "CN";
      const seq = (seqs.get(`${series}${fy}`) ?? 0) + 1;
      seqs.set(`${series}${fy}`, seq);
      const number = `RR${series}${fy.slice(2, 4)}${fy.slice(5, 7)}/${String(seq).padStart(5, "0")}`;
      const totals = taxed.totals;
      const content: DocumentContent = {
        kind,
        number,
        date,
        financialYear: fy,
        orderId: o.order_id,
        supplier,
        recipient: {
          name: b2b ? `${o.customer_name} Traders` : o.customer_name,
          phone: "",
          address: b2b ? "Kalbadevi, Mumbai" : "Jaipur",
          state: b2b ? "Maharashtra" : "Rajasthan",
          gstin: b2b ? "27AAPFU0939F1ZV" : "",
        },
        placeOfSupply: b2b
          ? {
              stateCode: "27",
              stateName: "Maharashtra",
              basis: "sent",
              reason: "",
              interState: true,
            }
          : {
              stateCode: "08",
              stateName: "Rajasthan",
              basis: "at-boutique",
              reason: "",
              interState: false,
            },
        reverseCharge: false,
        lines: taxed.lines,
        pricesIncludeTax: true,
        totals,
        description: "Custom order",
        amountPaise: totals.totalPaise,
        advanceTax: null,
        payment: null,
        advances: [],
        amountDuePaise: 0,
        references: [],
        reason: kind === "credit-note" ? "Discount after delivery" : "",
        amountInWords: {
          en: amountInWords(totals.totalPaise, "en"),
          hi: amountInWords(totals.totalPaise, "hi"),
        },
        issuedBy: "Sunita Rathore",
      };
      rows.push({
        kind,
        series,
        financial_year: fy,
        seq,
        number,
        order_id: o.order_id,
        issued_on: date,
        issued_at: `${date}T06:00:00.000Z`,
        issued_by: "sunita",
        amount_paise: totals.totalPaise,
        payment_id: null,
        content: JSON.stringify(content),
      });
    }
  }
  for (let i = 0; i < rows.length; i += 2000)
    await insertAll(k, "billing_documents", rows.slice(i, i + 2000));
  // A refund of what was paid on one cancelled order in five (money out, the day it was cancelled).
  const cancelled = await k
    .selectFrom("orders")
    .select(["order_id", "paid_rupees", "cancelled_at"])
    .where("cancelled_at", "is not", null)
    .where("paid_rupees", ">", 0)
    .orderBy("order_id")
    .execute();
  await insertAll(
    k,
    "payments",
    cancelled
      .filter((_, i) => i % 5 === 0)
      .map((o) => ({
        order_id: o.order_id,
        amount_rupees: -Number(o.paid_rupees),
        paid_on: todayInIndia(new Date(o.cancelled_at!)),
        method: "bank-transfer" as const,
        reference: `NEFT-${o.order_id}`,
        reverses_id: null,
        recorded_by: "sunita",
        recorded_at: o.cancelled_at!,
        refund: 1,
        reason: "Order cancelled",
      })),
  );
  if (engine === "postgres") await sql`analyze`.execute(k);
  console.log(
    `filled: ${rows.length} documents, ${Math.ceil(cancelled.length / 5)} refunds in ${((performance.now() - start) / 1000).toFixed(0)} s`,
  );
}

if (values.fill) await fill();
console.log(
  `${engine}: ${await count("orders")} orders, ${await count("payments")} payments, ` +
    `${await count("billing_documents")} documents; today ${today}; ` +
    `machine load ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores\n`,
);

/** Whole reads of the tables these views read (the orders' own rules are plan-reads.ts's). */
function wholeReads(lines: string[]): string[] {
  return lines.filter((line) =>
    engine === "sqlite"
      ? /\bSCAN (o|orders|payments|d|billing_documents|h|status_history)\b(?! USING)/.test(line)
      : /Seq Scan on (orders|payments|billing_documents|status_history)/.test(line),
  );
}

async function time(label: string, read: () => Promise<unknown>, queries: CompiledQuery[] = []) {
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const answer = await read();
    times.push(performance.now() - start);
    size = Buffer.byteLength(JSON.stringify(answer));
  }
  const at = (p: number) => {
    const sorted = [...times].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  };
  const plans = await Promise.all(queries.map((q) => planOf(k, engine, q)));
  const whole = plans.flatMap(wholeReads);
  console.log(
    `${label.padEnd(44)} p50 ${at(50).toFixed(1).padStart(7)} p99 ${at(99).toFixed(1).padStart(7)} ms | ${(size / 1024).toFixed(1).padStart(6)} KB${whole.length ? "  READS A WHOLE TABLE" : ""}`,
  );
  if (values.plans || whole.length) for (const p of plans) console.log(`    ${p.join(" | ")}`);
}

/** Reads every batch of a CSV (as the stream does), counting its rows. */
async function drain(rows: AsyncIterable<readonly unknown[]>): Promise<{ rows: number }> {
  let n = 0;
  for await (const batch of rows) n += batch.length;
  return { rows: n };
}

const monthStart = `${today.slice(0, 7)}-01`;
const lastMonthEnd = addDays(monthStart, -1);
const lastMonth = { from: `${lastMonthEnd.slice(0, 7)}-01`, to: lastMonthEnd };
const year = { from: addDays(today, -365), to: today };
const plansOf = (from: string, to: string) => [
  daysWithEntries(k, from, to).compile(),
  sumsBetween(k, from, to).groupBy(["method", "refund"]).compile(),
];
await time(
  "day book, this month",
  () => readDayBook(k, { from: monthStart, to: today }),
  plansOf(monthStart, today),
);
await time(
  "day book, last month",
  () => readDayBook(k, lastMonth),
  plansOf(lastMonth.from, lastMonth.to),
);
await time("day book, a year, first page", () => readDayBook(k, year), plansOf(year.from, year.to));
const first = await readDayBook(k, year);
await time("day book, a year, second page", () =>
  readDayBook(k, { ...year, cursor: first.nextCursor ?? undefined }),
);
await time("day book CSV, a year (every row)", () => drain(dayBookCsv(k, year).rows));

const outstanding = OutstandingQuerySchema.parse({});
await time("outstanding, first page", () => readOutstanding(k, outstanding, today), [
  outstandingPageSql(k, outstanding, today).compile(k),
  outstandingTotalsSql(k, today).compile(k),
]);
const page1 = await readOutstanding(k, outstanding, today);
const second = OutstandingQuerySchema.parse({ cursor: page1.nextCursor ?? undefined });
await time("outstanding, second page", () => readOutstanding(k, second, today));
await time("outstanding CSV (every customer)", () => drain(outstandingCsv(k, today).rows));

const busiest = await k
  .selectFrom("billing_documents")
  .select((eb) => [
    eb.fn("substr", ["issued_on", sql.lit(1), sql.lit(7)]).as("month"),
    eb.fn.countAll<number | string>().as("n"),
  ])
  .groupBy("month")
  .orderBy("n", "desc")
  .limit(1)
  .executeTakeFirst();
for (const month of [
  today.slice(0, 7),
  (busiest?.month as string | undefined) ?? today.slice(0, 7),
])
  await time(`GST summary, ${month}`, () => readGstMonth(k, month), [
    gstMonthQuery(k, month).compile(),
  ]);
await time("GST CSV, B2B part, busiest month", () =>
  drain(gstCsv(k, (busiest?.month as string | undefined) ?? today.slice(0, 7), "b2b").rows),
);

await db.close();
