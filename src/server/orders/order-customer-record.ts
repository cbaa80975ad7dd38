import { customerChanges } from "../../shared/customers";
import type { NewOrderInput } from "../../shared/order-input";
import { recordCustomerEvent } from "../customers/customer-change";
import { toRecord } from "../customers/customer-repository";
import { insertMeasurements } from "../customers/measurement-repository";
import type { Change, Trx } from "./order-change";

/**
 * What the new-order form asks to keep on her record as well: the address typed for a picked
 * customer (saveAddress) and the measurements taken with the order (a new version, which the
 * order then copies). In the order's transaction; her history tells each and her revision goes
 * up, by an update that comes first and so also holds her row until the order is stored.
 */
export async function keepOnCustomerRecord(
  trx: Trx,
  customerId: number,
  input: Pick<NewOrderInput, "saveAddress" | "measurements" | "customer">,
  who: Change,
): Promise<void> {
  if (!input.saveAddress && !input.measurements) return;
  await trx
    .updateTable("customers")
    .set((eb) => ({ revision: eb("revision", "+", 1), updated_at: who.now.toISOString() }))
    .where("id", "=", customerId)
    .execute();
  if (input.saveAddress) {
    const row = await trx
      .selectFrom("customers")
      .selectAll()
      .where("id", "=", customerId)
      .executeTakeFirstOrThrow();
    const before = toRecord(row);
    const { address } = input.customer;
    const changes = customerChanges(before, { ...before, address });
    if (changes.length > 0) {
      await trx
        .updateTable("customers")
        .set({
          address_line: address.line,
          city: address.city,
          state: address.state,
          postal_code: address.postalCode,
        })
        .where("id", "=", customerId)
        .execute();
      await recordCustomerEvent(trx, customerId, who, { kind: "edited", changes });
    }
  }
  if (input.measurements) {
    const version = await insertMeasurements(trx, customerId, input.measurements, who);
    await recordCustomerEvent(trx, customerId, who, { kind: "measurements", version });
  }
}
