/**
 * Issue 21 §2: every contact message is told to every owner address (e-mail and WhatsApp), so a
 * sender with many networks could flood the owners' phones. A clock hour tells the first few
 * one by one and counts the rest in one summary, sent when the hour ends.
 */
import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import { OWNER_NOTICES_PER_HOUR } from "../../shared/message-templates";
import { createAdminTestApp } from "../test-support/admin-app";
import { jsonPost } from "../test-support/api-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { testClock } from "../test-support/notify-fixture";
import { NO_NOTIFICATIONS } from "./notify-setup";
import type { OwnerAudience } from "./owner-messages";

const OWNERS: OwnerAudience = {
  recipients: [
    { channel: "whatsapp", address: "+91 98290 41736" },
    { channel: "email", address: "sunita@rajwadirang.example" },
  ],
  language: "en",
};

describeEachEngine("the owners' notices of contact messages, capped per hour", (engine) => {
  const t = useTestDatabase(engine);
  // 10:10 in Jaipur on 2 March 2026.
  const clock = testClock("2026-03-02T04:40:00.000Z");
  let app: Hono;
  let sender = 0;

  beforeAll(async () => {
    const notifications = { ...NO_NOTIFICATIONS, owners: OWNERS };
    app = await createAdminTestApp(t.db, clock.now, undefined, { notifications });
  });

  /** A message from a network of its own (each IPv6 /64 is one). */
  const send = async () => {
    sender++;
    const body = { name: `Sender ${sender}`, phone: "+91 94140 11111", message: "Hello" };
    const res = await app.request("/api/contact", jsonPost(body, `2001:db8:${sender}::1`));
    expect(res.status).toBe(201);
  };
  const ownerRows = () =>
    t.db.db
      .selectFrom("outbox_messages")
      .select(["kind", "channel", "subject", "body", "params", "next_attempt_at"])
      .where("audience", "=", "owner")
      .orderBy("id")
      .execute();

  it("tells the first messages of an hour one by one and the rest in one summary at its end", async () => {
    const extra = 3;
    for (let i = 0; i < OWNER_NOTICES_PER_HOUR + extra; i++) await send();
    const rows = await ownerRows();
    const notices = rows.filter((r) => r.kind === "contact-message");
    expect(notices).toHaveLength(OWNER_NOTICES_PER_HOUR * OWNERS.recipients.length);
    const summaries = rows.filter((r) => r.kind === "contact-summary");
    expect(summaries.map((r) => r.channel)).toEqual(["whatsapp", "email"]);
    for (const summary of summaries) {
      expect(summary.subject).toBe(`${extra} more messages on the website`);
      expect(summary.body).toBe(
        `${extra} more messages came from the website's contact form between 10:00 and 11:00 (2 March), after the first ${OWNER_NOTICES_PER_HOUR} of that hour. Read them in the back office's inbox.`,
      );
      expect(JSON.parse(summary.params)).toEqual([String(extra), "10:00 and 11:00 (2 March)"]);
      // Sent when the hour ends (11:00 in Jaipur), not before.
      expect(summary.next_attempt_at).toBe("2026-03-02T05:30:00.000Z");
    }
    // Every message is in the inbox all the same.
    const stored = await t.db.db.selectFrom("contact_messages").select("name").execute();
    expect(stored).toHaveLength(OWNER_NOTICES_PER_HOUR + extra);

    // The next hour tells them one by one again.
    clock.advance(60 * 60_000);
    await send();
    const later = (await ownerRows()).slice(rows.length);
    expect(later.map((r) => r.kind)).toEqual(["contact-message", "contact-message"]);
  });
});
