/**
 * Old data retired on the owners' schedule, with fixed dates: contact messages and enquiries for
 * a quote that never became customers go after `enquiryMonths`, messages' texts after
 * `outboxDays`; the rest stays.
 */
import { sql, type Kysely } from "kysely";
import { beforeEach, expect, it } from "vitest";
import { migrateToLatest, migrateUpTo } from "../db/migrate";
import type { Database } from "../db/schema";
import { queueMessage } from "../notifications/outbox";
import { insertEnquiry, type NewEnquiry } from "../quotes/enquiry-store";
import { describeEachEngine, useTestDatabase, useEmptyDatabase } from "../test-support/databases";
import { readRetention, retireOldData, saveRetention } from "./retention";
import { phoneKey } from "../../shared/phone";

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
      phone_key: phoneKey(phone),
      email: "",
      subject: "",
      message: "Hello",
      received_at: receivedAt,
      customer_id: id,
    })
    .execute();
}

async function customer(db: Kysely<Database>, phone: string, createdAt: string): Promise<number> {
  const row = await db
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
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const ENQUIRY: NewEnquiry = {
  designs: ["Rani Pink Bandhej"],
  occasion: "wedding",
  neededBy: "",
  quantity: 2,
  buyer: "retail",
  sizes: "M",
  measure: false,
  city: "Udaipur",
  state: "Rajasthan",
  name: "",
  phone: "",
  email: "",
  answerBy: "whatsapp",
  language: "en",
  consent: true,
  note: "For my sister's wedding",
};

/** An enquiry for a quote received then, moved to `state` (with a follow-up date, if given). */
async function enquiry(
  db: Kysely<Database>,
  name: string,
  phone: string,
  receivedAt: string,
  change: { state?: "new" | "quoted" | "accepted" | "lost" | "expired"; followUpOn?: string } = {},
): Promise<number> {
  const { id } = await db
    .transaction()
    .execute((trx) =>
      insertEnquiry(
        trx,
        { ...ENQUIRY, name, phone },
        { kind: "website", by: null },
        new Date(receivedAt),
      ),
    );
  await db
    .updateTable("quote_enquiries")
    .set({ state: change.state ?? "new", follow_up_on: change.followUpOn ?? null })
    .where("id", "=", id)
    .execute();
  return id;
}

describeEachEngine("retention", (engine) => {
  const testDb = useTestDatabase(engine);
  beforeEach(async () => {
    const db = testDb.db.db;
    await db.deleteFrom("outbox_messages").execute();
    await db.deleteFrom("contact_messages").execute();
    await db.deleteFrom("quote_enquiry_events").execute();
    await db.deleteFrom("quote_enquiries").execute();
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
      quoteEnquiriesDeleted: 0,
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

  it("deletes enquiries for a quote older than the months set that never became customers, with their history", async () => {
    const db = testDb.db.db;
    const OLD = "2024-11-25T23:59:59.000Z"; // 2 years and a bit
    const ids = {
      unanswered: await enquiry(db, "Unanswered", "+91 91000 00001", OLD),
      lost: await enquiry(db, "Lost", "+91 91000 00002", OLD, { state: "lost" }),
      // Closed: a follow-up date left on it keeps nothing.
      expired: await enquiry(db, "Expired", "+91 91000 00003", OLD, {
        state: "expired",
        followUpOn: "2026-12-01",
      }),
      recent: await enquiry(db, "Recent", "+91 91000 00004", "2024-11-26T06:00:01.000Z"),
      // She said yes: the boutique is making it.
      accepted: await enquiry(db, "Accepted", "+91 91000 00005", OLD, { state: "accepted" }),
      // Still open, on the owners' "To follow up" list.
      followedUp: await enquiry(db, "Followed up", "+91 91000 00006", OLD, {
        state: "quoted",
        followUpOn: "2024-12-01",
      }),
      // Linked to her customer record.
      linked: await enquiry(db, "Linked", "+91 91000 00007", OLD),
      // Not linked, but she became a customer later (her number written differently).
      sameNumber: await enquiry(db, "Same number", "+91 91000 00008", OLD, { state: "quoted" }),
    };
    const linkedTo = await customer(db, "+91 91000 00007", OLD);
    await db
      .updateTable("quote_enquiries")
      .set({ customer_id: linkedTo })
      .where("id", "=", ids.linked)
      .execute();
    await customer(db, "09100000008", "2025-03-01T00:00:00.000Z");

    expect(await retireOldData(db, NOW)).toEqual({
      contactMessagesDeleted: 0,
      quoteEnquiriesDeleted: 3,
      outboxTextsCleared: 0,
    });
    const left = await db.selectFrom("quote_enquiries").select("name").orderBy("id").execute();
    expect(left.map((e) => e.name)).toEqual([
      "Recent",
      "Accepted",
      "Followed up",
      "Linked",
      "Same number",
    ]);
    // Their history went with them; the others' stays.
    const events = await db.selectFrom("quote_enquiry_events").select("enquiry_id").execute();
    expect(new Set(events.map((e) => Number(e.enquiry_id)))).toEqual(
      new Set([ids.recent, ids.accepted, ids.followedUp, ids.linked, ids.sameNumber]),
    );

    // A shorter period retires the recent one at the next run; a second run, nothing.
    await saveRetention(db, { enquiryMonths: 6, outboxDays: 90 }, { by: "rekha", now: NOW });
    expect((await retireOldData(db, NOW)).quoteEnquiriesDeleted).toBe(1);
    expect((await retireOldData(db, NOW)).quoteEnquiriesDeleted).toBe(0);
    expect(await db.selectFrom("quote_enquiries").select("id").execute()).toHaveLength(4);
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
      quoteEnquiriesDeleted: 0,
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
  it("retires more old messages than a statement may have parameters, keeping her customers'", async () => {
    // 70,001 messages of 2023, one in twenty from a number a customer has: the 66,500 others
    // are more ids than SQLite (32,766) or PostgreSQL (65,535) take in one statement, which
    // the run once listed; now the database finds them, so the statement stays this size.
    const db = testDb.db.db;
    const postgres = engine === "postgres";
    const digits = (width: number) =>
      postgres
        ? sql.raw(`lpad(i::text, ${width}, '0')`)
        : sql.raw(`substr('000000000' || i, -${width})`);
    const series = sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 70001)`;
    await sql`${series}
      insert into customers (name, phone, phone_key, email, address_line, city, state,
        postal_code, created_at, updated_at)
      select 'Customer ' || i, '7' || ${digits(9)}, '7' || ${digits(9)}, '', '', '', '', '',
        '2023-01-01T00:00:00.000Z', '2023-01-01T00:00:00.000Z'
      from n where i % 20 = 0`.execute(db);
    await sql`${series}
      insert into contact_messages (name, phone, phone_key, email, subject, message, received_at)
      select 'Visitor ' || i, '+91 7' || ${digits(9)}, '7' || ${digits(9)}, '', '', 'Hello',
        '2023-01-01T00:00:00.000Z'
      from n`.execute(db);

    expect((await retireOldData(db, NOW)).contactMessagesDeleted).toBe(66_501);
    const left = await db
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(3_500);
    expect((await retireOldData(db, NOW)).contactMessagesDeleted).toBe(0);
  });
});

describeEachEngine("migration 0040 on a 0037 database", (engine) => {
  const empty = useEmptyDatabase(engine);

  it("gives every message already kept its phone key, as a new one gets it", async () => {
    const db = empty.db;
    await migrateUpTo(db, "0037-design-hindi");
    // More than one slice of 500, in the forms a phone number is typed in.
    const forms = ["+91 98290 4%s", "098290%s", "98290-%s", "(98290) %s", "919829%s"];
    const phones = Array.from({ length: 1201 }, (_, i) =>
      forms[i % forms.length]!.replace("%s", String(i).padStart(5, "0")),
    );
    for (let i = 0; i < phones.length; i += 300)
      await sql`insert into contact_messages (name, phone, email, subject, message, received_at)
        values ${sql.join(
          phones
            .slice(i, i + 300)
            .map((p) => sql`('Visitor', ${p}, '', '', 'Hello', '2026-01-01T00:00:00.000Z')`),
        )}`.execute(db);

    await migrateToLatest(db);

    const rows = await db
      .selectFrom("contact_messages")
      .select(["phone", "phone_key"])
      .orderBy("id")
      .execute();
    expect(rows.map((r) => r.phone)).toEqual(phones);
    expect(rows.map((r) => r.phone_key)).toEqual(phones.map(phoneKey));
  });
});
