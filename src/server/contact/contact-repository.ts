import type { Kysely } from "kysely";
import { MESSAGE_PAGE_SIZE, type MessageCursor } from "../../shared/admin-messages";
import type { ContactMessage } from "../../shared/contact-schema";
import type { Database } from "../db/schema";

export interface StoredContactMessage extends ContactMessage {
  id: number;
  /** ISO timestamp. */
  receivedAt: string;
}

export interface ContactRepository {
  /** Stores a validated message; returns its id. */
  saveMessage(message: ContactMessage, receivedAt: Date): Promise<number>;
  /** Newest first (by received time, then id); only messages older than `before` when given. */
  listMessages(options?: {
    limit?: number;
    before?: MessageCursor;
  }): Promise<StoredContactMessage[]>;
  countMessages(): Promise<number>;
}

export function createContactRepository(db: Kysely<Database>): ContactRepository {
  return {
    async saveMessage(message, receivedAt) {
      const row = await db
        .insertInto("contact_messages")
        .values({
          name: message.name,
          phone: message.phone,
          email: message.email,
          subject: message.subject,
          message: message.message,
          received_at: receivedAt.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async listMessages({ limit = MESSAGE_PAGE_SIZE.default, before } = {}) {
      let query = db.selectFrom("contact_messages").selectAll();
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
      return rows.map((r) => ({
        id: Number(r.id),
        name: r.name,
        phone: r.phone,
        email: r.email,
        subject: r.subject,
        message: r.message,
        receivedAt: r.received_at,
      }));
    },

    async countMessages() {
      const row = await db
        .selectFrom("contact_messages")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
