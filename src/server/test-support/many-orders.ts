/**
 * Years of orders in a few statements, for the tests and measurements that need tens of
 * thousands of them: customers, orders (dates spread back from `today`, most delivered and
 * paid, some in work, ready, overdue, cancelled or owing), their nine steps and payments. Made
 * by the database from a series of numbers, so no statement's parameters grow with the rows;
 * the triggers of migration 0022 keep what was paid and the search keys as for any order.
 */
import { Kysely, PostgresDialect, sql, type RawBuilder } from "kysely";
import pg from "pg";
import { connectDatabase, type DatabaseConfig } from "../db/open-database";
import { PRODUCTION_STEP_TEMPLATE } from "../../shared/orders";
import type { Database, Engine } from "../db/schema";

const FIRST = [
  "Aarti",
  "Bhavna",
  "Chanda",
  "Deepa",
  "Ekta",
  "Farida",
  "Gauri",
  "Hema",
  "Indu",
  "Jyoti",
  "Kavita",
  "Lata",
  "Meena",
  "Neha",
  "Pooja",
  "Priya",
  "Radha",
  "Sunita",
  "Tara",
  "Usha",
  "Vandana",
  "Yamini",
  "Zoya",
  "Anjali",
  "Bindu",
  "Geeta",
  "Kiran",
  "Mamta",
  "Nisha",
  "Rekha",
  "Savita",
  "Seema",
  "Shanti",
  "Sushma",
  "Uma",
  "Vimla",
  "Asha",
  "Kamla",
  "Manju",
  "Rani",
];
const LAST = [
  "Sharma",
  "Verma",
  "Gupta",
  "Agarwal",
  "Jain",
  "Mehta",
  "Rathore",
  "Shekhawat",
  "Singh",
  "Choudhary",
  "Meena",
  "Saini",
  "Kumawat",
  "Joshi",
  "Mathur",
  "Bhatt",
  "Purohit",
  "Soni",
  "Khandelwal",
  "Goyal",
  "Mittal",
  "Bansal",
  "Chauhan",
  "Rajput",
  "Yadav",
  "Bairwa",
  "Gehlot",
  "Parihar",
  "Bhati",
  "Solanki",
];

/** A constant table of (k, v) rows: literals, not parameters. */
const constants = (values: readonly string[]): RawBuilder<unknown> =>
  sql.raw(
    values.map((v, k) => `select ${k} as k, '${v.replace(/'/g, "''")}' as v`).join(" union all "),
  );

export interface ManyOrders {
  orders: number;
  customers: number;
  /** India's date the newest order is taken on; the oldest five years before. */
  today: string;
  /**
   * Order IDs are the prefix, "1" and six digits (RR1999 gives RR19991000001: a real order ID
   * of a year no order is taken in); customers' phone keys are the prefix and six digits.
   */
  prefix?: string;
  /** Days from the oldest order to the newest (five years unless told). */
  spanDays?: number;
  /** One delivered order in this many is not paid in full. */
  unpaidEvery?: number;
  /** Every customer's name (a browser test finds its own orders by it); else names of Jaipur. */
  name?: string;
}

/**
 * A connection for loading in bulk: on PostgreSQL without the server's time limits (a slice of
 * thousands of orders can take longer than a request may on a busy machine), as the server's
 * on SQLite. Closed after `work`.
 */
export async function withBulkConnection<T>(
  config: DatabaseConfig,
  work: (db: Kysely<Database>, engine: Engine) => Promise<T>,
): Promise<T> {
  if (!config.databaseUrl) {
    const database = connectDatabase(config);
    try {
      return await work(database.db, "sqlite");
    } finally {
      await database.close();
    }
  }
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: config.databaseUrl, max: 1 }),
    }),
  });
  try {
    return await work(db, "postgres");
  } finally {
    await db.destroy();
  }
}

/** Adds `orders` orders of `customers` customers (see the file's comment). */
export async function addManyOrders(
  db: Kysely<Database>,
  engine: Engine,
  options: ManyOrders,
): Promise<void> {
  // In slices: each statement's rows and the triggers' work stay of a bounded size.
  await addCustomers(db, engine, options);
  for (let first = 1; first <= options.orders; first += SLICE)
    await addOrders(db, engine, options, first, Math.min(options.orders, first + SLICE - 1));
}

const SLICE = 2000;

function sqlOf(engine: Engine, today: string) {
  const pad = (expr: RawBuilder<unknown>) =>
    engine === "postgres"
      ? sql`lpad((${expr})::text, 6, '0')`
      : sql`substr('000000' || (${expr}), -6)`;
  const daysBefore = (days: RawBuilder<unknown>) =>
    engine === "postgres"
      ? sql`to_char(cast(${today} as date) - (${days})::int, 'YYYY-MM-DD')`
      : sql`date(${today}, '-' || (${days}) || ' days')`;
  const daysAfter = (date: RawBuilder<unknown>, days: RawBuilder<unknown>) =>
    engine === "postgres"
      ? sql`to_char((${date})::date + (${days})::int, 'YYYY-MM-DD')`
      : sql`date(${date}, '+' || (${days}) || ' days')`;
  const int = (expr: RawBuilder<unknown>) =>
    engine === "postgres" ? sql`((${expr})::bigint)` : sql`cast(${expr} as integer)`;
  const day = engine === "postgres" ? sql`cast(${today} as text)` : sql`${today}`;
  const at = sql`${day} || 'T05:30:00.000Z'`;

  return { pad, daysBefore, daysAfter, int, at };
}

const series = (first: number, last: number) =>
  sql`with recursive n(i) as (select ${sql.lit(first)} union all select i + 1 from n where i < ${sql.lit(last)})`;

async function addCustomers(
  db: Kysely<Database>,
  engine: Engine,
  { customers, today, prefix = "RR1999", name }: ManyOrders,
): Promise<void> {
  const { pad, daysBefore, int, at } = sqlOf(engine, today);
  await sql`${series(1, customers)}
    insert into customers (name, phone, phone_key, email, address_line, city, state, postal_code,
      created_at, updated_at)
    select ${name === undefined ? sql`f.v || ' ' || l.v` : sql`${name}`}, '+91 9' || ${pad(sql`i`)}, ${prefix} || ${pad(sql`i`)}, '',
      'Johari Bazaar', 'Jaipur', 'Rajasthan', '302003',
      ${daysBefore(sql`${int(sql`i * 1826 / ${sql.lit(customers)}`)}`)} || 'T05:30:00.000Z',
      ${at}
    from n
    join (${constants(FIRST)}) f on f.k = i % ${sql.lit(FIRST.length)}
    join (${constants(LAST)}) l on l.k = ${int(sql`i / ${sql.lit(FIRST.length)}`)} % ${sql.lit(LAST.length)}`.execute(
    db,
  );
}

async function addOrders(
  db: Kysely<Database>,
  engine: Engine,
  { orders, customers, today, prefix = "RR1999", spanDays = 1826, unpaidEvery = 211 }: ManyOrders,
  first: number,
  last: number,
): Promise<void> {
  const { pad, daysBefore, daysAfter, int, at } = sqlOf(engine, today);
  // i = 1 is the newest order. Days back: spread evenly over five years.
  const age = int(sql`n.i * ${sql.lit(spanDays)} / ${sql.lit(orders)}`);
  const recent = sql`${age} <= 45`;
  const status = sql`case
      when ${recent} and n.i % 5 = 0 then 'received'
      when ${recent} and n.i % 5 = 1 then 'in-work'
      when ${recent} and n.i % 5 = 2 then 'ready'
      when n.i % 97 = 0 then 'in-work'
      else 'delivered' end`;
  const step = sql`case
      when ${recent} and n.i % 5 = 0 then 0
      when ${recent} and n.i % 5 = 1 then 4
      when ${recent} and n.i % 5 = 2 then 7
      when n.i % 97 = 0 then 5
      else 9 end`;
  await sql`${series(first, last)}
    insert into orders (order_id, customer_id, customer_name, customer_phone, address_line, city,
      state, postal_code, order_date, expected_delivery, items, priority, order_type,
      current_step, customer_status, amount_rupees, created_at, updated_at, created_by,
      cancelled_at, cancelled_by, cancel_reason, tracking_code)
    select ${prefix} || '1' || ${pad(sql`n.i`)}, c.id, c.name, c.phone, c.address_line, c.city, c.state,
      c.postal_code, ${daysBefore(age)}, ${daysAfter(daysBefore(age), sql`12 + n.i % 30`)},
      '[]',
      case n.i % 10 when 0 then 'urgent' when 1 then 'high' when 2 then 'high'
        when 3 then 'medium' when 4 then 'medium' when 5 then 'medium' when 6 then 'medium'
        else 'low' end,
      case when n.i % 6 = 0 then 'ready-made' else 'custom' end,
      ${step}, ${status}, 5000 + (n.i * 37 % 50) * 1000, ${at}, ${at}, 'sunita',
      case when n.i % 37 = 0 then ${at} end, case when n.i % 37 = 0 then 'sunita' end,
      case when n.i % 37 = 0 then 'Wedding postponed' end,
      ${prefix} || 'code' || ${pad(sql`n.i`)}
    from n join customers c on c.phone_key = ${prefix} || ${pad(sql`1 + n.i % ${sql.lit(customers)}`)}`.execute(
    db,
  );

  const idOf = (i: number) => `${prefix}1${String(i).padStart(6, "0")}`;
  const mine = sql`o.order_id between ${idOf(first)} and ${idOf(last)}`;
  await sql`insert into production_steps (order_id, step_index, step_id, name, description,
      estimated_days, status, completed_date, updated_at, updated_by)
    select o.order_id, s.k, 'step-' || s.k, s.v, '', 2,
      case when s.k < o.current_step then 'completed'
        when s.k = o.current_step then 'in-progress' else 'pending' end,
      case when s.k < o.current_step then o.order_date end, o.created_at, null
    from orders o cross join (${constants(PRODUCTION_STEP_TEMPLATE.map((s) => s.name))}) s
    where ${mine}`.execute(db);

  // An advance of a third on the order date; the rest on delivery, except one in unpaidEvery.
  // One statement: PostgreSQL's trigger then updates each order once.
  await sql`insert into payments (order_id, amount_rupees, paid_on, method, reference, recorded_by, recorded_at)
    select o.order_id, ${int(sql`o.amount_rupees / 3`)}, o.order_date, 'upi', '', 'sunita', o.created_at
    from orders o where ${mine}
    union all
    select o.order_id, o.amount_rupees - ${int(sql`o.amount_rupees / 3`)}, o.expected_delivery, 'cash', '',
      'sunita', o.created_at
    from orders o
    where ${mine} and o.customer_status = 'delivered'
      and ${int(sql`substr(o.order_id, ${sql.lit(prefix.length + 1)})`)} % ${sql.lit(unpaidEvery)} <> 0`.execute(
    db,
  );
}
