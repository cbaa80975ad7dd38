import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * The customers list filtered, sorted and paged by the server (issue 27), whatever the number
 * of customers and orders:
 *
 * - customer_figures: each customer's orders, last order date and balance, kept exact by
 *   triggers in the transaction of every change to an order or a payment (whoever writes it:
 *   the back office, the seed, an erasure, a script), so the list reads them per row and sorts
 *   by them through an index. A table of its own, not columns of `customers`: changing an order
 *   locks the order then her figures, while changing her record locks her row then her open
 *   orders (customer-change.ts); on one row the two would deadlock. The figures are computed
 *   again from her own orders on each change (on PostgreSQL once a statement for all the
 *   customers its rows touch) (through orders_customer_idx and
 *   payments_order_idx), never adjusted by a difference, so they cannot drift; on PostgreSQL
 *   her figures row is locked first and the sums read after it (each statement of a PL/pgSQL
 *   function sees what was committed before it), so two changes at once to two of her orders
 *   both count.
 * - An index for each column the list sorts by, the id after it for the ties and the pages (the
 *   phone key's too: PostgreSQL would not see that its uniqueness leaves the id nothing to do).
 * - Her name (lower case, without spaces) and phone key searched through a trigram index:
 *   SQLite's FTS5 trigram tokenizer, PostgreSQL's pg_trgm (in its contrib, trusted since 13).
 *   Without pg_trgm the migration leaves those two indexes out and the search reads the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable("customer_figures")
    .addColumn("customer_id", "integer", (c) =>
      c.primaryKey().references("customers.id").onDelete("cascade"),
    )
    .addColumn("order_count", "integer", (c) => c.notNull().defaultTo(0))
    /** Quoted less paid over her orders that stand (cancelled ones owe nothing). */
    .addColumn("balance_rupees", "integer", (c) => c.notNull().defaultTo(0))
    /** yyyy-mm-dd, '' before her first order (so it sorts and pages like any other value). */
    .addColumn("last_order_date", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await sql`insert into customer_figures (customer_id) select id from customers`.execute(db);
  await sql`update customer_figures set ${FIGURES}`.execute(db);

  for (const [name, columns] of [
    ["customer_figures_orders_sort_idx", "order_count, customer_id"],
    ["customer_figures_balance_sort_idx", "balance_rupees, customer_id"],
    ["customer_figures_last_order_sort_idx", "last_order_date, customer_id"],
  ] as const)
    await sql`create index ${sql.id(name)} on customer_figures (${sql.raw(columns)})`.execute(db);
  for (const [name, columns] of [
    ["customers_name_sort_idx", "lower(name), id"],
    ["customers_phone_sort_idx", "phone_key, id"],
    ["customers_city_sort_idx", "lower(city), id"],
    ["customers_type_sort_idx", "customer_type, id"],
  ] as const)
    await sql`create index ${sql.id(name)} on customers (${sql.raw(columns)})`.execute(db);

  if (postgres) await postgresFigures(db);
  else await sqliteFigures(db);
  if (postgres) await postgresSearch(db);
  else await sqliteSearch(db);
}

/**
 * Her figures from her own orders, for the customer_figures row being updated: the number of
 * orders (cancelled ones too) and the last order date, as the list always showed them, and
 * what the orders that stand still owe.
 */
const FIGURES_SQL = `
  order_count = (select count(*) from orders o where o.customer_id = customer_figures.customer_id),
  last_order_date = coalesce(
    (select max(o.order_date) from orders o where o.customer_id = customer_figures.customer_id), ''),
  balance_rupees = coalesce(
    (select sum(o.amount_rupees) from orders o
      where o.customer_id = customer_figures.customer_id and o.cancelled_at is null), 0)
    - coalesce((select sum(p.amount_rupees) from payments p
      join orders o on o.order_id = p.order_id
      where o.customer_id = customer_figures.customer_id and o.cancelled_at is null), 0)`;
const FIGURES = sql.raw(FIGURES_SQL);

/** What an order's change touches: a change of anything else leaves her figures alone. */
const ORDER_COLUMNS = "customer_id, amount_rupees, cancelled_at, order_date";

async function sqliteFigures(db: Kysely<unknown>): Promise<void> {
  const refresh = (customerId: string) =>
    `update customer_figures set ${FIGURES_SQL} where customer_id = ${customerId};`;
  const ofOrder = (row: "new" | "old") =>
    `(select customer_id from orders where order_id = ${row}.order_id)`;
  for (const trigger of [
    `create trigger customers_figures_insert after insert on customers begin
       insert into customer_figures (customer_id) values (new.id);
     end`,
    `create trigger orders_figures_insert after insert on orders
     when new.customer_id is not null begin ${refresh("new.customer_id")} end`,
    `create trigger orders_figures_update after update of ${ORDER_COLUMNS} on orders
     when old.customer_id is not new.customer_id or old.amount_rupees is not new.amount_rupees
       or old.cancelled_at is not new.cancelled_at or old.order_date is not new.order_date
     begin ${refresh("old.customer_id")} ${refresh("new.customer_id")} end`,
    `create trigger orders_figures_delete after delete on orders
     when old.customer_id is not null begin ${refresh("old.customer_id")} end`,
    `create trigger payments_figures_insert after insert on payments
     begin ${refresh(ofOrder("new"))} end`,
    `create trigger payments_figures_update after update of amount_rupees, order_id on payments
     begin ${refresh(ofOrder("old"))} ${refresh(ofOrder("new"))} end`,
    // An order's payments deleted with it find no order: the order's own trigger counts again.
    `create trigger payments_figures_delete after delete on payments
     begin ${refresh(ofOrder("old"))} end`,
  ])
    await sql.raw(trigger).execute(db);
}

/**
 * PostgreSQL: statement triggers over the statement's rows (transition tables), so a change of
 * many orders at once (an import, the sample loader) counts each customer once, not once a row.
 */
async function postgresFigures(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function refresh_customer_figures(ids integer[]) returns void language plpgsql as $$
    begin
      if coalesce(cardinality(ids), 0) = 0 then return; end if;
      -- Locked first, in one order (no deadlock): the sums below are read after any change to
      -- their orders committed meanwhile.
      perform 1 from customer_figures where customer_id = any(ids) order by customer_id for update;
      update customer_figures set ${FIGURES} where customer_id = any(ids);
    end $$`.execute(db);
  await sql`
    create function customer_figures_row() returns trigger language plpgsql as $$
    begin
      insert into customer_figures (customer_id) values (new.id);
      return null;
    end $$`.execute(db);
  // An order's figures columns changed (or it was added or removed): its customer before and after.
  const changed = `(o.customer_id, o.amount_rupees, o.cancelled_at, o.order_date)
    is distinct from (n.customer_id, n.amount_rupees, n.cancelled_at, n.order_date)`;
  for (const [name, event, tables, ids] of [
    ["orders_figures_insert", "insert", "new table as n", "select customer_id from n"],
    [
      "orders_figures_update",
      "update",
      "old table as o new table as n",
      `select o.customer_id from o join n using (order_id) where ${changed}
       union select n.customer_id from o join n using (order_id) where ${changed}`,
    ],
    ["orders_figures_delete", "delete", "old table as o", "select customer_id from o"],
    [
      "payments_figures_insert",
      "insert",
      "new table as n",
      "select customer_id from orders where order_id in (select order_id from n)",
    ],
    [
      "payments_figures_update",
      "update",
      "old table as o new table as n",
      `select customer_id from orders where order_id in (
         select o.order_id from o join n using (id)
         where (o.order_id, o.amount_rupees) is distinct from (n.order_id, n.amount_rupees)
         union select n.order_id from o join n using (id)
         where (o.order_id, o.amount_rupees) is distinct from (n.order_id, n.amount_rupees))`,
    ],
    // An order's payments deleted with it find no order: the order's own trigger counts again.
    [
      "payments_figures_delete",
      "delete",
      "old table as o",
      "select customer_id from orders where order_id in (select order_id from o)",
    ],
  ] as const) {
    const table = name.startsWith("orders") ? "orders" : "payments";
    await sql
      .raw(
        `create function ${name}() returns trigger language plpgsql as $$
        begin
          perform refresh_customer_figures(array(
            select distinct customer_id from (${ids}) as changed where customer_id is not null));
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${name} after ${event} on ${table} referencing ${tables}
        for each statement execute function ${name}()`,
      )
      .execute(db);
  }
  await sql`create trigger customers_figures_insert after insert on customers
    for each row execute function customer_figures_row()`.execute(db);
}

/**
 * SQLite: a contentless FTS5 table (no copy of her name, only its trigrams), rowid = customer
 * id, kept by triggers; secure-delete so an erased customer's trigrams leave the file too.
 */
async function sqliteSearch(db: Kysely<unknown>): Promise<void> {
  const nameKey = (row: string) => `replace(lower(${row}.name), ' ', '')`;
  await sql`create virtual table customers_search using fts5(
    name_key, phone_key, tokenize = 'trigram', content = '', contentless_delete = 1)`.execute(db);
  await sql`insert into customers_search (customers_search, rank) values ('secure-delete', 1)`.execute(
    db,
  );
  await sql
    .raw(
      `insert into customers_search (rowid, name_key, phone_key)
    select id, ${nameKey("customers")}, phone_key from customers`,
    )
    .execute(db);
  const insert = `insert into customers_search (rowid, name_key, phone_key)
    values (new.id, ${nameKey("new")}, new.phone_key);`;
  const remove = `delete from customers_search where rowid = old.id;`;
  for (const trigger of [
    `create trigger customers_search_insert after insert on customers begin ${insert} end`,
    `create trigger customers_search_update after update of name, phone_key on customers
     begin ${remove} ${insert} end`,
    `create trigger customers_search_delete after delete on customers begin ${remove} end`,
  ])
    await sql.raw(trigger).execute(db);
}

/** PostgreSQL: pg_trgm's GIN indexes on the very expressions the search compares. */
async function postgresSearch(db: Kysely<unknown>): Promise<void> {
  if (!(await withPgTrgm(db))) return;
  await sql`create index customers_name_trgm_idx on customers
    using gin ((replace(lower(name), ' ', '')) gin_trgm_ops)`.execute(db);
  await sql`create index customers_phone_trgm_idx on customers
    using gin (phone_key gin_trgm_ops)`.execute(db);
}

/**
 * Creates pg_trgm where the database lets its owner (trusted since PostgreSQL 13); true when it
 * is there. A failure is caught inside the statement, so the migration's transaction goes on.
 */
export async function withPgTrgm(db: Kysely<unknown>): Promise<boolean> {
  await sql`do $$ begin
      create extension if not exists pg_trgm;
    exception when others then
      raise notice 'pg_trgm is not available: searches will read their tables (%)', sqlerrm;
    end $$`.execute(db);
  const found = await sql<{ n: number }>`
    select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(db);
  return found.rows[0]!.n > 0;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`drop trigger customers_figures_insert on customers`.execute(db);
    for (const table of ["orders", "payments"])
      for (const event of ["insert", "update", "delete"]) {
        await sql.raw(`drop trigger ${table}_figures_${event} on ${table}`).execute(db);
        await sql.raw(`drop function ${table}_figures_${event}()`).execute(db);
      }
    for (const f of ["customer_figures_row()", "refresh_customer_figures(integer[])"])
      await sql.raw(`drop function ${f}`).execute(db);
    await sql`drop index if exists customers_name_trgm_idx`.execute(db);
    await sql`drop index if exists customers_phone_trgm_idx`.execute(db);
  } else {
    for (const t of [
      "customers_figures_insert",
      "orders_figures_insert",
      "orders_figures_update",
      "orders_figures_delete",
      "payments_figures_insert",
      "payments_figures_update",
      "payments_figures_delete",
      "customers_search_insert",
      "customers_search_update",
      "customers_search_delete",
    ])
      await sql.raw(`drop trigger ${t}`).execute(db);
    await sql`drop table customers_search`.execute(db);
  }
  for (const name of [
    "customers_name_sort_idx",
    "customers_phone_sort_idx",
    "customers_city_sort_idx",
    "customers_type_sort_idx",
  ])
    await db.schema.dropIndex(name).execute();
  await db.schema.dropTable("customer_figures").execute();
}
