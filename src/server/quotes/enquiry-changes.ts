import type { Kysely } from "kysely";
import {
  NEXT_STATES,
  type EnquiryChange,
  type EnquiryDetail,
  type EnquiryEventDetail,
} from "../../shared/quotes/enquiry-admin";
import { displayNameOf } from "../auth/owners";
import { recordCustomerEvent } from "../customers/customer-change";
import { findCustomerByPhone, insertCustomer } from "../customers/customer-repository";
import type { Database, Engine } from "../db/schema";
import type { Change, Trx } from "../orders/order-change";
import { insertEnquiry, recordEnquiryEvent, toEnquiryRow, type NewEnquiry } from "./enquiry-store";

/** One enquiry with its history, oldest entry first; undefined when there is none. */
export async function readEnquiry(
  db: Kysely<Database>,
  id: number,
): Promise<EnquiryDetail | undefined> {
  const r = await db
    .selectFrom("quote_enquiries")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!r) return undefined;
  const events = await db
    .selectFrom("quote_enquiry_events")
    .selectAll()
    .where("enquiry_id", "=", id)
    .orderBy("id")
    .execute();
  return {
    ...toEnquiryRow(r),
    sizes: r.sizes,
    measureAtBoutique: Number(r.measure_at_boutique) === 1,
    stateName: r.state_name,
    answerBy: r.answer_by,
    language: r.language,
    consent: Number(r.consent) === 1,
    note: r.note,
    lostReason: r.lost_reason,
    contactMessageId: r.contact_message_id === null ? null : Number(r.contact_message_id),
    events: events.map((e) => ({
      at: e.at,
      by: e.by === null ? null : displayNameOf(e.by),
      detail: JSON.parse(e.detail) as EnquiryEventDetail,
    })),
  };
}

/**
 * Runs `change` on one enquiry, locked (PostgreSQL: FOR UPDATE; SQLite: its write lock, taken by
 * writing to the row first, so nothing read after it goes stale), so two owners' changes at once
 * are one after the other.
 */
async function onEnquiry<T>(
  db: Kysely<Database>,
  engine: Engine,
  id: number,
  change: (
    trx: Trx,
    row: { state: string; revision: number; follow_up_on: string | null },
  ) => Promise<T>,
): Promise<T | "not-found"> {
  return db.transaction().execute(async (trx) => {
    if (engine === "sqlite")
      await trx
        .updateTable("quote_enquiries")
        .set((eb) => ({ revision: eb.ref("revision") }))
        .where("id", "=", id)
        .execute();
    const row = await trx
      .selectFrom("quote_enquiries")
      .select(["state", "revision", "follow_up_on"])
      .where("id", "=", id)
      .$if(engine === "postgres", (q) => q.forUpdate())
      .executeTakeFirst();
    if (!row) return "not-found" as const;
    return change(trx, { ...row, revision: Number(row.revision) });
  });
}

export type EnquiryChangeOutcome = "changed" | "not-found" | "stale" | { refused: string };

/**
 * A move in the pipeline (only those NEXT_STATES allows; lost with its reason) and/or the
 * follow-up date, against the revision she saw; each told in its history.
 */
export async function changeEnquiry(
  db: Kysely<Database>,
  engine: Engine,
  id: number,
  input: EnquiryChange,
  who: Change,
): Promise<EnquiryChangeOutcome> {
  return onEnquiry<EnquiryChangeOutcome>(db, engine, id, async (trx, row) => {
    if (row.revision !== input.revision) return "stale";
    const from = row.state as keyof typeof NEXT_STATES;
    const moving = input.state !== undefined && input.state !== from;
    if (moving && !NEXT_STATES[from].includes(input.state!))
      return { refused: `An enquiry that is ${from} cannot become ${input.state}` };
    const followUp = input.followUpOn !== undefined && input.followUpOn !== row.follow_up_on;
    if (!moving && !followUp) return "changed";
    await trx
      .updateTable("quote_enquiries")
      .set({
        ...(moving
          ? { state: input.state!, lost_reason: input.state === "lost" ? input.lostReason : "" }
          : {}),
        ...(followUp ? { follow_up_on: input.followUpOn ?? null } : {}),
        updated_at: who.now.toISOString(),
        revision: row.revision + 1,
      })
      .where("id", "=", id)
      .execute();
    if (moving)
      await recordEnquiryEvent(
        trx,
        id,
        who.by,
        {
          kind: "state",
          from,
          to: input.state!,
          ...(input.state === "lost" ? { reason: input.lostReason } : {}),
        },
        who.now,
      );
    if (followUp)
      await recordEnquiryEvent(
        trx,
        id,
        who.by,
        { kind: "follow-up", on: input.followUpOn ?? null },
        who.now,
      );
    return "changed";
  });
}

/**
 * Links the enquiry to the customer with her phone number, or makes her record from it (one
 * customer per phone, as orders and contact messages do).
 */
export async function linkEnquiryCustomer(
  db: Kysely<Database>,
  engine: Engine,
  id: number,
  who: Change,
): Promise<"linked" | "not-found"> {
  return onEnquiry<"linked">(db, engine, id, async (trx) => {
    const r = await trx
      .selectFrom("quote_enquiries")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const at = who.now.toISOString();
    const found = await findCustomerByPhone(trx, r.phone);
    let customerId = found?.id;
    const created = customerId === undefined;
    if (customerId === undefined) {
      customerId = await insertCustomer(
        trx,
        {
          name: r.name,
          phone: r.phone,
          email: r.email,
          address: { line: "", city: r.city, state: r.state_name, postalCode: "" },
        },
        at,
        { type: r.buyer === "wholesale" ? "wholesale" : "retail" },
      );
      await recordCustomerEvent(trx, customerId!, who, { kind: "created" });
    }
    await trx
      .updateTable("quote_enquiries")
      .set({ customer_id: customerId!, updated_at: at, revision: Number(r.revision) + 1 })
      .where("id", "=", id)
      .execute();
    await recordEnquiryEvent(
      trx,
      id,
      who.by,
      { kind: "customer", customerId: customerId!, created },
      who.now,
    );
    return "linked" as const;
  });
}

/**
 * An enquiry an owner types in from a call or a visit, or makes from a contact message (which
 * then points at her enquiry's customer and counts as handled). Returns its id, or
 * "message-not-found" / "message-taken" (a message makes one enquiry).
 */
export async function createOwnerEnquiry(
  db: Kysely<Database>,
  input: NewEnquiry,
  source: { kind: "call" | "visit" | "contact"; fromMessageId?: number },
  who: Change,
): Promise<{ id: number } | "message-not-found" | "message-taken"> {
  return db.transaction().execute(async (trx) => {
    const messageId = source.kind === "contact" ? source.fromMessageId : undefined;
    if (messageId !== undefined) {
      const message = await trx
        .selectFrom("contact_messages")
        .select("id")
        .where("id", "=", messageId)
        .executeTakeFirst();
      if (!message) return "message-not-found" as const;
      const taken = await trx
        .selectFrom("quote_enquiries")
        .select("id")
        .where("contact_message_id", "=", messageId)
        .executeTakeFirst();
      if (taken) return "message-taken" as const;
    }
    const { id } = await insertEnquiry(
      trx,
      input,
      {
        kind: source.kind,
        by: who.by,
        ...(messageId !== undefined ? { contactMessageId: messageId } : {}),
      },
      who.now,
    );
    if (messageId !== undefined)
      await trx
        .updateTable("contact_messages")
        .set((eb) => ({
          handled_at: eb.fn.coalesce("handled_at", eb.val(who.now.toISOString())),
          handled_by: eb.fn.coalesce("handled_by", eb.val(who.by)),
        }))
        .where("id", "=", messageId)
        .execute();
    return { id };
  });
}
