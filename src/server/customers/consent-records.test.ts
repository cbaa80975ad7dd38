/**
 * Consent as a record (DPDP Act): each consent given through a form opens a record (what, when,
 * which form, which owner on her behalf), withdrawing closes it and keeps it; the flags
 * customers had before migration 0011 became records.
 */
import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import type { AdminOrderDetail } from "../../shared/admin";
import { migrateToLatest, migrateUpTo } from "../db/migrate";
import {
  allowTimeForScrypt,
  createAdminTestApp,
  jsonPatch,
  sessionTokenFor,
  withToken,
} from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase, useEmptyDatabase } from "../test-support/databases";
import { editBody, newOrderBody, uniquePhone } from "../test-support/order-bodies";
import { consentsOf } from "./consent-records";

allowTimeForScrypt();

describeEachEngine("consent records", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let now = new Date("2026-03-10T10:00:00.000Z");
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => now);
    tokens.sunita = await sessionTokenFor(testDb.db, "sunita", now);
    tokens.rekha = await sessionTokenFor(testDb.db, "rekha", now);
  });
  const send = async (path: string, body: unknown, method = "POST", who = "sunita") => {
    const token = tokens[who]!;
    const res = await app.request(
      `/api/admin${path}`,
      method === "PATCH"
        ? jsonPatch(token, body)
        : withToken(token, {
            method,
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          }),
    );
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return (await res.json()) as unknown;
  };
  const flags = (id: number) =>
    testDb.db.db
      .selectFrom("customers")
      .select(["whatsapp_consent_at", "email_consent_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  it("the customer form: given, withdrawn (kept, with when and by whom), given again", async () => {
    const record = {
      name: "Bhawna Kanwar",
      phone: uniquePhone(),
      email: "bhawna@example.in",
      type: "retail",
      notes: "",
    };
    const created = await send("/customers", {
      ...record,
      messaging: { language: "hi", whatsapp: true, email: false },
    });
    const id = (created as { customer: { id: number } }).customer.id;
    expect(await consentsOf(testDb.db.db, id)).toEqual([
      {
        purpose: "whatsapp-updates",
        givenAt: "2026-03-10T10:00:00.000Z",
        givenThrough: "customer-form",
        givenBy: "sunita",
        withdrawnAt: null,
        withdrawnThrough: null,
        withdrawnBy: null,
      },
    ]);
    expect(await flags(id)).toEqual({
      whatsapp_consent_at: "2026-03-10T10:00:00.000Z",
      email_consent_at: null,
    });

    now = new Date("2026-04-01T09:00:00.000Z");
    const edit = async (whatsapp: boolean, email: boolean, who: "sunita" | "rekha") => {
      // Weeks later: a session of that day.
      tokens[who] = await sessionTokenFor(testDb.db, who, now);
      const current = (await (
        await app.request(`/api/admin/customers/${id}`, withToken(tokens[who]!))
      ).json()) as { customer: { revision: number } };
      await send(
        `/customers/${id}`,
        {
          ...record,
          revision: current.customer.revision,
          messaging: { language: "hi", whatsapp, email },
        },
        "PATCH",
        who,
      );
    };
    await edit(false, true, "rekha");
    now = new Date("2026-05-01T09:00:00.000Z");
    await edit(true, true, "sunita");

    const consents = await consentsOf(testDb.db.db, id);
    expect(consents).toEqual([
      {
        purpose: "whatsapp-updates",
        givenAt: "2026-03-10T10:00:00.000Z",
        givenThrough: "customer-form",
        givenBy: "sunita",
        withdrawnAt: "2026-04-01T09:00:00.000Z",
        withdrawnThrough: "customer-form",
        withdrawnBy: "rekha",
      },
      expect.objectContaining({
        purpose: "email-updates",
        givenAt: "2026-04-01T09:00:00.000Z",
        givenBy: "rekha",
        withdrawnAt: null,
      }),
      expect.objectContaining({
        purpose: "whatsapp-updates",
        givenAt: "2026-05-01T09:00:00.000Z",
        givenBy: "sunita",
        withdrawnAt: null,
      }),
    ]);
    // The current answer the sender reads follows the records.
    expect(await flags(id)).toEqual({
      whatsapp_consent_at: "2026-05-01T09:00:00.000Z",
      email_consent_at: "2026-04-01T09:00:00.000Z",
    });
  });

  it("the new-order and order-edit forms record theirs; the same answer again records nothing", async () => {
    now = new Date("2026-03-02T08:00:00.000Z");
    const created = (await send(
      "/orders",
      newOrderBody({ messaging: { language: "en", whatsapp: false, email: true } }),
    )) as AdminOrderDetail;
    const id = created.order.customerId!;
    expect(await consentsOf(testDb.db.db, id)).toEqual([
      expect.objectContaining({ purpose: "email-updates", givenThrough: "new-order" }),
    ]);
    now = new Date("2026-03-03T08:00:00.000Z");
    const edited = (await send(
      `/orders/${created.order.orderId}`,
      editBody(created.order, { messaging: { language: "en", whatsapp: false, email: true } }),
      "PATCH",
    )) as AdminOrderDetail;
    expect(await consentsOf(testDb.db.db, id)).toHaveLength(1);
    await send(
      `/orders/${created.order.orderId}`,
      editBody(edited.order, { messaging: { language: "en", whatsapp: true, email: false } }),
      "PATCH",
    );
    expect(await consentsOf(testDb.db.db, id)).toEqual([
      expect.objectContaining({
        purpose: "email-updates",
        givenThrough: "new-order",
        withdrawnAt: "2026-03-03T08:00:00.000Z",
        withdrawnThrough: "order-edit",
      }),
      expect.objectContaining({
        purpose: "whatsapp-updates",
        givenAt: "2026-03-03T08:00:00.000Z",
        givenThrough: "order-edit",
      }),
    ]);
  });
});

describeEachEngine("migration 0011 on a 0008 database", (engine) => {
  const empty = useEmptyDatabase(engine);

  it("makes a record of each consent flag, given when the flag says, through a form unknown", async () => {
    const db = empty.db;
    await migrateUpTo(db, "0008-notifications");
    const at = "2025-12-01T10:00:00.000Z";
    const customer = (name: string, phone: string, whatsapp: string | null, email: string | null) =>
      db
        .insertInto("customers")
        .values({
          name,
          phone,
          phone_key: phone,
          email: "",
          address_line: "",
          city: "",
          state: "",
          postal_code: "",
          created_at: at,
          updated_at: at,
          whatsapp_consent_at: whatsapp,
          email_consent_at: email,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const both = await customer("Asha", "9000000001", at, "2025-12-02T10:00:00.000Z");
    const none = await customer("Usha", "9000000002", null, null);

    await migrateToLatest(db);

    const rows = await db
      .selectFrom("consents")
      .select(["customer_id", "purpose", "given_at", "given_through", "given_by", "withdrawn_at"])
      .orderBy("purpose", "desc")
      .execute();
    expect(rows.map((r) => ({ ...r, customer_id: Number(r.customer_id) }))).toEqual([
      {
        customer_id: Number(both.id),
        purpose: "whatsapp-updates",
        given_at: at,
        given_through: "before-records",
        given_by: null,
        withdrawn_at: null,
      },
      {
        customer_id: Number(both.id),
        purpose: "email-updates",
        given_at: "2025-12-02T10:00:00.000Z",
        given_through: "before-records",
        given_by: null,
        withdrawn_at: null,
      },
    ]);
    expect(rows.some((r) => Number(r.customer_id) === Number(none.id))).toBe(false);
  });
});
