/** What the owners' scenarios ask for, picked from the target's data. */
import { sql } from "kysely";
import { CUSTOMER_PAGE_SIZE, customerCursor } from "../../src/shared/customer-list";
import type { Db } from "../../src/server/db/schema";

export interface Picks {
  /** The newest order (its detail). */
  orderId: string;
  /** An order every database has (a sample order) for the tracking lookups. */
  trackingId: string;
  /** A customer with one order, and the one with the most. */
  oneOrderCustomer: number;
  loyalCustomer: number;
  /** Six digits of a customer's phone, as an owner types them. */
  phoneDigits: string;
  /** The cursor of the customers list's last page (by name). */
  customersLastPage: string;
}

export async function pick({ db }: Db): Promise<Picks> {
  const newest = await db
    .selectFrom("orders")
    .select("order_id")
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
  const byOrders = (dir: "asc" | "desc") =>
    db
      .selectFrom("orders")
      .select(["customer_id", (eb) => eb.fn.countAll().as("n")])
      .where("customer_id", "is not", null)
      .groupBy("customer_id")
      .orderBy("n", dir)
      .orderBy("customer_id")
      .limit(1)
      .executeTakeFirstOrThrow();
  const [one, loyal] = [await byOrders("asc"), await byOrders("desc")];
  const phone = await db
    .selectFrom("customers")
    .select("phone_key")
    .where("id", "=", Number(loyal.customer_id))
    .executeTakeFirstOrThrow();
  // The row before the last page, by name (the list's first order): its cursor.
  const beforeLast = await db
    .selectFrom("customers")
    .select(["id", sql<string>`lower(name)`.as("key")])
    .orderBy(sql`lower(name)`, "desc")
    .orderBy("id", "desc")
    .offset(CUSTOMER_PAGE_SIZE.default)
    .limit(1)
    .executeTakeFirst();
  return {
    orderId: newest.order_id,
    trackingId: "RR2024001",
    oneOrderCustomer: Number(one.customer_id),
    loyalCustomer: Number(loyal.customer_id),
    phoneDigits: phone.phone_key.slice(-6),
    customersLastPage: beforeLast
      ? customerCursor({ sort: "name", dir: "asc", key: beforeLast.key, id: Number(beforeLast.id) })
      : "",
  };
}
