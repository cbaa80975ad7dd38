import type { Kysely } from "kysely";
import { todayInIndia } from "../../shared/dates";
import type { NoteInput, NotePreview } from "../../shared/order-events";
import { formatIndianDate } from "../../shared/order-format";
import { trackingTexts } from "../../shared/order-card-texts";
import { readMessaging } from "../customers/customer-messaging";
import type { Database, Engine } from "../db/schema";
import { changeOrder, type OrderChange } from "./order-change";

/** Carries the preview out of the transaction it rolls back. */
class Rollback extends Error {
  constructor(readonly preview: NotePreview) {
    super("note preview: rolled back");
  }
}

/**
 * What the customer will see of a note for her, made by adding it for real in a transaction
 * that is then rolled back: the messages are the ones the same code would queue (her consent,
 * channels, language, the template's words), never a second copy of those rules.
 */
export async function previewNote(
  db: Kysely<Database>,
  engine: Engine,
  orderId: string,
  note: NoteInput,
  who: OrderChange,
): Promise<NotePreview | "order-not-found"> {
  try {
    const outcome = await changeOrder(db, engine, orderId, who, async ({ trx, order, record }) => {
      const before = await trx
        .selectFrom("outbox_messages")
        .select((eb) => eb.fn.max("id").as("last"))
        .executeTakeFirst();
      await record({ kind: "note", audience: note.audience, text: note.text });
      const queued = await trx
        .selectFrom("outbox_messages")
        .select(["channel", "recipient", "language", "body"])
        .where("id", ">", Number(before?.last ?? 0))
        .where("order_id", "=", orderId)
        .orderBy("id")
        .execute();
      const messaging =
        order.customer_id === null ? undefined : await readMessaging(trx, order.customer_id);
      const language = messaging?.language ?? "en";
      throw new Rollback({
        tracking: {
          label: trackingTexts(language).noteLabel,
          date: formatIndianDate(todayInIndia(who.now), language),
          text: note.text,
          language,
        },
        messages: queued,
      });
    });
    return outcome;
  } catch (error) {
    if (error instanceof Rollback) return error.preview;
    throw error;
  }
}
