// The customers list, a customer's page and the inbox on a large database: p50/p99 and answer
// sizes of each request's work (the queries and the answer's JSON, in this process), and the
// plans of their queries.
//   DATA_DIR=/tmp/busy npx tsx scripts/measure-owner-lists.ts
//   DATABASE_URL=postgres://… npx tsx scripts/measure-owner-lists.ts
// on a database filled by `npm run db:load-sample -- --years 5` (README).
import { performance } from "node:perf_hooks";
import { MessagePageQuerySchema } from "../src/shared/admin-messages";
import {
  CUSTOMER_SORTS,
  CustomerListQuerySchema,
  type CustomerPage,
} from "../src/shared/customer-list";
import { todayInIndia } from "../src/shared/dates";
import { createContactRepository } from "../src/server/contact/contact-repository";
import { readMessagePage } from "../src/server/contact/message-page";
import { loadCustomerDetail } from "../src/server/customers/customer-detail";
import {
  customerBatches,
  customerPageQuery,
  listCustomers,
} from "../src/server/customers/customer-list";
import { openDatabase } from "../src/server/db/open-database";
import { explain } from "../src/server/test-support/query-plan";

const RUNS = 200;
const today = todayInIndia();
async function measure(name: string, run: () => Promise<unknown>) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    bytes = Buffer.byteLength(JSON.stringify(await run()));
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) =>
    times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(
    `${name.padEnd(46)} p50 ${p(0.5).padStart(6)} ms  p99 ${p(0.99).padStart(6)} ms  ${(bytes / 1024).toFixed(1).padStart(6)} KB`,
  );
}

const db = await openDatabase({
  dataDir: process.env.DATA_DIR ?? "/tmp/boutique-measure",
  databaseUrl: process.env.DATABASE_URL,
  sampleOrders: true,
});
const k = db.db;
// No ANALYZE: the plans are those the server gets (PostgreSQL's autovacuum analyzes a loaded
// table by itself; the server never runs ANALYZE on SQLite).
const count = async (t: "customers" | "orders" | "contact_messages" | "production_steps") =>
  Number(
    (
      await k
        .selectFrom(t)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
console.log(
  `${db.engine}: ${await count("customers")} customers, ${await count("orders")} orders, ` +
    `${await count("production_steps")} steps, ${await count("contact_messages")} messages`,
);

const list = (query: Record<string, string>) =>
  listCustomers(k, CustomerListQuerySchema.parse(query), today);
const page2 = async (query: Record<string, string>) => {
  const first = (await list(query)) as CustomerPage;
  return { ...query, cursor: first.nextCursor! };
};
await measure("customers, first page (name)", () => list({}));
for (const sort of CUSTOMER_SORTS)
  for (const dir of ["asc", "desc"]) {
    const second = await page2({ sort, dir });
    await measure(`customers by ${sort} ${dir}, second page`, () => list(second));
  }
const someone = await k
  .selectFrom("customers")
  .select(["phone", "name", "id"])
  .where("id", "=", 5000)
  .executeTakeFirstOrThrow();
const digits = someone.phone.replace(/\D/g, "").slice(-10);
for (const q of [
  "priya",
  "kavita sharma",
  "ka",
  `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
  `0${digits}`,
  digits.slice(-5),
  `+91 ${digits.slice(0, 5)}`,
])
  await measure(`customers search "${q}"`, () => list({ q }));
await measure("customers wholesale by balance desc", () =>
  list({ type: "wholesale", sort: "balance", dir: "desc" }),
);
const busy = await k
  .selectFrom("customer_figures")
  .select("customer_id")
  .orderBy("order_count", "desc")
  .limit(1)
  .executeTakeFirstOrThrow();
await measure("a customer's page (her most orders)", () =>
  loadCustomerDetail(k, Number(busy.customer_id)),
);
const inbox = createContactRepository(k);
/** What GET /api/admin/messages does: the first page and its count. */
const messages = (q = "") => readMessagePage(inbox, MessagePageQuerySchema.parse({ q }));
await measure("inbox, first page", () => messages());
// The last ones have no word long enough for the index: read row by row, their count bounded.
const searches = ["lehenga", "bridal wedding", "gmail", digits.slice(-5), "+91 9829", "Priya"];
for (const q of [...searches, "ok", "a", "e", "zq", "98"])
  await measure(`inbox search "${q}"`, () => messages(q));
const start = performance.now();
let exported = 0;
for await (const batch of customerBatches(k, CustomerListQuerySchema.parse({}), 500))
  exported += batch.length;
console.log(`customers CSV rows: ${exported} in ${(performance.now() - start).toFixed(0)} ms`);

for (const [title, query] of [
  ["plan: customers by balance, second page", await page2({ sort: "balance", dir: "desc" })],
  ["plan: customers search by phone", { q: digits.slice(-5) }],
  ["plan: customers search by name", { q: "kavita sharma" }],
] as const) {
  const compiled = customerPageQuery(k, CustomerListQuerySchema.parse(query), today).compile();
  const text =
    db.engine === "sqlite"
      ? await explain(k, "sqlite", compiled.sql, compiled.parameters)
      : (
          await k.executeQuery<{ "QUERY PLAN": string }>({
            sql: `explain analyze ${compiled.sql}`,
            parameters: compiled.parameters,
            query: { kind: "RawNode" } as never,
            queryId: { queryId: "plan" },
          })
        ).rows
          .map((r) => r["QUERY PLAN"])
          .join("\n");
  console.log(`\n${title}\n${text}`);
}
await db.close();
