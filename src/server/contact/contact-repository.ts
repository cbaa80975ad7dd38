import type { Kysely, Selectable, SelectQueryBuilder } from "kysely";
import {
  MESSAGE_PAGE_SIZE,
  type MessageCursor,
  type MessageFilter,
} from "../../shared/admin-messages";
import { displayNameOf } from "../auth/owners";
import { engineOf } from "../db/engine-of";
import { messageSearch } from "./message-search";
import type { ContactMessage } from "../../shared/contact-schema";
import type { ContactMessagesTable, Database } from "../db/schema";
import { phoneKey } from "../../shared/phone";

export interface StoredContactMessage extends ContactMessage {
  id: number;
  /** ISO timestamp. */
  receivedAt: string;
  handledAt: string | null;
  /** The owner's display name. */
  handledBy: string | null;
  customerId: number | null;
}

export interface ContactRepository {
  /** Stores a validated message; returns its id. */
  saveMessage(message: ContactMessage, receivedAt: Date): Promise<number>;
  /**
   * Newest first (by received time, then id); only messages older than `before` when given,
   * and only those the search finds (messageSearch) when given.
   */
  listMessages(options?: {
    limit?: number;
    before?: MessageCursor;
    handled?: MessageFilter;
    search?: string;
  }): Promise<StoredContactMessage[]>;
  /**
   * How many messages the filter and search hold; with `atMost`, no more than that many are
   * counted (the reading stops there).
   */
  countMessages(handled?: MessageFilter, search?: string, atMost?: number): Promise<number>;
  findMessage(id: number): Promise<StoredContactMessage | undefined>;
  /** Marks a message handled by an owner now, or not handled; false when there is none. */
  setHandled(id: number, handled: { by: string; at: Date } | null): Promise<boolean>;
}

export function createContactRepository(db: Kysely<Database>): ContactRepository {
  const engine = engineOf(db);
  /** Only the messages the search finds. */
  const whereFound = <Q extends SelectQueryBuilder<Database, "contact_messages", object>>(
    query: Q,
    search: string,
  ): Q => {
    const found = messageSearch(engine, search);
    return found ? (query.where(found) as Q) : query;
  };
  return {
    async saveMessage(message, receivedAt) {
      const row = await db
        .insertInto("contact_messages")
        .values({
          name: message.name,
          phone: message.phone,
          phone_key: phoneKey(message.phone),
          email: message.email,
          subject: message.subject,
          message: message.message,
          received_at: receivedAt.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async listMessages({
      limit = MESSAGE_PAGE_SIZE.default,
      before,
      handled = "all",
      search = "",
    } = {}) {
      let query = whereFound(
        whereHandled(db.selectFrom("contact_messages").selectAll(), handled),
        search,
      );
      if (before) {
        // A row-value comparison: both engines walk the (received_at, id) index with it.
        query = query.where((eb) =>
          eb(eb.refTuple("received_at", "id"), "<", eb.tuple(before.receivedAt, before.id)),
        );
      }
      const rows = await query
        .orderBy("received_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.map(toStored);
    },

    async findMessage(id) {
      const row = await db
        .selectFrom("contact_messages")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      return row && toStored(row);
    },

    async countMessages(handled = "all", search = "", atMost) {
      if (atMost !== undefined) {
        // The first `atMost` matches in whatever order the table is read, then no further.
        const found = whereFound(
          whereHandled(db.selectFrom("contact_messages").select("id"), handled),
          search,
        ).limit(atMost);
        const row = await db
          .selectFrom(found.as("found"))
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow();
        return Number(row.n);
      }
      const row = await whereFound(
        whereHandled(
          db.selectFrom("contact_messages").select((eb) => eb.fn.countAll().as("n")),
          handled,
        ),
        search,
      ).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async setHandled(id, handled) {
      const result = await db
        .updateTable("contact_messages")
        .set({
          handled_at: handled ? handled.at.toISOString() : null,
          handled_by: handled ? handled.by : null,
        })
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

/** Only the handled messages, only those still to handle, or all. */
function whereHandled<Q extends SelectQueryBuilder<Database, "contact_messages", object>>(
  query: Q,
  handled: MessageFilter,
): Q {
  if (handled === "all") return query;
  return query.where("handled_at", handled === "yes" ? "is not" : "is", null) as Q;
}

function toStored(r: Selectable<ContactMessagesTable>): StoredContactMessage {
  return {
    id: Number(r.id),
    name: r.name,
    phone: r.phone,
    email: r.email,
    subject: r.subject,
    message: r.message,
    receivedAt: r.received_at,
    handledAt: r.handled_at,
    handledBy: r.handled_by === null ? null : displayNameOf(r.handled_by),
    customerId: r.customer_id === null ? null : Number(r.customer_id),
  };
}
