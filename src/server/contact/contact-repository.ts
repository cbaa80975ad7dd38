import type { Kysely } from "kysely";
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
  /** Newest first. */
  listMessages(options?: { limit?: number }): Promise<StoredContactMessage[]>;
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

    async listMessages({ limit = 200 } = {}) {
      const rows = await db
        .selectFrom("contact_messages")
        .selectAll()
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
  };
}
