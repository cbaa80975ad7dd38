/**
 * Her "Ask for a quote" enquiry (issue 22 §1), POST /api/quote-enquiries on both engines: kept
 * with its reference, refused field by field, rate-limited per network, the owners told (Reply-To
 * her e-mail) and she acknowledged on her channel only with her consent; references unique and
 * consecutive when many arrive at once.
 */
import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import { NO_NOTIFICATIONS } from "../notifications/notify-setup";
import { insertCustomer } from "../customers/customer-repository";
import { createAdminTestApp } from "../test-support/admin-app";
import { jsonPost } from "../test-support/api-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { validEnquiry } from "../test-support/enquiry-bodies";
import { ENQUIRY_LIMIT } from "./enquiry-routes";

const NOW = new Date("2026-03-02T04:30:00.000Z");
const OWNER_MAIL = "sunita@rajwadirang.example";

describeEachEngine("POST /api/quote-enquiries", (engine) => {
  const t = useTestDatabase(engine);
  let app: Hono;
  let clock = NOW;
  let nextIp = 1;
  const ip = () => `198.51.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
  const post = (body: unknown, from = ip()) =>
    app.request("/api/quote-enquiries", jsonPost(body, from));
  const enquiries = () => t.db.db.selectFrom("quote_enquiries").selectAll().orderBy("id").execute();
  const outbox = () => t.db.db.selectFrom("outbox_messages").selectAll().orderBy("id").execute();

  beforeAll(async () => {
    app = await createAdminTestApp(t.db, () => clock, undefined, {
      notifications: {
        ...NO_NOTIFICATIONS,
        owners: { recipients: [{ channel: "email", address: OWNER_MAIL }], language: "en" },
      },
    });
  });

  it("keeps her enquiry with its reference, tells the owners and acknowledges her", async () => {
    const res = await post(validEnquiry);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ reference: "Q-2026-0001", acknowledged: true });
    const [row] = await enquiries();
    expect(row).toMatchObject({
      reference: "Q-2026-0001",
      source: "website",
      name: "Kavya Rathore",
      designs: JSON.stringify(["Rani Gulabi Poshak"]),
      occasion: "wedding",
      needed_by: "2026-04-20",
      quantity: 2,
      buyer: "retail",
      sizes: "M, L",
      city: "Udaipur",
      state_name: "Rajasthan",
      answer_by: "whatsapp",
      language: "hi",
      state: "new",
      received_at: NOW.toISOString(),
    });
    expect(Number(row!.consent)).toBe(1);
    const messages = await outbox();
    const notice = messages.find((m) => m.kind === "enquiry-notice");
    expect(notice).toMatchObject({
      audience: "owner",
      channel: "email",
      recipient: OWNER_MAIL,
      reply_to: "kavya@example.in",
    });
    expect(notice!.body).toContain("Q-2026-0001");
    expect(notice!.body).toContain("Rani Gulabi Poshak");
    const ack = messages.find((m) => m.kind === "enquiry-received");
    expect(ack).toMatchObject({
      audience: "customer",
      channel: "whatsapp",
      recipient: "+91 98290 41736",
      language: "hi",
    });
    expect(ack!.body).toContain("Q-2026-0001");
    expect(ack!.body).toMatch(/[\u0900-\u097f]/);
  });

  it("numbers the next one after it, and sends nothing to her without her consent", async () => {
    const before = (await outbox()).length;
    const res = await post({ ...validEnquiry, consent: "", answerBy: "email" });
    expect(await res.json()).toEqual({ reference: "Q-2026-0002", acknowledged: false });
    const added = (await outbox()).slice(before);
    expect(added.map((m) => m.kind)).toEqual(["enquiry-notice"]);
  });

  it("acknowledges by e-mail when she asks for it there, and not at all for a phone call", async () => {
    const before = (await outbox()).length;
    await post({ ...validEnquiry, answerBy: "email", language: "en" });
    await post({ ...validEnquiry, answerBy: "call" });
    const acks = (await outbox()).slice(before).filter((m) => m.kind === "enquiry-received");
    expect(acks).toHaveLength(1);
    expect(acks[0]).toMatchObject({ channel: "email", recipient: "kavya@example.in" });
  });

  it("refuses field by field, naming each, and keeps nothing", async () => {
    const count = (await enquiries()).length;
    const res = await post({
      ...validEnquiry,
      occasion: "birthday",
      quantity: "0",
      name: "  ",
      phone: "call me",
      neededBy: "2026-03-01",
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; field: string; fields: object };
    expect(body.fields).toEqual({
      occasion: "What is it for: choose wedding, festival or other",
      neededBy: "Needed by must be a date from today to two years ahead",
      quantity: "Quantity must be a whole number from 1 to 10000",
      name: "Your name is required",
      phone: "Phone must be a phone number (digits, spaces, + and - only)",
    });
    expect(body.field).toBe("occasion");
    expect(body.error).toBe("What is it for: choose wedding, festival or other");
    expect(await enquiries()).toHaveLength(count);
  });

  it("holds to the wholesale minimum, sizes or a fitting, and an e-mail for an e-mail answer", async () => {
    const fields = async (body: object) =>
      ((await (await post({ ...validEnquiry, ...body })).json()) as { fields: object }).fields;
    expect(await fields({ buyer: "wholesale", quantity: "9" })).toEqual({
      quantity: "Quantity: wholesale orders start at 10 pieces",
    });
    expect(await fields({ sizes: "", measure: "" })).toEqual({
      sizes: "Sizes: give the sizes or tick “Measure me at the boutique”",
    });
    expect(await fields({ answerBy: "email", email: "" })).toEqual({
      email: "E-mail: give your e-mail address to get the answer by e-mail",
    });
    const res = await post({
      ...validEnquiry,
      buyer: "wholesale",
      quantity: "10",
      sizes: "",
      measure: "on",
    });
    expect(res.status).toBe(201);
  });

  it("links her to the customer who has her phone number, however it is written", async () => {
    const id = await insertCustomer(
      t.db.db,
      {
        name: "Meera",
        phone: "098290 55555",
        email: "",
        address: { line: "", city: "", state: "", postalCode: "" },
      },
      NOW.toISOString(),
    );
    await post({ ...validEnquiry, phone: "+91 98290 55555" });
    const last = (await enquiries()).at(-1)!;
    expect(last.customer_id === null ? null : Number(last.customer_id)).toBe(id);
  });

  it("stores nothing from a bot that fills the hidden field", async () => {
    const count = (await enquiries()).length;
    const res = await post({ ...validEnquiry, website: "http://spam.example" });
    expect(res.status).toBe(201);
    expect(await enquiries()).toHaveLength(count);
  });

  it("limits each network as the contact form does", async () => {
    const from = "203.0.113.7";
    for (let i = 0; i < ENQUIRY_LIMIT.limit; i++)
      expect((await post(validEnquiry, from)).status).toBe(201);
    // Another network is not held back by this one's.
    expect((await post(validEnquiry, "203.0.114.7")).status).toBe(201);
    const sixth = await post(validEnquiry, from);
    expect(sixth.status).toBe(429);
    expect(((await sixth.json()) as { error: string }).error).toBe(
      "Too many enquiries. Please wait a few minutes and try again, or call us.",
    );
  });

  it("gives many enquiries sent at once consecutive references, none twice", async () => {
    clock = new Date("2027-01-05T06:00:00.000Z");
    const COUNT = engine === "postgres" ? 40 : 20;
    const answers = await Promise.all(
      Array.from({ length: COUNT }, () => post({ ...validEnquiry, neededBy: "" })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(COUNT).fill(201));
    const references = (await Promise.all(answers.map((r) => r.json()))).map(
      (b) => (b as { reference: string }).reference,
    );
    const expected = Array.from(
      { length: COUNT },
      (_, i) => `Q-2027-${String(i + 1).padStart(4, "0")}`,
    );
    expect([...references].sort()).toEqual(expected);
  });
});
