import type { Kysely } from "kysely";
import { itemLabel, type OrderItem } from "../../shared/order-items";
import type { JobCard } from "../../shared/workshop/workshop";
import type { Database } from "../db/schema";
import { assignments } from "./step-assignments";

/** The job card of one karigar (undefined: no such karigar), built from the open steps only. */
export async function jobCard(
  db: Kysely<Database>,
  karigarId: number,
  today: string,
): Promise<JobCard | undefined> {
  const karigar = await db
    .selectFrom("karigars")
    .select(["id", "name", "place"])
    .where("id", "=", karigarId)
    .executeTakeFirst();
  if (!karigar) return undefined;
  const open = await assignments(db, today, { karigarId, open: true });
  const ids = [...new Set(open.map((s) => s.orderId))];
  const orders =
    ids.length === 0
      ? []
      : await db
          .selectFrom("orders")
          .select(["order_id", "items"])
          .where("order_id", "in", ids)
          .execute();
  const itemsOf = new Map(
    orders.map((o) => [o.order_id, (JSON.parse(o.items) as OrderItem[]).map(itemLabel)]),
  );
  return {
    karigar: { id: Number(karigar.id), name: karigar.name, place: karigar.place },
    steps: open.map((s) => ({
      orderId: s.orderId,
      stepName: s.stepName,
      work: s.work,
      quantity: s.quantity,
      dueDate: s.dueDate,
      late: s.late,
      items: itemsOf.get(s.orderId) ?? [],
    })),
  };
}
