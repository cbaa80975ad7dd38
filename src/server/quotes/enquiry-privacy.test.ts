/**
 * Her enquiries for a quote are hers (SECURITY.md, Privacy): her export lists them, and her
 * erasure deletes them with their history, whether linked to her record or only carrying her
 * phone number, with their quotes and the name she typed accepting one (gone from her order's
 * timeline too, however short); another customer's enquiry stays. Both engines.
 */
import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import type { CustomerExport } from "../../shared/privacy-admin";
import type { QuoteDetail } from "../../shared/quotes/quote-view";
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
/** The name she typed accepting her quote: short, and unlike her record's. */
const TYPED = "Lalu";

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
    // Her first enquiry's quote sent and accepted online under a name of her own typing.
    const quote = (await (await admin("/quotes", { enquiryId: 1 })).json()) as QuoteDetail;
    const v1 = quote.versions[0]!.content;
    const priced = await app.request(
      `/api/admin/quotes/${quote.id}`,
      withToken(token, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          revision: quote.revision,
          content: {
            ...v1,
            taxMode: "extra",
            lines: v1.lines.map((l) => ({ ...l, price: { kind: "one", piecePaise: 500_000 } })),
          },
        }),
      }),
    );
    const sent = await admin(`/quotes/${quote.id}/send`, {
      revision: ((await priced.json()) as QuoteDetail).revision,
    });
    const code = ((await sent.json()) as QuoteDetail).versions[0]!.link!.split("#").pop()!;
    const accepted = await app.request(
      `/api/quote-pages/${code}/accept`,
      jsonPost({ name: TYPED, agree: true }, "198.51.100.7"),
    );
    expect(accepted.status).toBe(201);
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
    expect(await t.db.db.selectFrom("quotes").selectAll().execute()).toEqual([]);
    expect(await t.db.db.selectFrom("quote_acceptances").selectAll().execute()).toEqual([]);
    // Her order stays (anonymised); its timeline no longer says the name she typed.
    const timeline = await t.db.db.selectFrom("order_events").select(["kind", "detail"]).execute();
    expect(timeline.filter((e) => e.kind === "quote-accepted")).toHaveLength(1);
    expect(timeline.filter((e) => e.detail.includes(`"${TYPED}"`))).toEqual([]);
  });
});
