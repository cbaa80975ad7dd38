import { sql, type Kysely } from "kysely";
import { type DashboardFigures, monthStarts } from "../../shared/dashboard";
import { todayInIndia } from "../../shared/dates";
import { engineOf } from "../db/engine-of";
import type { Database } from "../db/schema";

/**
 * The dashboard's real figures (demo mode shows the spec's fixed tiles instead). Months are
 * India's calendar months; revenue is what was received in them (payments less reversals).
 */
export async function dashboardFigures(db: Kysely<Database>, now: Date): Promise<DashboardFigures> {
  const q = figureQueries(db, now);
  const [total, orders, active, customers, revenue, designs] = await Promise.all([
    q.total.executeTakeFirstOrThrow(),
    q.orders.executeTakeFirstOrThrow(),
    q.active.execute(db).then((r) => r.rows[0]!),
    q.customers.executeTakeFirstOrThrow(),
    q.revenue.executeTakeFirstOrThrow(),
    q.designs.executeTakeFirstOrThrow(),
  ]);
  return {
    ordersTotal: Number(total.total),
    ordersThisMonth: Number(orders.thisMonth ?? 0),
    ordersLastMonth: Number(orders.lastMonth ?? 0),
    activeCustomers: Number(active.n),
    newCustomersThisMonth: Number(customers.n),
    revenueThisMonth: Number(revenue.thisMonth ?? 0),
    revenueLastMonth: Number(revenue.lastMonth ?? 0),
    designs: Number(designs.shown),
    designsAddedThisMonth: Number(designs.added ?? 0),
  };
}

/**
 * The figures' queries, each reading a range of one index (migration 0022), never a whole
 * table's rows: the months' orders and payments by date, the open orders' customers from the
 * open orders' own index; the count of every order is the primary key's entries.
 */
export function figureQueries(db: Kysely<Database>, now: Date) {
  const { thisMonth, lastMonth } = monthStarts(todayInIndia(now));
  const inMonth = (column: "order_date" | "paid_on") => ({
    thisMonth: sql<number>`case when ${sql.ref(column)} >= ${thisMonth} then 1 else 0 end`,
    lastMonth: sql<number>`case when ${sql.ref(column)} >= ${lastMonth} and ${sql.ref(column)} < ${thisMonth} then 1 else 0 end`,
  });
  const orderMonths = inMonth("order_date");
  const payMonths = inMonth("paid_on");
  // created_at is a UTC timestamp: compared with the instant India's month began.
  const monthBegan = new Date(`${thisMonth}T00:00:00+05:30`).toISOString();
  return {
    total: db.selectFrom("orders").select((eb) => eb.fn.countAll().as("total")),
    orders: db
      .selectFrom("orders")
      .select((eb) => [
        eb.fn.sum<number | string>(orderMonths.thisMonth).as("thisMonth"),
        eb.fn.sum<number | string>(orderMonths.lastMonth).as("lastMonth"),
      ])
      .where("order_date", ">=", lastMonth),
    // The orders in hand's own index (its terms as it says them). SQLite, told which: with
    // statistics it would rather walk every order by customer than sort those few.
    active: sql<{ n: number | string }>`select count(distinct customer_id) as n
      from orders ${sql.raw(engineOf(db) === "sqlite" ? "indexed by orders_open_idx" : "")}
      where cancelled_at is null and customer_status <> 'delivered'`,
    customers: db
      .selectFrom("customers")
      .select((eb) => eb.fn.countAll().as("n"))
      // created_at is a UTC timestamp: compare with the instant India's month began.
      .where("created_at", ">=", monthBegan),
    revenue: db
      .selectFrom("payments")
      .select((eb) => [
        eb.fn.sum<number | string>(sql`amount_rupees * ${payMonths.thisMonth}`).as("thisMonth"),
        eb.fn.sum<number | string>(sql`amount_rupees * ${payMonths.lastMonth}`).as("lastMonth"),
      ])
      .where("paid_on", ">=", lastMonth),
    // The designs the site shows (not the hidden ones), and those added this month.
    designs: db
      .selectFrom("designs")
      .select((eb) => [
        eb.fn.countAll().as("shown"),
        eb.fn
          .sum<number | string>(
            sql`case when created_at >= ${monthBegan} and created_at <= ${now.toISOString()} then 1 else 0 end`,
          )
          .as("added"),
      ])
      .where("hidden", "=", 0),
  };
}
