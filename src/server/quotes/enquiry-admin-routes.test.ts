/**
 * The owners' Enquiries (issue 22 §2), /api/admin/enquiries on both engines: the list filtered,
 * searched and paged by the server with the counts per state; the pipeline's moves (lost with a
 * reason, only the moves allowed, from the revision seen); the follow-up date; her customer
 * linked or made (one per phone); enquiries typed in from a call or made from a contact message.
 */
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import type { EnquiryDetail, EnquiryPage } from "../../shared/quotes/enquiry-admin";
import {
  createAdminTestApp,
  jsonPatch,
  sessionTokenFor,
  withToken,
} from "../test-support/admin-app";
import { jsonPost } from "../test-support/api-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { validEnquiry } from "../test-support/enquiry-bodies";

const NOW = new Date("2026-03-02T04:30:00.000Z");

describeEachEngine("the owners' Enquiries", (engine) => {
  const t = useTestDatabase(engine);
  let app: Hono;
  let token: string;
  let clock = NOW;
  let nextIp = 1;
  const ask = async (body: object) => {
    const res = await app.request(
      "/api/quote-enquiries",
      jsonPost({ ...validEnquiry, ...body }, `192.0.2.${nextIp++}`),
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as { reference: string }).reference;
  };
  const get = async <T>(path: string) => {
    const res = await app.request(`/api/admin/enquiries${path}`, withToken(token));
    return { status: res.status, body: (await res.json()) as T };
  };
  const page = async (query = "") => (await get<EnquiryPage>(`?${query}`)).body;
  const idOf = async (reference: string) =>
    Number(
      (
        await t.db.db
          .selectFrom("quote_enquiries")
          .select("id")
          .where("reference", "=", reference)
          .executeTakeFirstOrThrow()
      ).id,
    );
  const patch = async (id: number, body: object) => {
    const res = await app.request(`/api/admin/enquiries/${id}`, jsonPatch(token, body));
    return { status: res.status, body: (await res.json()) as EnquiryDetail & { error?: string } };
  };

  beforeAll(async () => {
    app = await createAdminTestApp(t.db, () => clock);
    token = await sessionTokenFor(t.db, "sunita", NOW);
  });

  it("lists them newest first, in pages, with each state's count", async () => {
    const refs: string[] = [];
    const names = ["Kavya Rathore", "Meera Joshi", "Lakshmi Devi", "Pooja Mathur", "Ritu Singh"];
    for (const [i, name] of names.entries()) {
      clock = new Date(NOW.getTime() + i * 60_000);
      refs.push(await ask({ name, city: i % 2 ? "Jodhpur" : "Udaipur" }));
    }
    const first = await page("limit=2");
    expect(first.rows.map((r) => r.reference)).toEqual([refs[4], refs[3]]);
    expect(first.total).toBe(5);
    expect(first.counts).toMatchObject({ all: 5, new: 5, quoted: 0, "follow-up": 0 });
    const second = await page(`limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.rows.map((r) => r.reference)).toEqual([refs[2], refs[1]]);
    const third = await page(`limit=2&cursor=${encodeURIComponent(second.nextCursor!)}`);
    expect(third.rows.map((r) => r.reference)).toEqual([refs[0]]);
    expect(third.nextCursor).toBeNull();
  });

  it("searches her name, city, reference, design or phone however it is typed", async () => {
    expect((await page("q=jodhpur")).rows).toHaveLength(2);
    expect((await page("q=pooja%20MATH")).rows.map((r) => r.name)).toEqual(["Pooja Mathur"]);
    expect((await page("q=Q-2026-0002")).rows.map((r) => r.reference)).toEqual(["Q-2026-0002"]);
    expect((await page("q=gulabi")).total).toBe(5);
    expect((await page(`q=${encodeURIComponent("098290 41736")}`)).total).toBe(5);
    expect((await page("q=nobody")).rows).toEqual([]);
    expect((await page("q=%25")).rows).toEqual([]);
  });

  it("moves an enquiry through the pipeline, telling each move in its history", async () => {
    const id = await idOf("Q-2026-0001");
    const quoted = await patch(id, { revision: 1, state: "quoted" });
    expect(quoted.status).toBe(200);
    expect(quoted.body).toMatchObject({ state: "quoted", revision: 2 });
    const stale = await patch(id, { revision: 1, state: "accepted" });
    expect(stale.status).toBe(409);
    const noReason = await patch(id, { revision: 2, state: "lost" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toBe("Reason is required when an enquiry is lost");
    const lost = await patch(id, { revision: 2, state: "lost", lostReason: "Found it cheaper" });
    expect(lost.body).toMatchObject({ state: "lost", lostReason: "Found it cheaper", revision: 3 });
    const wrong = await patch(id, { revision: 3, state: "accepted" });
    expect(wrong.status).toBe(409);
    expect(wrong.body.error).toBe("An enquiry that is lost cannot become accepted");
    expect(lost.body.events.map((e) => e.detail)).toEqual([
      { kind: "received", source: "website" },
      { kind: "state", from: "new", to: "quoted" },
      { kind: "state", from: "quoted", to: "lost", reason: "Found it cheaper" },
    ]);
    expect(lost.body.events[1]!.by).toBe("Sunita Rathore");
    const counts = (await page()).counts;
    expect(counts).toMatchObject({ new: 4, lost: 1, all: 5 });
    expect((await page("state=lost")).rows.map((r) => r.reference)).toEqual(["Q-2026-0001"]);
  });

  it("keeps a follow-up date, and lists the open ones due by today", async () => {
    const id = await idOf("Q-2026-0002");
    const dated = await patch(id, { revision: 1, followUpOn: "2026-03-02" });
    expect(dated.body.followUpOn).toBe("2026-03-02");
    const later = await idOf("Q-2026-0003");
    await patch(later, { revision: 1, followUpOn: "2026-03-09" });
    const due = await page("state=follow-up");
    expect(due.rows.map((r) => r.reference)).toEqual(["Q-2026-0002"]);
    expect(due.counts["follow-up"]).toBe(1);
    const cleared = await patch(id, { revision: 2, followUpOn: null });
    expect(cleared.body.followUpOn).toBeNull();
    expect((await page("state=follow-up")).rows).toEqual([]);
  });

  it("links her customer record, made once for her phone number", async () => {
    const a = await idOf("Q-2026-0004");
    const b = await idOf("Q-2026-0005");
    const first = await app.request(
      `/api/admin/enquiries/${a}/customer`,
      withToken(token, { method: "POST" }),
    );
    const linked = (await first.json()) as EnquiryDetail;
    expect(linked.customerId).not.toBeNull();
    expect(linked.events.at(-1)!.detail).toEqual({
      kind: "customer",
      customerId: linked.customerId,
      created: true,
    });
    const second = (await (
      await app.request(`/api/admin/enquiries/${b}/customer`, withToken(token, { method: "POST" }))
    ).json()) as EnquiryDetail;
    expect(second.customerId).toBe(linked.customerId);
    expect(second.events.at(-1)!.detail).toMatchObject({ created: false });
    const customers = await t.db.db
      .selectFrom("customers")
      .select("id")
      .where("phone_key", "=", "9829041736")
      .execute();
    expect(customers).toHaveLength(1);
  });

  describe("typed in by an owner", () => {
    const post = (body: object) =>
      app.request("/api/admin/enquiries", withToken(token, jsonPost({ ...validEnquiry, ...body })));

    it("from a call or a shop visit, the owner named as who received it", async () => {
      const res = await post({ source: "visit", name: "Leela", phone: "98290 77777" });
      expect(res.status).toBe(201);
      const made = (await res.json()) as EnquiryDetail;
      expect(made).toMatchObject({ source: "visit", name: "Leela", state: "new" });
      expect(made.events[0]).toMatchObject({
        by: "Sunita Rathore",
        detail: { kind: "received", source: "visit" },
      });
    });

    it("from a contact message, once, marking the message handled", async () => {
      const message = await t.db.db
        .insertInto("contact_messages")
        .values({
          name: "Asha",
          phone: "98290 88888",
          phone_key: "9829088888",
          email: "",
          subject: "",
          message: "Price of a poshak?",
          received_at: NOW.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const id = Number(message.id);
      const res = await post({
        source: "contact",
        fromMessageId: id,
        name: "Asha",
        phone: "98290 88888",
      });
      expect(res.status).toBe(201);
      expect(((await res.json()) as EnquiryDetail).contactMessageId).toBe(id);
      const handled = await t.db.db
        .selectFrom("contact_messages")
        .select("handled_by")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(handled.handled_by).toBe("sunita");
      expect((await post({ source: "contact", fromMessageId: id })).status).toBe(409);
      expect((await post({ source: "contact", fromMessageId: 999_999 })).status).toBe(404);
    });

    it("refuses a missing source or a refused field, naming it", async () => {
      const noSource = await post({});
      expect(noSource.status).toBe(400);
      expect(await noSource.json()).toMatchObject({ field: "source" });
      const badQuantity = await post({ source: "call", quantity: "lots" });
      expect(await badQuantity.json()).toMatchObject({ field: "quantity" });
    });
  });

  it("refuses a bad query or id, naming the parameter", async () => {
    expect(await get("?state=maybe")).toMatchObject({ status: 400, body: { field: "state" } });
    expect(await get("?limit=0")).toMatchObject({ status: 400, body: { field: "limit" } });
    expect(await get("?cursor=x")).toMatchObject({ status: 400, body: { field: "cursor" } });
    expect((await get("/0")).status).toBe(404);
    expect((await get("/99999")).status).toBe(404);
  });
});
