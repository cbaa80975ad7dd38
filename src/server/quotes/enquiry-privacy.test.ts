/**
 * Her enquiries for a quote are hers (SECURITY.md, Privacy): her export lists them, and her
 * erasure deletes them with their history, whether linked to her record or only carrying her
 * phone number; another customer's enquiry stays. Both engines.
 */
import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import type { CustomerExport } from "../../shared/privacy-admin";
import {
  allowTimeForScrypt,
  createAdminTestApp,
  sessionTokenFor,
  withToken,
} from "../test-support/admin-app";
import { jsonPost } from "../test-support/api-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { validEnquiry } from "../test-support/enquiry-bodies";

allowTimeForScrypt();

const NOW = new Date("2026-03-10T10:00:00.000Z");
const HER = { name: "Lalita Bhati", phone: "+91 93511 22345", type: "retail" };

describeEachEngine("her enquiries in her export and erasure", (engine) => {
  const t = useTestDatabase(engine);
  let app: Hono;
  let token: string;
  let herId: number;
  const admin = (path: string, body?: unknown) =>
    app.request(`/api/admin${path}`, withToken(token, body === undefined ? {} : jsonPost(body)));

  beforeAll(async () => {
    app = await createAdminTestApp(t.db, () => NOW);
    token = await sessionTokenFor(t.db, "sunita", NOW);
    const made = await admin("/customers", HER);
    expect(made.status).toBe(201);
    herId = ((await made.json()) as { customer: { id: number } }).customer.id;
    let ip = 1;
    for (const body of [
      { ...validEnquiry, name: HER.name, phone: HER.phone, note: "For my sister's wedding" },
      { ...validEnquiry, name: "Lalita", phone: "093511 22345", email: "" },
      { ...validEnquiry, name: "Someone Else", phone: "+91 94140 99999", email: "" },
    ]) {
      const res = await app.request("/api/quote-enquiries", jsonPost(body, `192.0.2.${ip++}`));
      expect(res.status).toBe(201);
    }
  });

  it("lists them in her export", async () => {
    const res = await admin(`/customers/${herId}/export.json`);
    expect(res.status).toBe(200);
    const data = (await res.json()) as CustomerExport;
    expect(data.quoteEnquiries.map((e) => [e.reference, e.name, e.phone])).toEqual([
      ["Q-2026-0001", HER.name, HER.phone],
      ["Q-2026-0002", "Lalita", "093511 22345"],
    ]);
    expect(data.quoteEnquiries[0]!.note).toBe("For my sister's wedding");
  });

  it("deletes them and their history when she is erased, and leaves another's", async () => {
    const res = await admin(`/customers/${herId}/erase`, { confirmName: HER.name });
    expect(res.status).toBe(200);
    const { erased } = (await res.json()) as { erased: { quoteEnquiriesDeleted: number } };
    expect(erased.quoteEnquiriesDeleted).toBe(2);
    const left = await t.db.db.selectFrom("quote_enquiries").select(["id", "name"]).execute();
    expect(left.map((e) => e.name)).toEqual(["Someone Else"]);
    const events = await t.db.db.selectFrom("quote_enquiry_events").select("enquiry_id").execute();
    expect(events.map((e) => Number(e.enquiry_id))).toEqual([Number(left[0]!.id)]);
  });
});
