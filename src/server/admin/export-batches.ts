/**
 * The orders and the payments for the exports, a batch at a time by keyset (csv-stream.ts):
 * each batch starts after the last row of the one before, in the export's order, and reads
 * what its rows need by their IDs (at most one batch's worth of parameters).
 */
import type { Kysely } from "kysely";
import { orderSummaryOf, type AdminOrderSummary } from "../../shared/admin";
import type { Database } from "../db/schema";
import { EXPORT_BATCH } from "./csv-stream";

export type ExportOrder = AdminOrderSummary & { phone: string; items: string };

/** Every order in the list's first order: newest order date first, then by Order ID. */
export async function* orderBatches(db: Kysely<Database>): AsyncGenerator<ExportOrder[]> {
  let after: { date: string; id: string } | undefined;
  for (;;) {
    const from = after;
    const orders = await db
      .selectFrom("orders")
      .select([
        "order_id",
        "customer_name",
        "customer_phone",
        "items",
        "order_date",
        "expected_delivery",
        "order_type",
        "priority",
        "amount_rupees",
        "current_step",
        "customer_status",
        "revision",
        "cancelled_at",
      ])
      .$if(from !== undefined, (q) =>
        q.where((eb) =>
          eb.and([
            eb("order_date", "<=", from!.date),
            eb.or([eb("order_date", "<", from!.date), eb("order_id", ">", from!.id)]),
          ]),
        ),
      )
      .orderBy("order_date", "desc")
      .orderBy("order_id", "asc")
      .limit(EXPORT_BATCH)
      .execute();
    if (orders.length === 0) return;
    const ids = orders.map((o) => o.order_id);
    const [steps, paid] = await Promise.all([
      db
        .selectFrom("production_steps")
        .select(["order_id", "name"])
        .where("order_id", "in", ids)
        .orderBy("order_id")
        .orderBy("step_index")
        .execute(),
      db
        .selectFrom("payments")
        .select((eb) => ["order_id", eb.fn.sum<number | string>("amount_rupees").as("paid")])
        .where("order_id", "in", ids)
        .groupBy("order_id")
        .execute(),
    ]);
    const stepsOf = new Map<string, { name: string }[]>();
    for (const step of steps) {
      const list = stepsOf.get(step.order_id);
      if (list) list.push(step);
      else stepsOf.set(step.order_id, [step]);
    }
    const paidOf = new Map(paid.map((p) => [p.order_id, Number(p.paid)]));
    yield orders.map((r) => ({
      ...orderSummaryOf({
        orderId: r.order_id,
        customerName: r.customer_name,
        customerPhone: r.customer_phone,
        orderDate: r.order_date,
        expectedDelivery: r.expected_delivery,
        orderType: r.order_type,
        priority: r.priority,
        amountRupees: Number(r.amount_rupees),
        currentStep: r.current_step,
        currentStatus: r.customer_status,
        revision: r.revision,
        balanceRupees: Number(r.amount_rupees) - (paidOf.get(r.order_id) ?? 0),
        cancellation: r.cancelled_at,
        productionSteps: stepsOf.get(r.order_id) ?? [],
      }),
      phone: r.customer_phone,
      items: r.items,
    }));
    if (orders.length < EXPORT_BATCH) return;
    const last = orders.at(-1)!;
    after = { date: last.order_date, id: last.order_id };
  }
}

/** Every payment and reversal, oldest first (by the day paid, then as recorded). */
export async function* paymentBatches(db: Kysely<Database>) {
  let after: { date: string; id: number } | undefined;
  for (;;) {
    const from = after;
    const rows = await db
      .selectFrom("payments")
      .innerJoin("orders", "orders.order_id", "payments.order_id")
      .select([
        "payments.id",
        "payments.order_id",
        "orders.customer_name",
        "payments.paid_on",
        "payments.method",
        "payments.reference",
        "payments.amount_rupees",
        "payments.reverses_id",
        "payments.recorded_by",
        "payments.recorded_at",
      ])
      .$if(from !== undefined, (q) =>
        q.where((eb) =>
          eb.and([
            eb("payments.paid_on", ">=", from!.date),
            eb.or([eb("payments.paid_on", ">", from!.date), eb("payments.id", ">", from!.id)]),
          ]),
        ),
      )
      .orderBy("payments.paid_on")
      .orderBy("payments.id")
      .limit(EXPORT_BATCH)
      .execute();
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < EXPORT_BATCH) return;
    const last = rows.at(-1)!;
    after = { date: last.paid_on, id: Number(last.id) };
  }
}
