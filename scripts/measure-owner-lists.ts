// The customers list, a customer's page and the inbox on a large database: p50/p99 and answer
// sizes of each request's work (the queries and the answer's JSON, in this process), and the
// plans of their queries.
//   DATA_DIR=/tmp/big npx tsx scripts/measure-owner-lists.ts [--fill]
//   DATABASE_URL=postgres://… npx tsx scripts/measure-owner-lists.ts [--fill]
// --fill first adds 20,000 customers, 60,000 orders (nine steps each), 60,000 payments and
// 30,000 contact messages to the database (a stand-in until `npm run db:load-sample` exists).
import { performance } from "node:perf_hooks";
import { sql, type Kysely } from "kysely";
import { MESSAGE_PAGE_SIZE } from "../src/shared/admin-messages";
import {
  CUSTOMER_SORTS,
  CustomerListQuerySchema,
  type CustomerPage,
} from "../src/shared/customer-list";
import { addDays, todayInIndia } from "../src/shared/dates";
import { createContactRepository } from "../src/server/contact/contact-repository";
import { loadCustomerDetail } from "../src/server/customers/customer-detail";
import {
  allCustomers,
  customerPageQuery,
  listCustomers,
} from "../src/server/customers/customer-list";
import { openDatabase } from "../src/server/db/open-database";
import type { Database } from "../src/server/db/schema";
import { explain } from "../src/server/test-support/query-plan";

const RUNS = 200;
const today = todayInIndia();
const FIRST = [
  "Priya",
  "Kavita",
  "Sunita",
  "Meena",
  "Rekha",
  "Anita",
  "Pooja",
  "Neha",
  "Kamla",
  "Bhanwari",
  "Lalita",
  "Gulab",
  "Rukmani",
  "Sushila",
  "Asha",
  "Geeta",
  "Nirmala",
  "Sarita",
  "Manju",
  "Kiran",
];
const LAST = [
  "Sharma",
  "Rathore",
  "Shekhawat",
  "Jain",
  "Agarwal",
  "Meena",
  "Gupta",
  "Singh",
  "Kanwar",
  "Choudhary",
  "Mathur",
  "Bhatt",
  "Joshi",
  "Saini",
  "Verma",
  "Khandelwal",
  "Purohit",
  "Vyas",
  "Soni",
  "Mehta",
];
const CITIES = [
  "Jaipur",
  "Jodhpur",
  "Udaipur",
  "Ajmer",
  "Bikaner",
  "Kota",
  "Alwar",
  "Sikar",
  "Delhi",
  "Mumbai",
];
const STATUSES = [
  "received",
  "in-work",
  "ready",
  "dispatched",
  "delivered",
  "delivered",
  "delivered",
] as const;

let seed = 20_261_127;
const pick = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % n;
};
const dateBack = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

async function fill(db: Kysely<Database>) {
  const at = new Date().toISOString();
  const chunk = async <T>(rows: T[], insert: (part: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
  };
  const customers = Array.from({ length: 20_000 }, (_, i) => {
    const digits = `${6 + pick(4)}${String(100_000_000 + i * 37 + pick(30)).slice(-9)}`;
    return {
      name: `${FIRST[pick(20)]} ${LAST[pick(20)]}${pick(5) === 0 ? ` ${LAST[pick(20)]}` : ""}`,
      phone: pick(2) ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : digits,
      phone_key: digits,
      email: pick(3) === 0 ? `c${i}@example.in` : "",
      address_line: `${1 + pick(200)}, Main Road`,
      city: CITIES[pick(CITIES.length)]!,
      state: "Rajasthan",
      postal_code: "",
      customer_type: (["retail", "retail", "retail", "wholesale", "custom"] as const)[pick(5)]!,
      created_at: at,
      updated_at: at,
    };
  });
  console.log("filling: customers");
  await chunk(customers, (part) => db.insertInto("customers").values(part).execute());
  const ids = (await db.selectFrom("customers").select(["id", "name", "phone"]).execute()).slice(
    -20_000,
  );
  console.log("filling: orders, steps, payments");
  for (let start = 0; start < 60_000; start += 500) {
    const orders = Array.from({ length: 500 }, (_, j) => {
      const n = start + j;
      const c = ids[pick(ids.length)]!;
      const ordered = dateBack(pick(5 * 365));
      const status = STATUSES[pick(STATUSES.length)]!;
      return {
        order_id: `RRL${String(n).padStart(6, "0")}`,
        customer_id: Number(c.id),
        customer_name: c.name,
        customer_phone: c.phone,
        customer_email: "",
        address_line: "",
        city: "Jaipur",
        state: "Rajasthan",
        postal_code: "",
        order_date: ordered,
        expected_delivery: addDays(ordered, 20),
        items: JSON.stringify([{ designId: null, name: "Poshak", quantity: 1, note: "" }]),
        priority: (["urgent", "high", "medium", "low"] as const)[pick(4)]!,
        order_type: "custom" as const,
        current_step: status === "delivered" ? 9 : pick(9),
        customer_status: status,
        amount_rupees: 1000 * (5 + pick(60)),
        created_at: at,
        updated_at: at,
        is_sample: 0,
        created_by: "sunita",
        cancelled_at: pick(40) === 0 ? at : null,
        tracking_code: `load${String(n).padStart(12, "0")}`,
      };
    });
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("orders").values(orders).execute();
      await chunk(
        orders.flatMap((o) =>
          Array.from({ length: 9 }, (_, k) => ({
            order_id: o.order_id,
            step_index: k,
            step_id: `step-${k}`,
            name: `Step ${k + 1}`,
            description: "",
            estimated_days: 2,
            status: (k < o.current_step ? "completed" : "pending") as "completed" | "pending",
            completed_date: null,
            updated_at: at,
            updated_by: null,
          })),
        ),
        (part) => trx.insertInto("production_steps").values(part).execute(),
      );
      await trx
        .insertInto("payments")
        .values(
          orders.map((o) => ({
            order_id: o.order_id,
            amount_rupees: o.customer_status === "delivered" ? o.amount_rupees : 1000 * pick(5),
            paid_on: o.order_date,
            method: "upi" as const,
            reference: "",
            recorded_by: "sunita",
            recorded_at: at,
          })),
        )
        .execute();
    });
  }
  console.log("filling: contact messages");
  const words = [
    "lehenga",
    "poshak",
    "wedding",
    "blouse",
    "fitting",
    "price",
    "Sunday",
    "kids",
    "bridal",
    "rajputi",
    "colour",
    "size",
  ];
  await chunk(
    Array.from({ length: 30_000 }, (_, i) => ({
      name: `${FIRST[pick(20)]} ${LAST[pick(20)]}`,
      phone: `+91 9${String(pick(10_000)).padStart(4, "0")} ${String(pick(100_000)).padStart(5, "0")}`,
      email: pick(2) ? `visitor${i}@example.com` : "",
      subject: "",
      message: Array.from({ length: 12 }, () => words[pick(words.length)]).join(" "),
      received_at: new Date(Date.now() - i * 90 * 60_000).toISOString(),
    })),
    (part) => db.insertInto("contact_messages").values(part).execute(),
  );
}

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
if (process.argv.includes("--fill")) await fill(k);
await sql`analyze`.execute(k);
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
const messages = (search = "") =>
  Promise.all([
    inbox.listMessages({ limit: MESSAGE_PAGE_SIZE.default + 1, search }),
    inbox.countMessages("all", search),
  ]);
await measure("inbox, first page", () => messages());
for (const q of ["kids", "bridal wedding", "visitor123", "+91 90001", "Priya"])
  await measure(`inbox search "${q}"`, () => messages(q));
const start = performance.now();
const all = await allCustomers(k, CustomerListQuerySchema.parse({}));
console.log(`customers CSV rows: ${all.length} in ${(performance.now() - start).toFixed(0)} ms`);

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
