/**
 * Dispatch on both engines (issue 24 §5): the couriers the owners keep with their tracking-link
 * templates, an order's courier and tracking number (AWB) recorded and corrected until it is
 * delivered, her dispatch message carrying them, her tracking page showing them only after her
 * phone's digits, hostile input refused by field and nothing stored.
 */
import { describe, expect, it } from "vitest";
import type { AdminOrderDetail } from "../../shared/admin";
import type { Courier, DispatchAnswer, PublicDispatch } from "../../shared/dispatch/dispatch";
import { DISPATCH_REFUSALS, isTrackingTemplate } from "../../shared/dispatch/dispatch";
import { withToken } from "../test-support/admin-app";
import { storedChanges } from "../test-support/admin-endpoints";
import { describeEachEngine } from "../test-support/databases";
import { useOrderFixture } from "../test-support/order-fixture";

const TEMPLATE = "https://www.example-courier.in/track?awb={awb}";

describe("a courier's tracking-link template", () => {
  it("is an https address with {awb} in it and nothing else", () => {
    expect(isTrackingTemplate(TEMPLATE)).toBe(true);
    expect(isTrackingTemplate("https://track.example.in/{awb}/status")).toBe(true);
    for (const bad of [
      "http://www.example-courier.in/track?awb={awb}",
      "https://www.example-courier.in/track",
      "javascript:alert(1)//{awb}",
      "https://{awb}",
      "https://user:pw@example.in/{awb}",
      "https://example.in/track {awb}",
      "{awb}",
      "ftp://example.in/{awb}",
    ])
      expect(isTrackingTemplate(bad), bad).toBe(false);
  });
});

describeEachEngine(
  "dispatch: couriers, an order's AWB, her message and tracking page",
  (engine) => {
    const { f, send, createOrder, change, codeOf, trackByCode } = useOrderFixture(engine);

    const newCourier = async (over: object = {}) => {
      const res = await send<{ courier: Courier }>("/dispatch/couriers", {
        name: `Courier ${Math.random().toString(36).slice(2, 8)}`,
        trackingTemplate: TEMPLATE,
        ...over,
      });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      return res.json.courier;
    };
    const dispatch = (orderId: string, body: unknown, token = f.sunita) =>
      send<DispatchAnswer & { error?: string; field?: string }>(
        `/dispatch/orders/${orderId}`,
        body,
        {
          method: "PUT",
          token,
        },
      );
    let customers = 0;
    /** An order for a new customer of her own (phone …555NN), who agreed to both channels. */
    const herOrder = (language: "en" | "hi" = "en") =>
      createOrder({
        customer: {
          name: "Meera Sharma",
          phone: `+91 98290 555${String(++customers).padStart(2, "0")}`,
          email: `meera.dispatch${customers}@example.in`,
          address: { line: "5, Civil Lines", city: "Jaipur", state: "Rajasthan", postalCode: "" },
        },
        messaging: { language, whatsapp: true, email: true },
      });
    const outbox = (orderId: string) =>
      f.db.db
        .selectFrom("outbox_messages")
        .selectAll()
        .where("order_id", "=", orderId)
        .orderBy("id")
        .execute();
    const completeUpTo = async (orderId: string, last: number) => {
      for (let i = 0; i <= last; i++)
        await change(`/orders/${orderId}/steps/step-${i}`, { status: "completed" }, "PATCH");
    };

    it("keeps couriers, refusing a bad name or template by field and a second of one name", async () => {
      const c = await newCourier({ name: "Blue Dart" });
      expect(c).toMatchObject({ name: "Blue Dart", trackingTemplate: TEMPLATE, active: true });

      const before = await storedChanges(f.db);
      for (const [body, field, error] of [
        [{ name: " ", trackingTemplate: TEMPLATE }, "name", "Name is required"],
        [
          { name: "X", trackingTemplate: "http://x.in/{awb}" },
          "trackingTemplate",
          DISPATCH_REFUSALS.template,
        ],
        [
          { name: "X", trackingTemplate: "https://x.in/t" },
          "trackingTemplate",
          DISPATCH_REFUSALS.template,
        ],
        [
          { name: "X", trackingTemplate: "javascript:alert(1)//{awb}" },
          "trackingTemplate",
          DISPATCH_REFUSALS.template,
        ],
        [{ name: "X", trackingTemplate: 7 }, "trackingTemplate", "Tracking link is required"],
        [{ name: "X".repeat(61), trackingTemplate: TEMPLATE }, "name", undefined],
        [{ name: "X\u0000", trackingTemplate: TEMPLATE }, "name", undefined],
        [
          { name: "X", trackingTemplate: TEMPLATE, active: "yes" },
          "active",
          "Active must be yes or no",
        ],
      ] as const) {
        const res = await send<{ error: string; field: string }>("/dispatch/couriers", body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.json.field).toBe(field);
        if (error) expect(res.json.error).toBe(error);
      }
      const twice = await send<{ error: string; field: string }>("/dispatch/couriers", {
        name: "  blue   DART ",
        trackingTemplate: TEMPLATE,
      });
      expect([twice.status, twice.json]).toEqual([
        409,
        { error: DISPATCH_REFUSALS.courierExists, field: "name" },
      ]);
      // Not JSON, an array, a body too large: refused, nothing stored.
      for (const raw of [
        "{",
        "[]",
        JSON.stringify({ name: "X", trackingTemplate: "x".repeat(5000) }),
      ]) {
        const res = await f.app.request(
          "/api/admin/dispatch/couriers",
          withToken(f.sunita, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: raw,
          }),
        );
        expect(res.status, raw.slice(0, 20)).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }
      expect(await storedChanges(f.db)).toEqual(before);

      // Edited and put out of use: listed after those in use.
      const edited = await send<{ courier: Courier }>(
        `/dispatch/couriers/${c.id}`,
        { name: "Blue Dart Express", trackingTemplate: TEMPLATE, active: false },
        { method: "PUT" },
      );
      expect(edited.json.courier).toMatchObject({ name: "Blue Dart Express", active: false });
      const list = await send<{ couriers: Courier[] }>("/dispatch/couriers");
      expect(list.json.couriers.at(-1)!.id).toBe(c.id);
      expect(
        (
          await send(
            `/dispatch/couriers/999999`,
            { name: "Y", trackingTemplate: TEMPLATE },
            { method: "PUT" },
          )
        ).status,
      ).toBe(404);
    });

    it("records her order's dispatch, tells her the courier, AWB and link, shows them after her digits", async () => {
      const courier = await newCourier({ name: "Delhivery Surface" });
      const { order } = await herOrder("hi");
      const id = order.orderId;
      await completeUpTo(id, 7);

      const res = await dispatch(id, { courierId: courier.id, awb: " ee 1234-5678 9in " });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const link = "https://www.example-courier.in/track?awb=EE123456789IN";
      expect(res.json).toEqual({
        dispatch: {
          courierId: courier.id,
          courier: "Delhivery Surface",
          awb: "EE123456789IN",
          link,
          dispatchedOn: "2026-03-02",
          by: "Sunita Rathore",
        },
        editable: true,
      });

      // Her message, on both channels she agreed to, in Hindi, with the courier, number and link;
      // the plain "on its way" news that was waiting is replaced by it.
      const messages = await outbox(id);
      const dispatched = messages.filter((m) => m.kind === "order-dispatched");
      expect(dispatched.map((m) => m.channel).sort()).toEqual(["email", "whatsapp"]);
      for (const m of dispatched) {
        expect(m.language).toBe("hi");
        expect(m.body).toContain("Delhivery Surface");
        expect(m.body).toContain("EE123456789IN");
        expect(m.body).toContain(link);
        expect(m.body).toContain("ट्रैकिंग नंबर");
      }
      const onItsWay = messages.filter(
        (m) => m.kind === "order-status" && m.dedupe_key?.includes(":status:dispatched:"),
      );
      expect(onItsWay.every((m) => m.state === "superseded")).toBe(true);

      // The owners' timeline says it.
      const detail = await send<AdminOrderDetail>(`/orders/${id}`);
      expect(detail.json.timeline.find((e) => e.kind === "dispatched")).toMatchObject({
        kind: "dispatched",
        courier: "Delhivery Surface",
        awb: "EE123456789IN",
      });

      // Her page: nothing of it by her link alone (the number opens her address on the
      // courier's site); the courier, number and link after her digits.
      const code = await codeOf(id);
      const bare = await trackByCode(code);
      expect(JSON.stringify(bare.json)).not.toContain("EE123456789IN");
      expect(JSON.stringify(bare.json)).not.toContain("Delhivery");
      const withDigits = await trackByCode(code, `55${String(customers).padStart(2, "0")}`);
      expect((withDigits.json as unknown as { dispatch: PublicDispatch }).dispatch).toEqual({
        courier: "Delhivery Surface",
        awb: "EE123456789IN",
        link,
        dispatchedOn: "2026-03-02",
      });
      const byId = await f.app.request(`/api/orders/${id}`);
      expect(await byId.text()).not.toContain("EE123456789IN");

      // The same again changes nothing and sends nothing.
      const revision = detail.json.order.revision;
      expect((await dispatch(id, { courierId: courier.id, awb: "EE123456789IN" })).status).toBe(
        200,
      );
      expect((await outbox(id)).length).toBe(messages.length);
      expect((await send<AdminOrderDetail>(`/orders/${id}`)).json.order.revision).toBe(revision);

      // A corrected number is told again, with the new one.
      await dispatch(id, { courierId: courier.id, awb: "EE123456790IN" });
      const again = (await outbox(id)).filter((m) => m.kind === "order-dispatched");
      expect(again.length).toBe(4);
      expect(again.at(-1)!.body).toContain("EE123456790IN");

      // Delivered: it stays as it is.
      await change(`/orders/${id}/steps/step-8`, { status: "completed" }, "PATCH");
      const after = await dispatch(id, { courierId: courier.id, awb: "EE999999999IN" });
      expect([after.status, after.json.error]).toEqual([409, DISPATCH_REFUSALS.delivered]);
      const answer = await send<DispatchAnswer>(`/dispatch/orders/${id}`);
      expect(answer.json.editable).toBe(false);
      expect(answer.json.dispatch!.awb).toBe("EE123456790IN");
    });

    it("sends no plain 'on its way' news once her dispatch message has the number", async () => {
      const courier = await newCourier();
      const { order } = await herOrder("en");
      const id = order.orderId;
      await completeUpTo(id, 6);
      await dispatch(id, { courierId: courier.id, awb: "1234567890" });
      await change(`/orders/${id}/steps/step-7`, { status: "completed" }, "PATCH");
      const kinds = (await outbox(id)).map((m) => [m.kind, m.dedupe_key?.split(":")[3] ?? ""]);
      expect(kinds.filter(([k, s]) => k === "order-status" && s === "dispatched")).toEqual([]);
      const sent = (await outbox(id)).filter((m) => m.kind === "order-dispatched");
      expect(sent[0]!.body).toContain("Tracking number: 1234567890");
    });

    it("refuses a bad courier or AWB by field, a cancelled or unknown order, storing nothing", async () => {
      const courier = await newCourier();
      const retired = await newCourier();
      await send(
        `/dispatch/couriers/${retired.id}`,
        { ...retired, active: false },
        { method: "PUT" },
      );
      const { order } = await createOrder();
      const id = order.orderId;
      const before = await storedChanges(f.db);
      for (const [body, status, field, error] of [
        [{ courierId: courier.id, awb: "12345" }, 400, "awb", DISPATCH_REFUSALS.awb],
        [{ courierId: courier.id, awb: "1".repeat(31) }, 400, "awb", DISPATCH_REFUSALS.awb],
        [{ courierId: courier.id, awb: "<script>1234" }, 400, "awb", DISPATCH_REFUSALS.awb],
        [{ courierId: courier.id, awb: "' OR 1=1 --" }, 400, "awb", DISPATCH_REFUSALS.awb],
        [{ courierId: courier.id, awb: "१२३४५६७८" }, 400, "awb", DISPATCH_REFUSALS.awb],
        [{ courierId: courier.id, awb: 12345678 }, 400, "awb", DISPATCH_REFUSALS.awb],
        [{ courierId: courier.id, awb: "x".repeat(100_0) }, 400, "awb", DISPATCH_REFUSALS.awb],
        [{ courierId: "1", awb: "EE123456789IN" }, 400, "courierId", DISPATCH_REFUSALS.courier],
        [{ courierId: 1.5, awb: "EE123456789IN" }, 400, "courierId", DISPATCH_REFUSALS.courier],
        [{ awb: "EE123456789IN" }, 400, "courierId", DISPATCH_REFUSALS.courier],
        [
          { courierId: 999999, awb: "EE123456789IN" },
          400,
          "courierId",
          DISPATCH_REFUSALS.courierNotFound,
        ],
        [
          { courierId: retired.id, awb: "EE123456789IN" },
          400,
          "courierId",
          DISPATCH_REFUSALS.courierInactive,
        ],
      ] as const) {
        const res = await dispatch(id, body);
        expect(res.status, JSON.stringify(body)).toBe(status);
        expect([res.json.field, res.json.error], JSON.stringify(body)).toEqual([field, error]);
      }
      expect(
        (await dispatch("RR2099999", { courierId: courier.id, awb: "EE123456789IN" })).status,
      ).toBe(404);
      expect((await send("/dispatch/orders/RR2099999")).status).toBe(404);
      expect((await send("/dispatch/orders/..%2F..%2Fetc")).status).toBe(404);
      expect(await storedChanges(f.db)).toEqual(before);

      await change(`/orders/${id}/cancellation`, { reason: "Changed her mind" });
      const cancelled = await dispatch(id, { courierId: courier.id, awb: "EE123456789IN" });
      expect([cancelled.status, cancelled.json.error]).toEqual([409, DISPATCH_REFUSALS.cancelled]);
      expect((await send<DispatchAnswer>(`/dispatch/orders/${id}`)).json).toEqual({
        dispatch: null,
        editable: false,
      });
    });

    it("refuses every dispatch endpoint without an owner's session", async () => {
      const courier = await newCourier();
      const { order } = await createOrder();
      const before = await storedChanges(f.db);
      for (const [method, path, body] of [
        ["GET", "/dispatch/couriers", undefined],
        ["POST", "/dispatch/couriers", { name: "Sneaky", trackingTemplate: TEMPLATE }],
        ["PUT", `/dispatch/couriers/${courier.id}`, { name: "Sneaky", trackingTemplate: TEMPLATE }],
        ["GET", `/dispatch/orders/${order.orderId}`, undefined],
        [
          "PUT",
          `/dispatch/orders/${order.orderId}`,
          { courierId: courier.id, awb: "EE123456789IN" },
        ],
      ] as const) {
        for (const token of ["", "not-a-session"]) {
          const res = await send(path, body, { method, token });
          expect(res.status, `${method} ${path}`).toBe(401);
        }
      }
      expect(await storedChanges(f.db)).toEqual(before);
    });

    it("forgets the number when she is erased: the courier's page would open her address", async () => {
      const courier = await newCourier();
      const { order } = await herOrder("en");
      await dispatch(order.orderId, { courierId: courier.id, awb: "EE555555555IN" });
      const res = await send(`/customers/${order.customerId}/erase`, {
        confirmName: "Meera Sharma",
      });
      expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
      expect((await send<DispatchAnswer>(`/dispatch/orders/${order.orderId}`)).json.dispatch).toBe(
        null,
      );
      const events = await f.db.db
        .selectFrom("order_events")
        .select("detail")
        .where("order_id", "=", order.orderId)
        .execute();
      expect(JSON.stringify(events)).not.toContain("EE555555555IN");
    });
  },
);
