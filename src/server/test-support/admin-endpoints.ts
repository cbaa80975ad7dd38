import { sql } from "kysely";
import type { Db } from "../db/schema";
import { validEnquiry } from "./enquiry-bodies";
import { newOrderBody, noteBody, paymentBody } from "./order-bodies";
import { rowCounts } from "./stored-state";

const json = (method: string, h: Record<string, string>, body: unknown): RequestInit => ({
  method,
  headers: { ...h, "content-type": "application/json" },
  body: JSON.stringify(body),
});

type Endpoint = [
  name: string,
  build: (headers: Record<string, string>) => [url: string, init: RequestInit],
];

/** The owners' catalogue (the Products tab): designs, photos, filter lists, change log. */
export const CATALOGUE_ENDPOINTS: readonly Endpoint[] = [
  ["GET /designs", (h) => ["/api/admin/designs?q=rani", { headers: h }]],
  ["POST /designs", (h) => ["/api/admin/designs", json("POST", h, { name: "X" })]],
  ["PUT /designs/order", (h) => ["/api/admin/designs/order", json("PUT", h, { ids: [1] })]],
  ["GET /designs/:id", (h) => ["/api/admin/designs/1", { headers: h }]],
  ["PATCH /designs/:id", (h) => ["/api/admin/designs/1", json("PATCH", h, { hidden: true })]],
  [
    "POST /designs/:id/photos",
    (h) => {
      const form = new FormData();
      form.append("photo", new File([new Uint8Array([0xff, 0xd8, 0xff])], "a.jpg"));
      return ["/api/admin/designs/1/photos", { method: "POST", headers: h, body: form }];
    },
  ],
  [
    "PUT /designs/:id/photos/order",
    (h) => ["/api/admin/designs/1/photos/order", json("PUT", h, { ids: [1] })],
  ],
  [
    "DELETE /designs/:id/photos/:photoId",
    (h) => ["/api/admin/designs/1/photos/1", { method: "DELETE", headers: h }],
  ],
  ["GET /catalogue/changes", (h) => ["/api/admin/catalogue/changes", { headers: h }]],
  [
    "POST /catalogue/lists/:group",
    (h) => ["/api/admin/catalogue/lists/fabric", json("POST", h, { value: "Kota" })],
  ],
  [
    "PUT /catalogue/lists/:group/order",
    (h) => ["/api/admin/catalogue/lists/fabric/order", json("PUT", h, { ids: [1] })],
  ],
  [
    "PATCH /catalogue/lists/:group/:id",
    (h) => ["/api/admin/catalogue/lists/fabric/1", json("PATCH", h, { value: "Kota" })],
  ],
  [
    "DELETE /catalogue/lists/:group/:id",
    (h) => ["/api/admin/catalogue/lists/fabric/1", { method: "DELETE", headers: h }],
  ],
];

/** The Customers tab, the inbox, the owners' day (issue 13). */
export const CUSTOMER_ENDPOINTS: readonly Endpoint[] = [
  ["GET /customers/export.csv", (h) => ["/api/admin/customers/export.csv", { headers: h }]],
  [
    "POST /customers",
    (h) => [
      "/api/admin/customers",
      json("POST", h, { name: "Leela", phone: "+91 99999 12121", type: "retail" }),
    ],
  ],
  ["GET /customers/:id", (h) => ["/api/admin/customers/1", { headers: h }]],
  [
    "PATCH /customers/:id",
    (h) => [
      "/api/admin/customers/1",
      json("PATCH", h, { name: "Leela", phone: "+91 99999 12121", type: "retail", revision: 0 }),
    ],
  ],
  [
    "POST /customers/:id/measurements",
    (h) => [
      "/api/admin/customers/1/measurements",
      json("POST", h, { unit: "in", values: { bust: 34 } }),
    ],
  ],
  ["GET /customers/:id/export.json", (h) => ["/api/admin/customers/1/export.json", { headers: h }]],
  ["GET /customers/:id/export.html", (h) => ["/api/admin/customers/1/export.html", { headers: h }]],
  ["GET /privacy/erasures", (h) => ["/api/admin/privacy/erasures", { headers: h }]],
  ["GET /privacy/retention", (h) => ["/api/admin/privacy/retention", { headers: h }]],
  [
    "PUT /privacy/retention",
    (h) => ["/api/admin/privacy/retention", json("PUT", h, { enquiryMonths: 24, outboxDays: 90 })],
  ],
  [
    "POST /customers/:id/erase",
    (h) => ["/api/admin/customers/1/erase", json("POST", h, { confirmName: "Not her name" })],
  ],
  ["GET /orders/export.csv", (h) => ["/api/admin/orders/export.csv", { headers: h }]],
  [
    "GET /orders/payments/export.csv",
    (h) => ["/api/admin/orders/payments/export.csv", { headers: h }],
  ],
  [
    "POST /orders/:id/measurements",
    (h) => ["/api/admin/orders/RR2024001/measurements", { method: "POST", headers: h }],
  ],
  [
    "POST /customers/:id/orders/contact",
    (h) => ["/api/admin/customers/1/orders/contact", json("POST", h, { orderIds: ["RR2024001"] })],
  ],
  ["POST /outbox/:id/send-now", (h) => ["/api/admin/outbox/1/send-now", json("POST", h, {})]],
  ["PATCH /messages/:id", (h) => ["/api/admin/messages/1", json("PATCH", h, { handled: true })]],
  ["GET /dashboard", (h) => ["/api/admin/dashboard", { headers: h }]],
  ["GET /billing/business", (h) => ["/api/admin/billing/business", { headers: h }]],
  [
    "PUT /billing/business",
    (h) => ["/api/admin/billing/business", json("PUT", h, { legalName: "X" })],
  ],
  ["GET /billing/tax-rules", (h) => ["/api/admin/billing/tax-rules", { headers: h }]],
  [
    "POST /billing/tax-rules",
    (h) => ["/api/admin/billing/tax-rules", json("POST", h, { codePrefix: "62" })],
  ],
  [
    "PUT /billing/line-kinds/:key",
    (h) => ["/api/admin/billing/line-kinds/garment", json("PUT", h, { code: "6204", unit: "PCS" })],
  ],
  [
    "PUT /billing/designs/:id",
    (h) => ["/api/admin/billing/designs/1", json("PUT", h, { lineKind: "saree" })],
  ],
  ["GET /orders/:id/documents", (h) => ["/api/admin/orders/RR2024001/documents", { headers: h }]],
  [
    "POST /orders/:id/documents/supply",
    (h) => ["/api/admin/orders/RR2024001/documents/supply", json("POST", h, {})],
  ],
  [
    "POST /orders/:id/documents/credit-note",
    (h) => ["/api/admin/orders/RR2024001/documents/credit-note", json("POST", h, {})],
  ],
  [
    "POST /orders/:id/documents/refund-voucher",
    (h) => ["/api/admin/orders/RR2024001/documents/refund-voucher", json("POST", h, {})],
  ],
  [
    "POST /orders/:id/documents/receipts/:paymentId",
    (h) => ["/api/admin/orders/RR2024001/documents/receipts/1", json("POST", h, {})],
  ],
  [
    "POST /orders/:id/documents/:id/cancel",
    (h) => ["/api/admin/orders/RR2024001/documents/1/cancel", json("POST", h, { reason: "x" })],
  ],
  [
    "POST /orders/:id/refunds",
    (h) => [
      "/api/admin/orders/RR2024001/refunds",
      json("POST", h, {
        amountRupees: 100,
        refundedOn: "2026-03-01",
        method: "cash",
        reference: "",
        reason: "Returned",
      }),
    ],
  ],
  [
    "GET /money/day-book",
    (h) => ["/api/admin/money/day-book?from=2026-03-01&to=2026-03-02", { headers: h }],
  ],
  [
    "GET /money/day-book.csv",
    (h) => ["/api/admin/money/day-book.csv?from=2026-03-01&to=2026-03-02", { headers: h }],
  ],
  ["GET /money/outstanding", (h) => ["/api/admin/money/outstanding", { headers: h }]],
  ["GET /money/outstanding.csv", (h) => ["/api/admin/money/outstanding.csv", { headers: h }]],
  ["GET /money/gst", (h) => ["/api/admin/money/gst?month=2026-03", { headers: h }]],
  [
    "GET /money/gst.csv",
    (h) => ["/api/admin/money/gst.csv?month=2026-03&part=b2b", { headers: h }],
  ],
  ["GET /money/reminders", (h) => ["/api/admin/money/reminders", { headers: h }]],
  ["PUT /money/reminders", (h) => ["/api/admin/money/reminders", json("PUT", h, { everyDays: 7 })]],
];

/** The workshop (issue 24 §1): karigars, rates, their account, steps assigned. */
export const WORKSHOP_ENDPOINTS: readonly Endpoint[] = [
  ["GET /workshop/karigars", (h) => ["/api/admin/workshop/karigars", { headers: h }]],
  [
    "POST /workshop/karigars",
    (h) => [
      "/api/admin/workshop/karigars",
      json("POST", h, { name: "X", phone: "9829011111", place: "workshop" }),
    ],
  ],
  ["GET /workshop/karigars/:id", (h) => ["/api/admin/workshop/karigars/1", { headers: h }]],
  [
    "PUT /workshop/karigars/:id",
    (h) => [
      "/api/admin/workshop/karigars/1",
      json("PUT", h, { name: "X", phone: "9829011111", place: "outside" }),
    ],
  ],
  [
    "POST /workshop/karigars/:id/rates",
    (h) => [
      "/api/admin/workshop/karigars/1/rates",
      json("POST", h, {
        stepId: "step-5",
        work: "Stitching",
        unit: "piece",
        ratePaise: 100,
        effectiveFrom: "2026-01-01",
      }),
    ],
  ],
  [
    "POST /workshop/karigars/:id/adjustments",
    (h) => [
      "/api/admin/workshop/karigars/1/adjustments",
      json("POST", h, { amountPaise: 100, reason: "x" }),
    ],
  ],
  [
    "POST /workshop/karigars/:id/payouts",
    (h) => [
      "/api/admin/workshop/karigars/1/payouts",
      json("POST", h, { amountPaise: 100, method: "cash", paidOn: "2026-01-01" }),
    ],
  ],
  [
    "GET /workshop/karigars/:id/statement",
    (h) => [
      "/api/admin/workshop/karigars/1/statement?from=2026-01-01&to=2026-01-31",
      { headers: h },
    ],
  ],
  [
    "GET /workshop/karigars/:id/statement.csv",
    (h) => [
      "/api/admin/workshop/karigars/1/statement.csv?from=2026-01-01&to=2026-01-31",
      { headers: h },
    ],
  ],
  [
    "GET /workshop/karigars/:id/job-card",
    (h) => ["/api/admin/workshop/karigars/1/job-card", { headers: h }],
  ],
  ["GET /workshop/board", (h) => ["/api/admin/workshop/board", { headers: h }]],
  ["GET /workshop/orders/:id", (h) => ["/api/admin/workshop/orders/RR2024001", { headers: h }]],
  [
    "PUT /workshop/orders/:id/steps/:step",
    (h) => [
      "/api/admin/workshop/orders/RR2024001/steps/step-5",
      json("PUT", h, { karigarId: 1, work: "Stitching", dueDate: "2026-01-05" }),
    ],
  ],
  [
    "DELETE /workshop/orders/:id/steps/:step",
    (h) => ["/api/admin/workshop/orders/RR2024001/steps/step-5", { method: "DELETE", headers: h }],
  ],
];

/** Work sent out (issue 24 §2): challans and what came back of them. */
export const CHALLAN_ENDPOINTS: readonly Endpoint[] = [
  ["GET /workshop/challans", (h) => ["/api/admin/workshop/challans?show=overdue", { headers: h }]],
  [
    "POST /workshop/challans",
    (h) => [
      "/api/admin/workshop/challans",
      json("POST", h, {
        karigarId: 1,
        orderId: "RR2024001",
        stepId: "step-4",
        sentOn: "2026-01-05",
        expectedOn: "2026-01-10",
        lines: [{ description: "Georgette", centimetres: 250 }],
      }),
    ],
  ],
  ["GET /workshop/challans/:id", (h) => ["/api/admin/workshop/challans/1", { headers: h }]],
  [
    "POST /workshop/challans/:id/returns",
    (h) => [
      "/api/admin/workshop/challans/1/returns",
      json("POST", h, { returnedOn: "2026-01-08", lines: [{ lineId: 1, centimetres: 100 }] }),
    ],
  ],
];

/** Dispatch (issue 24 §5): the couriers kept, an order's courier and tracking number. */
export const DISPATCH_ENDPOINTS: readonly Endpoint[] = [
  ["GET /dispatch/couriers", (h) => ["/api/admin/dispatch/couriers", { headers: h }]],
  [
    "POST /dispatch/couriers",
    (h) => [
      "/api/admin/dispatch/couriers",
      json("POST", h, { name: "X", trackingTemplate: "https://x.example/t/{awb}" }),
    ],
  ],
  [
    "PUT /dispatch/couriers/:id",
    (h) => [
      "/api/admin/dispatch/couriers/1",
      json("PUT", h, { name: "X", trackingTemplate: "https://x.example/t/{awb}" }),
    ],
  ],
  ["GET /dispatch/orders/:id", (h) => ["/api/admin/dispatch/orders/RR2024001", { headers: h }]],
  [
    "PUT /dispatch/orders/:id",
    (h) => [
      "/api/admin/dispatch/orders/RR2024001",
      json("PUT", h, { courierId: 1, awb: "EE123456789IN" }),
    ],
  ],
];

/** Photos of her piece (issue 24 §4): an order's photos, an upload (multipart), a change. */
export const ORDER_PHOTO_ENDPOINTS: readonly Endpoint[] = [
  ["GET /orders/:id/photos", (h) => ["/api/admin/orders/RR2024001/photos", { headers: h }]],
  [
    "POST /orders/:id/photos",
    (h) => {
      const form = new FormData();
      form.append("photo", new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "a.jpg"));
      return ["/api/admin/orders/RR2024001/photos", { method: "POST", headers: h, body: form }];
    },
  ],
  [
    "PATCH /orders/:id/photos/:pid",
    (h) => ["/api/admin/orders/RR2024001/photos/1", json("PATCH", h, { forHer: true })],
  ],
  [
    "DELETE /orders/:id/photos/:pid",
    (h) => ["/api/admin/orders/RR2024001/photos/1", { method: "DELETE", headers: h }],
  ],
];

/** The calendar (issue 24 §3): the day's and week's appointments, one booked, moved, cancelled. */
export const CALENDAR_ENDPOINTS: readonly Endpoint[] = [
  ["GET /calendar", (h) => ["/api/admin/calendar?from=2026-03-02&days=7", { headers: h }]],
  ["GET /calendar/orders/:id", (h) => ["/api/admin/calendar/orders/RR2024001", { headers: h }]],
  [
    "POST /calendar/appointments",
    (h) => [
      "/api/admin/calendar/appointments",
      json("POST", h, { kind: "fitting", customerId: 1, date: "2026-03-09", time: "11:00" }),
    ],
  ],
  ["GET /calendar/appointments/:id", (h) => ["/api/admin/calendar/appointments/1", { headers: h }]],
  [
    "PUT /calendar/appointments/:id",
    (h) => [
      "/api/admin/calendar/appointments/1",
      json("PUT", h, { kind: "fitting", customerId: 1, date: "2026-03-09", time: "12:00" }),
    ],
  ],
  [
    "POST /calendar/appointments/:id/cancellation",
    (h) => ["/api/admin/calendar/appointments/1/cancellation", json("POST", h, {})],
  ],
  [
    "POST /calendar/orders/:id/trial-notes",
    (h) => [
      "/api/admin/calendar/orders/RR2024001/trial-notes",
      json("POST", h, {
        note: "Loose at the waist",
        alterations: [{ name: "Take in", estimatedDays: 2 }],
      }),
    ],
  ],
  [
    "PATCH /calendar/orders/:id/alterations/:aid",
    (h) => [
      "/api/admin/calendar/orders/RR2024001/alterations/1",
      json("PATCH", h, { status: "completed" }),
    ],
  ],
  [
    "PUT /calendar/orders/:id/occasion",
    (h) => [
      "/api/admin/calendar/orders/RR2024001/occasion",
      json("PUT", h, { eventDate: "2026-04-01" }),
    ],
  ],
  [
    "POST /calendar/appointments/:id/requests/:rid/handled",
    (h) => ["/api/admin/calendar/appointments/1/requests/1/handled", json("POST", h, {})],
  ],
];

/** The Enquiries (issue 22 §2). */
export const ENQUIRY_ENDPOINTS: readonly Endpoint[] = [
  ["GET /enquiries", (h) => ["/api/admin/enquiries?state=new&q=kavya", { headers: h }]],
  [
    "POST /enquiries",
    (h) => ["/api/admin/enquiries", json("POST", h, { ...validEnquiry, source: "call" })],
  ],
  ["GET /enquiries/figures", (h) => ["/api/admin/enquiries/figures", { headers: h }]],
  ["GET /enquiries/:id", (h) => ["/api/admin/enquiries/1", { headers: h }]],
  [
    "PATCH /enquiries/:id",
    (h) => ["/api/admin/enquiries/1", json("PATCH", h, { revision: 1, state: "quoted" })],
  ],
  [
    "POST /enquiries/:id/customer",
    (h) => ["/api/admin/enquiries/1/customer", { method: "POST", headers: h }],
  ],
];

/** The quotes (issue 22 §3–4). */
export const QUOTE_ENDPOINTS: readonly Endpoint[] = [
  ["POST /quotes", (h) => ["/api/admin/quotes", json("POST", h, { enquiryId: 1 })]],
  ["GET /quotes?enquiryId", (h) => ["/api/admin/quotes?enquiryId=1", { headers: h }]],
  ["GET /quotes/:id", (h) => ["/api/admin/quotes/1", { headers: h }]],
  ["PUT /quotes/:id", (h) => ["/api/admin/quotes/1", json("PUT", h, { revision: 0, content: {} })]],
  ["POST /quotes/:id/send", (h) => ["/api/admin/quotes/1/send", json("POST", h, { revision: 0 })]],
  [
    "GET /quotes/:id/versions/:v/sheet",
    (h) => ["/api/admin/quotes/1/versions/1/sheet", { headers: h }],
  ],
  [
    "POST /quotes/:id/accept",
    (h) => [
      "/api/admin/quotes/1/accept",
      json("POST", h, { version: 1, name: "Kavya", how: "phone" }),
    ],
  ],
];

/** Every endpoint that needs an owner's session, as a request carrying the given headers. */
export const OWNER_ENDPOINTS: readonly Endpoint[] = [
  ["GET /session", (h) => ["/api/admin/session", { headers: h }]],
  ["POST /logout", (h) => ["/api/admin/logout", { method: "POST", headers: h }]],
  ["GET /orders", (h) => ["/api/admin/orders", { headers: h }]],
  ["POST /orders", (h) => ["/api/admin/orders", json("POST", h, newOrderBody())]],
  ["GET /orders/:id", (h) => ["/api/admin/orders/RR2024001", { headers: h }]],
  [
    "PATCH /orders/:id",
    (h) => [
      "/api/admin/orders/RR2024001",
      json("PATCH", h, { ...newOrderBody(), revision: 0, priority: "urgent" }),
    ],
  ],
  [
    "POST /orders/:id/cancellation",
    (h) => ["/api/admin/orders/RR2024001/cancellation", json("POST", h, { reason: "Mistake" })],
  ],
  [
    "PATCH /orders/:id/steps/:step",
    (h) => ["/api/admin/orders/RR2024001/steps/step-4", json("PATCH", h, { status: "completed" })],
  ],
  [
    "POST /orders/:id/payments",
    (h) => ["/api/admin/orders/RR2024001/payments", json("POST", h, paymentBody())],
  ],
  [
    "POST /orders/:id/payments/:pid/reversal",
    (h) => [
      "/api/admin/orders/RR2024001/payments/1/reversal",
      json("POST", h, { reason: "Entered twice" }),
    ],
  ],
  [
    "POST /orders/:id/notes",
    (h) => ["/api/admin/orders/RR2024001/notes", json("POST", h, noteBody())],
  ],
  [
    "POST /orders/:id/notes/preview",
    (h) => ["/api/admin/orders/RR2024001/notes/preview", json("POST", h, noteBody())],
  ],
  ["GET /customers", (h) => ["/api/admin/customers?q=priya", { headers: h }]],
  ["GET /messages", (h) => ["/api/admin/messages", { headers: h }]],
  ["GET /backups", (h) => ["/api/admin/backups", { headers: h }]],
  [
    "POST /account/password",
    (h) => [
      "/api/admin/account/password",
      {
        method: "POST",
        headers: { ...h, "content-type": "application/json" },
        body: JSON.stringify({
          currentPassword: "Poshak@2024",
          newPassword: "a saffron dupatta for Teej",
          repeatPassword: "a saffron dupatta for Teej",
        }),
      },
    ],
  ],
  [
    "PUT /account/language",
    (h) => ["/api/admin/account/language", json("PUT", h, { language: "hi" })],
  ],
  ...CATALOGUE_ENDPOINTS,
  ...CUSTOMER_ENDPOINTS,
  ...WORKSHOP_ENDPOINTS,
  ...CHALLAN_ENDPOINTS,
  ...ENQUIRY_ENDPOINTS,
  ...QUOTE_ENDPOINTS,
  ...DISPATCH_ENDPOINTS,
  ...ORDER_PHOTO_ENDPOINTS,
  ...CALENDAR_ENDPOINTS,
];

/**
 * What any change by an owner leaves behind: the rows of every table a change writes, each
 * order's revision and cancellation, and the owners' languages. Equal before and after means nothing was stored.
 */
export async function storedChanges(db: Db): Promise<Record<string, unknown>> {
  const count = async (table: "orders" | "customers" | "payments" | "order_events") =>
    Number(
      (
        await db.db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const [
    orders,
    customers,
    payments,
    events,
    steps,
    sequences,
    revisions,
    languages,
    workshop,
    enquiries,
    dispatch,
    orderPhotos,
    appointments,
    challans,
    quotes,
  ] = await Promise.all([
    count("orders"),
    count("customers"),
    count("payments"),
    count("order_events"),
    db.db
      .selectFrom("production_steps")
      .select(["order_id", "step_id", "status"])
      .orderBy("order_id")
      .orderBy("step_index")
      .execute(),
    db.db.selectFrom("order_sequences").selectAll().orderBy("year").execute(),
    db.db
      .selectFrom("orders")
      .select(["order_id", "revision", "cancelled_at", "priority", "amount_rupees"])
      .orderBy("order_id")
      .execute(),
    db.db
      .selectFrom("admin_accounts")
      .select(["username", "language"])
      .orderBy("username")
      .execute(),
    workshopRows(db),
    db.db
      .selectFrom("quote_enquiries")
      .select(["reference", "state", "revision", "customer_id", "follow_up_on"])
      .orderBy("id")
      .execute(),
    dispatchRows(db),
    db.db.selectFrom("order_photos").selectAll().orderBy("id").execute(),
    calendarRows(db),
    challanRows(db),
    quoteRows(db),
  ]);
  return {
    orders,
    customers,
    payments,
    events,
    steps,
    sequences,
    revisions,
    languages,
    workshop,
    enquiries,
    dispatch,
    orderPhotos,
    appointments,
    challans,
    quotes,
  };
}

/** The calendar's rows: appointments, trial notes, alterations, occasions. */
async function calendarRows(db: Db) {
  return {
    appointments: await db.db.selectFrom("appointments").selectAll().orderBy("id").execute(),
    notes: await db.db.selectFrom("trial_notes").selectAll().orderBy("id").execute(),
    alterations: await db.db.selectFrom("order_alterations").selectAll().orderBy("id").execute(),
    occasions: await db.db.selectFrom("order_occasions").selectAll().orderBy("order_id").execute(),
  };
}

/** The challans, their lines and returns as stored. */
async function challanRows(db: Db) {
  return {
    challans: await db.db.selectFrom("challans").selectAll().orderBy("id").execute(),
    lines: await db.db.selectFrom("challan_lines").selectAll().orderBy("id").execute(),
    returns: await db.db.selectFrom("challan_returns").selectAll().orderBy("id").execute(),
    returned: await db.db
      .selectFrom("challan_return_lines")
      .selectAll()
      .orderBy("return_id")
      .orderBy("line_id")
      .execute(),
    sequences: await db.db.selectFrom("billing_sequences").selectAll().orderBy("series").execute(),
  };
}

/** The quotes, their versions and acceptances as stored. */
async function quoteRows(db: Db) {
  return {
    quotes: await db.db.selectFrom("quotes").selectAll().orderBy("id").execute(),
    versions: await db.db.selectFrom("quote_versions").selectAll().orderBy("id").execute(),
    acceptances: await db.db
      .selectFrom("quote_acceptances")
      .selectAll()
      .orderBy("quote_id")
      .execute(),
  };
}

/** The couriers and dispatches as stored. */
async function dispatchRows(db: Db) {
  return {
    couriers: await db.db.selectFrom("couriers").selectAll().orderBy("id").execute(),
    dispatches: await db.db
      .selectFrom("order_dispatches")
      .selectAll()
      .orderBy("order_id")
      .execute(),
  };
}

/** A cheaper storedChanges for property tests: row counts, revisions and sequences summed. */
export async function storedCounts(db: Db): Promise<number[]> {
  const one = async (query: { executeTakeFirstOrThrow(): Promise<{ n: number | string }> }) =>
    Number((await query.executeTakeFirstOrThrow()).n);
  const countOf = (table: "orders" | "customers" | "payments" | "order_events") =>
    db.db.selectFrom(table).select(sql<number>`count(*)`.as("n"));
  return Promise.all([
    one(countOf("orders")),
    one(countOf("customers")),
    one(countOf("payments")),
    one(countOf("order_events")),
    one(db.db.selectFrom("orders").select(sql<number>`coalesce(sum(revision), 0)`.as("n"))),
    one(db.db.selectFrom("order_sequences").select(sql<number>`coalesce(sum(last), 0)`.as("n"))),
  ]);
}

/** The workshop's rows: karigars, rates, assignments, account entries (counted). */
const workshopRows = (db: Db): Promise<number[]> =>
  rowCounts(db, ["karigars", "karigar_rates", "step_assignments", "karigar_entries"]);
