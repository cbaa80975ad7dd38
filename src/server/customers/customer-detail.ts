import type { Kysely } from "kysely";
import type { CustomerDetail, CustomerEvent } from "../../shared/customers";
import { listOrderSummaries } from "../admin/admin-order-queries";
import { displayNameOf } from "../auth/owners";
import type { Database } from "../db/schema";
import { toRecord } from "./customer-repository";
import { listMeasurements } from "./measurement-repository";
import { staleOpenOrders } from "./order-contact";

/**
 * Her record, her orders (newest first), every version of her measurements, her history, and
 * her open orders that still carry an old phone, e-mail or address.
 */
export async function loadCustomerDetail(
  db: Kysely<Database>,
  customerId: number,
): Promise<CustomerDetail | undefined> {
  const row = await db
    .selectFrom("customers")
    .selectAll()
    .where("id", "=", customerId)
    .executeTakeFirst();
  if (!row) return undefined;
  const [orders, measurements, events, staleOrders] = await Promise.all([
    listOrderSummaries(db, { customerId }),
    listMeasurements(db, customerId),
    db
      .selectFrom("customer_events")
      .selectAll()
      .where("customer_id", "=", customerId)
      .orderBy("id", "desc")
      .execute(),
    staleOpenOrders(db, customerId),
  ]);
  return {
    customer: toRecord(row),
    orders,
    measurements,
    history: events.map(
      (e) =>
        ({
          ...(JSON.parse(e.detail) as object),
          kind: e.kind,
          id: Number(e.id),
          at: e.at,
          by: e.by === null ? null : displayNameOf(e.by),
        }) as CustomerEvent,
    ),
    staleOrders,
  };
}
