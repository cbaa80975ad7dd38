import type { Kysely } from "kysely";
import {
  customerChanges,
  type CustomerEditInput,
  type CustomerRecordInput,
  type CustomerSummary,
} from "../../shared/customers";
import type { MeasurementsInput } from "../../shared/measurements";
import { phoneKey } from "../../shared/phone";
import type { Database, Engine } from "../db/schema";
import { replanCustomerReminders } from "../calendar/appointment-reminders";
import type { Change } from "../orders/order-change";
import { changeCustomer, recordCustomerEvent } from "./customer-change";
import { setMessaging } from "./customer-messaging";
import { findCustomerByPhone, insertCustomer, toRecord } from "./customer-repository";
import { insertMeasurements } from "./measurement-repository";

const details = (input: CustomerRecordInput | CustomerEditInput) => ({
  name: input.name,
  phone: input.phone,
  email: input.email,
  address: input.address,
});

/**
 * A new customer record; a phone number that already belongs to a customer gives her back
 * instead. Made from a contact message, the message points at her and counts as handled.
 */
export async function createCustomer(
  db: Kysely<Database>,
  input: CustomerRecordInput,
  who: Change & { site: string },
): Promise<{ created: number } | { phoneTaken: CustomerSummary } | { messageNotFound: true }> {
  return db
    .transaction()
    .execute(async (trx) => {
      const at = who.now.toISOString();
      const id = await insertCustomer(trx, details(input), at, {
        type: input.type,
        notes: input.notes,
      });
      if (id === undefined) return { phoneTaken: (await findCustomerByPhone(trx, input.phone))! };
      await recordCustomerEvent(trx, id, who, { kind: "created" });
      // The form's answer on messages (it was dropped on creation before the consent records).
      if (input.messaging) await setMessaging(trx, id, input.messaging, who, "customer-form");
      if (input.fromMessageId !== null) {
        const linked = await trx
          .updateTable("contact_messages")
          .set((eb) => ({
            customer_id: id,
            handled_at: eb.fn.coalesce("handled_at", eb.val(at)),
            handled_by: eb.fn.coalesce("handled_by", eb.val(who.by)),
          }))
          .where("id", "=", input.fromMessageId)
          .executeTakeFirst();
        if (Number(linked.numUpdatedRows) === 0) {
          // Nothing of the refused request stays.
          throw new MessageNotFound();
        }
      }
      return { created: id };
    })
    .catch((error: unknown) => {
      if (error instanceof MessageNotFound) return { messageNotFound: true as const };
      throw error;
    });
}

class MessageNotFound extends Error {}

export type CustomerEditOutcome =
  "edited" | "unchanged" | "customer-not-found" | "stale" | { phoneTaken: CustomerSummary };

/** Changes her record as the owner edited it, telling each field's old and new value. */
export async function editCustomer(
  db: Kysely<Database>,
  engine: Engine,
  customerId: number,
  input: CustomerEditInput,
  who: Change & { site: string },
): Promise<CustomerEditOutcome> {
  return changeCustomer(db, engine, customerId, who, async ({ trx, revision, record }) => {
    if (revision !== input.revision) return "stale";
    const row = await trx
      .selectFrom("customers")
      .selectAll()
      .where("id", "=", customerId)
      .executeTakeFirstOrThrow();
    const before = toRecord(row);
    const key = phoneKey(input.phone);
    if (key !== row.phone_key) {
      const owner = await findCustomerByPhone(trx, input.phone);
      if (owner && owner.id !== customerId) return { phoneTaken: owner };
    }
    const messaging = input.messaging
      ? await setMessaging(trx, customerId, input.messaging, who, "customer-form")
      : [];
    const changes = [...customerChanges(before, input), ...messaging];
    if (changes.length === 0) return "unchanged";
    await trx
      .updateTable("customers")
      .set({
        name: input.name,
        phone: input.phone,
        phone_key: key,
        email: input.email,
        address_line: input.address.line,
        city: input.address.city,
        state: input.address.state,
        postal_code: input.address.postalCode,
        customer_type: input.type,
        notes: input.notes,
      })
      .where("id", "=", customerId)
      .execute();
    // Her reminders waiting for an appointment go to the phone and e-mail she has now.
    if (input.phone !== row.phone || input.email !== row.email)
      await replanCustomerReminders(trx, customerId, who);
    await record({ kind: "edited", changes });
    return "edited";
  });
}

/** A new dated version of her measurements; the older ones stay. */
export async function addMeasurements(
  db: Kysely<Database>,
  engine: Engine,
  customerId: number,
  input: MeasurementsInput,
  who: Change,
): Promise<number | "customer-not-found"> {
  return changeCustomer(db, engine, customerId, who, async ({ trx, record }) => {
    const version = await insertMeasurements(trx, customerId, input, who);
    await record({ kind: "measurements", version });
    return version;
  });
}
