import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * The orders list pages on the server (server/admin/order-pages.ts), so every filter, search,
 * attention group and sort needs an index, whatever the number of orders:
 *
 * - `paid_rupees`: what the order's payments add up to (reversals are negative payments), kept
 *   by triggers on payments in the payment's own transaction, whoever writes it (the owners'
 *   routes, a generator, a restore); `balance_rupees` is the quote less it, a generated column,
 *   so the balance sorts and filters through an index and PostgreSQL keeps statistics on it.
 * - `order_search_keys`: every suffix (its first SEARCH_KEY_LENGTH characters) of an order's ID
 *   and of its customer's name, with ASCII letters in small letters, kept by triggers on
 *   orders (inserted, renamed, deleted; no foreign key: checking one per key would cost more
 *   than the keys). "Contains the text" is then "has a key beginning with it": a range of one
 *   index.
 * - Partial indexes, one per attention group (orders in hand are a small part of five years of
 *   orders), for the cancelled orders and for the orders with money due; a sort index for the
 *   balance and for the newest-first list; the dashboard's figures by date.
 */
export const SEARCH_KEY_LENGTH = 16;
/** Positions 1..N of a field's characters (order IDs and names are far shorter). */
export const SEARCH_POSITIONS = 256;

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = UPPER.toLowerCase();

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  // --- What was paid, and the balance -------------------------------------------------------
  await db.schema
    .alterTable("orders")
    .addColumn("paid_rupees", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update orders set paid_rupees = coalesce((select sum(p.amount_rupees) from payments p where p.order_id = orders.order_id), 0)`.execute(
    db,
  );
  // SQLite adds only virtual generated columns to a table; PostgreSQL only stored ones.
  await db.schema
    .alterTable("orders")
    .addColumn("balance_rupees", "integer", (c) => {
      const generated = c.generatedAlwaysAs(sql`amount_rupees - paid_rupees`);
      return postgres ? generated.stored() : generated;
    })
    .execute();

  if (postgres) {
    // Once a statement, over the rows it changed (a bulk insert is one update per order).
    await sql`
      create function payments_keep_paid() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          update orders o set paid_rupees = o.paid_rupees - d.paid
          from (select order_id, sum(amount_rupees) as paid from old_rows group by order_id) d
          where o.order_id = d.order_id;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          update orders o set paid_rupees = o.paid_rupees + d.paid
          from (select order_id, sum(amount_rupees) as paid from new_rows group by order_id) d
          where o.order_id = d.order_id;
        end if;
        return null;
      end $$`.execute(db);
    for (const [event, tables] of [
      ["insert", "new table as new_rows"],
      ["delete", "old table as old_rows"],
      ["update", "old table as old_rows new table as new_rows"],
    ] as const)
      await sql`
        create trigger ${sql.raw(`payments_paid_${event}`)} after ${sql.raw(event)} on payments
        referencing ${sql.raw(tables)} for each statement execute function payments_keep_paid()`.execute(
        db,
      );
  } else {
    await sql`
      create trigger payments_paid_insert after insert on payments begin
        update orders set paid_rupees = paid_rupees + new.amount_rupees where order_id = new.order_id;
      end`.execute(db);
    await sql`
      create trigger payments_paid_delete after delete on payments begin
        update orders set paid_rupees = paid_rupees - old.amount_rupees where order_id = old.order_id;
      end`.execute(db);
    await sql`
      create trigger payments_paid_update after update of amount_rupees, order_id on payments begin
        update orders set paid_rupees = paid_rupees - old.amount_rupees where order_id = old.order_id;
        update orders set paid_rupees = paid_rupees + new.amount_rupees where order_id = new.order_id;
      end`.execute(db);
  }

  // --- Search keys ----------------------------------------------------------------------------
  await db.schema
    .createTable("search_positions")
    .addColumn("i", "integer", (c) => c.primaryKey())
    .execute();
  await sql`
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${sql.lit(SEARCH_POSITIONS)})
    insert into search_positions (i) select i from n`.execute(db);

  // Keys compare by code point on both engines (SQLite's BINARY; PostgreSQL's "C" collation),
  // so the keys beginning with a text are one range, whatever the database's own collation.
  const keyType = postgres ? sql`text collate "C"` : sql`text`;
  await sql`
    create table order_search_keys (
      key ${keyType} not null,
      order_id text not null,
      primary key (key, order_id)
    )${sql.raw(postgres ? "" : " without rowid")}`.execute(db);

  // ASCII letters only, the same on both engines (SQLite's lower() folds no other letters):
  // searchFold in shared/order-pages.ts is the rule.
  const fold = (text: string) =>
    postgres ? `translate(${text}, '${UPPER}', '${LOWER}')` : `lower(${text})`;
  /** The keys of the fields in `fields` (rows of order_id and s, the text). */
  const keysOf = (fields: string) => `
    select distinct substr(${fold("f.s")}, p.i, ${SEARCH_KEY_LENGTH}) as key, f.order_id as order_id
    from (${fields}) f join search_positions p on p.i <= length(f.s)`;
  /** An order's fields: its ID and its customer's name, of the rows `rows` (new, old, …). */
  const fieldsOf = (rows: string, from = "") =>
    `select ${rows}.order_id as order_id, ${rows}.order_id as s${from}
     union all select ${rows}.order_id, ${rows}.customer_name${from}`;
  // An order's keys are taken away as they were made, from its ID and name (the primary key
  // finds each): no index by order, which would be as large as the keys.

  if (postgres) {
    // Statement triggers (a bulk insert is one insert of keys), but keys are taken away an order
    // at a time through the primary key: planned as one join, the keys of a few orders were
    // matched by hashing every order's keys (2.5 s with 70,000 orders, on every update of
    // orders, a payment's included). An update that renames no order does nothing.
    const one = (id: string, name: string) =>
      keysOf(`select ${id} as order_id, ${id} as s union all select ${id}, ${name}`);
    const remove = (id: string, name: string) => `delete from order_search_keys
          where order_id = ${id} and key in (select key from (${one(id, name)}) k);`;
    await sql
      .raw(
        `create function orders_keep_search_keys() returns trigger language plpgsql as $$
      declare r record;
      begin
        if tg_op = 'DELETE' then
          for r in select order_id, customer_name from old_rows loop
            ${remove("r.order_id", "r.customer_name")}
          end loop;
        elsif tg_op = 'UPDATE' then
          for r in select o.order_id, o.customer_name as old_name, n.customer_name as new_name
            from new_rows n join old_rows o on o.order_id = n.order_id
            where n.customer_name is distinct from o.customer_name loop
            ${remove("r.order_id", "r.old_name")}
            insert into order_search_keys (key, order_id)
              ${one("r.order_id", "r.new_name")} on conflict do nothing;
          end loop;
        else
          insert into order_search_keys (key, order_id)
            ${keysOf(fieldsOf("new_rows", " from new_rows"))} on conflict do nothing;
        end if;
        return null;
      end $$`,
      )
      .execute(db);
    await sql`
      create trigger orders_search_keys_insert after insert on orders
      referencing new table as new_rows for each statement execute function orders_keep_search_keys()`.execute(
      db,
    );
    await sql`
      create trigger orders_search_keys_delete after delete on orders
      referencing old table as old_rows for each statement execute function orders_keep_search_keys()`.execute(
      db,
    );
    await sql`
      create trigger orders_search_keys_update after update on orders
      referencing old table as old_rows new table as new_rows
      for each statement execute function orders_keep_search_keys()`.execute(db);
  } else {
    const remove = (row: "old") => `delete from order_search_keys
      where order_id = ${row}.order_id and key in (select key from (${keysOf(fieldsOf(row))}));`;
    await sql
      .raw(
        `create trigger orders_search_keys_insert after insert on orders begin
          insert or ignore into order_search_keys (key, order_id) ${keysOf(fieldsOf("new"))};
        end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger orders_search_keys_delete after delete on orders begin
          ${remove("old")}
        end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger orders_search_keys_update after update of customer_name on orders
        when new.customer_name is not old.customer_name begin
          ${remove("old")}
          insert or ignore into order_search_keys (key, order_id) ${keysOf(fieldsOf("new"))};
        end`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `insert into order_search_keys (key, order_id) ${keysOf(fieldsOf("orders", " from orders"))}`,
    )
    .execute(db);

  // --- Indexes --------------------------------------------------------------------------------
  const index = (text: string) => sql.raw(text).execute(db);
  // By order date: the newest-first list (the default), ties by ascending ID as it always
  // listed them, and the oldest-first, ties ascending too (the ID joins 0001's index).
  await index(`create index orders_ordered_sort_idx on orders (order_date desc, order_id)`);
  await index(`drop index orders_order_date_idx`);
  await index(`create index orders_order_date_idx on orders (order_date, order_id)`);
  await index(`create index orders_balance_sort_idx on orders (balance_rupees, order_id)`);
  // Orders in hand (overdue, due soon, active customers) and each other attention group.
  await index(
    `create index orders_open_idx on orders (expected_delivery, order_id, customer_id)
     where cancelled_at is null and customer_status <> 'delivered'`,
  );
  await index(
    `create index orders_ready_idx on orders (order_id)
     where cancelled_at is null and customer_status = 'ready'`,
  );
  await index(
    `create index orders_unpaid_delivered_idx on orders (order_id)
     where cancelled_at is null and customer_status = 'delivered' and balance_rupees > 0`,
  );
  await index(
    `create index orders_cancelled_idx on orders (order_id) where cancelled_at is not null`,
  );
  await index(`create index orders_money_due_idx on orders (order_id) where balance_rupees > 0`);
  // The dashboard: customers new this month, money received by month.
  await index(`create index customers_created_idx on customers (created_at)`);
  // 0021's index for the payments' export, (paid_on, id), also carries the amount: a month's
  // money received is then read from the index alone. One index serves both.
  await index(`drop index payments_paid_on_idx`);
  await index(`create index payments_paid_on_idx on payments (paid_on, id, amount_rupees)`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropIndex("payments_paid_on_idx").execute();
  await db.schema
    .createIndex("payments_paid_on_idx")
    .on("payments")
    .columns(["paid_on", "id"])
    .execute();
  for (const name of [
    "customers_created_idx",
    "orders_money_due_idx",
    "orders_cancelled_idx",
    "orders_unpaid_delivered_idx",
    "orders_ready_idx",
    "orders_open_idx",
    "orders_balance_sort_idx",
    "orders_ordered_sort_idx",
    "orders_order_date_idx",
  ])
    await db.schema.dropIndex(name).execute();
  await db.schema.createIndex("orders_order_date_idx").on("orders").column("order_date").execute();
  if (postgres) {
    for (const name of [
      "orders_search_keys_insert",
      "orders_search_keys_update",
      "orders_search_keys_delete",
    ])
      await sql`drop trigger ${sql.raw(name)} on orders`.execute(db);
    await sql`drop function orders_keep_search_keys()`.execute(db);
    for (const name of ["payments_paid_insert", "payments_paid_delete", "payments_paid_update"])
      await sql`drop trigger ${sql.raw(name)} on payments`.execute(db);
    await sql`drop function payments_keep_paid()`.execute(db);
  } else {
    for (const name of [
      "orders_search_keys_delete",
      "orders_search_keys_update",
      "orders_search_keys_insert",
      "payments_paid_update",
      "payments_paid_delete",
      "payments_paid_insert",
    ])
      await sql`drop trigger ${sql.raw(name)}`.execute(db);
  }
  await db.schema.dropTable("order_search_keys").execute();
  await db.schema.dropTable("search_positions").execute();
  await db.schema.alterTable("orders").dropColumn("balance_rupees").execute();
  await db.schema.alterTable("orders").dropColumn("paid_rupees").execute();
}
