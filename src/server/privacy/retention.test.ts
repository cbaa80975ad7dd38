/**
 * Old data retired on the owners' schedule, with fixed dates: enquiries that never became
 * customers go after `enquiryMonths`, messages' texts after `outboxDays`; the rest stays.
 */
import type { Kysely } from "kysely";
import { beforeEach, expect, it } from "vitest";
import type { Database } from "../db/schema";
import { queueMessage } from "../notifications/outbox";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { readRetention, retireOldData, saveRetention } from "./retention";

const NOW = new Date("2026-11-26T06:00:00.000Z");

async function message(db: Kysely<Database>, phone: string, receivedAt: string, customer = false) {
  const id = customer
    ? Number(
        (
          await db
            .insertInto("customers")
            .values({
              name: `Customer ${phone}`,
              phone,
              phone_key: phone.replace(/\D/g, "").slice(-10),
              email: "",
              address_line: "",
              city: "",
              state: "",
              postal_code: "",
              created_at: receivedAt,
              updated_at: receivedAt,
            })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id,
      )
    : null;
  await db
    .insertInto("contact_messages")
    .values({
      name: `Sender ${phone}`,
      phone,
      email: "",
      subject: "",
      message: "Hello",
      received_at: receivedAt,
      customer_id: id,
    })
    .execute();
}

describeEachEngine("retention", (engine) => {
  const testDb = useTestDatabase(engine);
  beforeEach(async () => {
    const db = testDb.db.db;
    await db.deleteFrom("outbox_messages").execute();
    await db.deleteFrom("contact_messages").execute();
    await saveRetention(db, { enquiryMonths: 24, outboxDays: 90 }, { by: "sunita", now: NOW });
  });

  it("deletes enquiries older than the months set that never became customers", async () => {
    const db = testDb.db.db;
    await message(db, "+91 90000 11111", "2024-11-25T23:59:59.000Z"); // 2 years and a bit
    await message(db, "+91 90000 22222", "2024-11-26T06:00:01.000Z"); // just under 2 years
    await message(db, "+91 90000 33333", "2023-01-01T00:00:00.000Z", true); // became a customer
    // From a number a customer has, written differently: she is a customer.
    await message(db, "9000033333", "2023-01-02T00:00:00.000Z");

    expect(await retireOldData(db, NOW)).toEqual({
      contactMessagesDeleted: 1,
      outboxTextsCleared: 0,
    });
    const left = await db.selectFrom("contact_messages").select("phone").orderBy("id").execute();
    expect(left.map((m) => m.phone)).toEqual(["+91 90000 22222", "+91 90000 33333", "9000033333"]);

    // A shorter period set in Settings retires more at the next run; a second run, nothing.
    await saveRetention(db, { enquiryMonths: 6, outboxDays: 90 }, { by: "rekha", now: NOW });
    expect((await retireOldData(db, NOW)).contactMessagesDeleted).toBe(1);
    expect((await retireOldData(db, NOW)).contactMessagesDeleted).toBe(0);
    expect(await readRetention(db)).toEqual({
      enquiryMonths: 6,
      outboxDays: 90,
      updatedAt: NOW.toISOString(),
      updatedBy: "Rekha Shekhawat",
    });
  });

  it("clears the text of settled messages older than the days set; queued ones and newer stay", async () => {
    const db = testDb.db.db;
    const queue = async (createdAt: string, state: "sent" | "queued" | "failed") => {
      await queueMessage(
        db,
        {
          kind: "test",
          channel: "email",
          audience: "owner",
          recipient: "owners@rajwadirang.example",
          language: "en",
          orderId: null,
          values: { by: "Sunita Rathore", channel: "E-mail" },
        },
        new Date(createdAt),
      );
      await db
        .updateTable("outbox_messages")
        .set({ state })
        .where("created_at", "=", new Date(createdAt).toISOString())
        .execute();
    };
    await queue("2026-08-27T05:59:59.000Z", "sent"); // 91 days
    await queue("2026-08-01T00:00:00.000Z", "failed");
    await queue("2026-08-01T00:00:01.000Z", "queued"); // still to send
    await queue("2026-08-28T06:00:00.000Z", "sent"); // 90 days less 0: newer than the cutoff

    expect(await retireOldData(db, NOW)).toEqual({
      contactMessagesDeleted: 0,
      outboxTextsCleared: 2,
    });
    const rows = await db
      .selectFrom("outbox_messages")
      .select(["created_at", "state", "body", "recipient"])
      .orderBy("created_at")
      .execute();
    expect(rows.map((r) => [r.created_at, r.state, r.body === ""])).toEqual([
      ["2026-08-01T00:00:00.000Z", "failed", true],
      ["2026-08-01T00:00:01.000Z", "queued", false],
      ["2026-08-27T05:59:59.000Z", "sent", true],
      ["2026-08-28T06:00:00.000Z", "sent", false],
    ]);
    // That it was sent, to whom and when is kept.
    expect(rows.every((r) => r.recipient === "owners@rajwadirang.example")).toBe(true);
    expect((await retireOldData(db, NOW)).outboxTextsCleared).toBe(0);
  });
});
