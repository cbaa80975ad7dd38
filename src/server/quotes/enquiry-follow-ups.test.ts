/**
 * The owners' morning reminder of the enquiries to follow up (issue 22 §2): with the digest, the
 * open enquiries whose follow-up date has come, once a day per owner address; none when there
 * is none, nor for a closed enquiry. Both engines.
 */
import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import { createDigestJob } from "../notifications/daily-digest";
import type { OwnerAudience } from "../notifications/owner-messages";
import { createAdminTestApp, jsonPatch, sessionTokenFor } from "../test-support/admin-app";
import { jsonPost } from "../test-support/api-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { validEnquiry } from "../test-support/enquiry-bodies";

const OWNERS: OwnerAudience = {
  recipients: [{ channel: "email", address: "sunita@rajwadirang.example" }],
  language: "en",
};
const NOW = new Date("2026-03-02T04:30:00.000Z");
const morning = (day: string) => new Date(`2026-03-${day}T08:30:00+05:30`);

describeEachEngine("enquiries to follow up, in the owners' morning", (engine) => {
  const t = useTestDatabase(engine);
  let app: Hono;
  let token: string;
  const reminders = () =>
    t.db.db
      .selectFrom("outbox_messages")
      .select(["subject", "body", "recipient"])
      .where("kind", "=", "enquiry-follow-ups")
      .orderBy("id")
      .execute();

  beforeAll(async () => {
    app = await createAdminTestApp(t.db, () => NOW);
    token = await sessionTokenFor(t.db, "sunita", NOW);
    for (const [i, name] of ["Kavya Rathore", "Meera Joshi", "Asha Devi"].entries()) {
      const res = await app.request(
        "/api/quote-enquiries",
        jsonPost({ ...validEnquiry, name }, `192.0.2.${i + 1}`),
      );
      expect(res.status).toBe(201);
    }
    const follow = (id: number, body: object) =>
      app.request(`/api/admin/enquiries/${id}`, jsonPatch(token, { revision: 1, ...body }));
    expect((await follow(1, { followUpOn: "2026-03-03" })).status).toBe(200);
    expect((await follow(2, { followUpOn: "2026-03-05" })).status).toBe(200);
    expect((await follow(3, { followUpOn: "2026-03-03" })).status).toBe(200);
    const closed = await app.request(
      "/api/admin/enquiries/3",
      jsonPatch(token, { revision: 2, state: "lost", lostReason: "Bought elsewhere" }),
    );
    expect(closed.status).toBe(200);
  });

  it("tells the open ones whose date has come, once a day", async () => {
    const digest = createDigestJob(t.db.db, { ...OWNERS, hour: 8 });
    await digest(morning("02"));
    expect(await reminders()).toEqual([]);
    await digest(morning("03"));
    await createDigestJob(t.db.db, { ...OWNERS, hour: 8 })(morning("03")); // another instance
    expect(await reminders()).toEqual([
      {
        subject: "Enquiries to follow up, 3 March 2026",
        body: "Good morning! Enquiries to follow up today: Q-2026-0001 Kavya Rathore (3 Mar). See them in the back office's Enquiries.",
        recipient: "sunita@rajwadirang.example",
      },
    ]);
    await digest(morning("05"));
    const [, fifth] = await reminders();
    expect(fifth!.body).toContain(
      "Q-2026-0001 Kavya Rathore (3 Mar); Q-2026-0002 Meera Joshi (5 Mar)",
    );
  });
});
