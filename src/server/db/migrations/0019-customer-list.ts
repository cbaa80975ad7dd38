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
 *   again from her own orders on each change (through orders_customer_idx and
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

async function postgresFigures(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function refresh_customer_figures(cid integer) returns void language plpgsql as $$
    begin
      if cid is null then return; end if;
      -- Locked first: the sums below are read after any change to her orders committed meanwhile.
      perform 1 from customer_figures where customer_id = cid for update;
      update customer_figures set ${FIGURES} where customer_id = cid;
    end $$`.execute(db);
  await sql`
    create function customer_figures_row() returns trigger language plpgsql as $$
    begin
      insert into customer_figures (customer_id) values (new.id);
      return null;
    end $$`.execute(db);
  await sql`
    create function customer_figures_of_order() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.customer_id is not distinct from new.customer_id
        and old.amount_rupees = new.amount_rupees
        and old.cancelled_at is not distinct from new.cancelled_at
        and old.order_date = new.order_date then
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then perform refresh_customer_figures(old.customer_id); end if;
      if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.customer_id is distinct from old.customer_id) then
        perform refresh_customer_figures(new.customer_id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create function customer_figures_of_payment() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        perform refresh_customer_figures((select customer_id from orders where order_id = old.order_id));
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        perform refresh_customer_figures((select customer_id from orders where order_id = new.order_id));
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger customers_figures_insert after insert on customers
    for each row execute function customer_figures_row()`.execute(db);
  await sql`create trigger orders_figures after insert or delete or update of ${sql.raw(ORDER_COLUMNS)}
    on orders for each row execute function customer_figures_of_order()`.execute(db);
  await sql`create trigger payments_figures after insert or delete or update of amount_rupees, order_id
    on payments for each row execute function customer_figures_of_payment()`.execute(db);
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
    await sql`drop trigger orders_figures on orders`.execute(db);
    await sql`drop trigger payments_figures on payments`.execute(db);
    for (const f of [
      "customer_figures_row()",
      "customer_figures_of_order()",
      "customer_figures_of_payment()",
      "refresh_customer_figures(integer)",
    ])
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
