/**
 * The workshop on both engines (issue 24 §1): karigars with dated piece rates, steps assigned
 * with due dates, completing a step earning its rate in the step change's own transaction
 * (reopening gives it back), adjustments with a reason, payouts, the statement and its CSV.
 */
import { describe, expect, it } from "vitest";
import type { AdminOrderDetail } from "../../shared/admin";
import type {
  JobCard,
  KarigarPage,
  KarigarStatement,
  StepAssignment,
  WorkloadBoard,
} from "../../shared/workshop/workshop";
import { sessionTokenFor } from "../test-support/admin-app";
import { describeEachEngine } from "../test-support/databases";
import { START, useOrderFixture } from "../test-support/order-fixture";

const DAY = 24 * 60 * 60 * 1000;

const karigarBody = (over: object = {}) => ({
  name: "Salma Bano",
  phone: "+91 98290 11111",
  place: "workshop",
  skills: ["step-4", "step-5"],
  note: "",
  active: true,
  rates: [
    {
      stepId: "step-4",
      work: "Gota border",
      unit: "metre",
      ratePaise: 9_000,
      effectiveFrom: "2026-01-01",
    },
    {
      stepId: "step-5",
      work: "Poshak stitching",
      unit: "piece",
      ratePaise: 120_000,
      effectiveFrom: "2026-01-01",
    },
  ],
  ...over,
});

describeEachEngine("workshop: karigars, assigned steps, what they are owed", (engine) => {
  const { f, send, createOrder, change } = useOrderFixture(engine);

  const newKarigar = async (over: object = {}) => {
    const res = await send<KarigarPage>("/workshop/karigars", karigarBody(over));
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return res.json.karigar;
  };
  const assign = (orderId: string, step: string, body: object) =>
    send<{ assignments: StepAssignment[] }>(`/workshop/orders/${orderId}/steps/${step}`, body, {
      method: "PUT",
    });
  const setStep = (orderId: string, step: string, status: string, token = f.sunita) =>
    change(`/orders/${orderId}/steps/${step}`, { status }, "PATCH", token);
  const pageOf = async (id: number, token = f.sunita) =>
    (await send<KarigarPage>(`/workshop/karigars/${id}`, undefined, { token })).json;

  it("keeps a karigar's record and dated rates, refusing bad fields by name", async () => {
    const k = await newKarigar();
    expect(k).toMatchObject({ name: "Salma Bano", place: "workshop", active: true, duePaise: 0 });
    expect(k.rates.map((r) => [r.stepId, r.work, r.unit, r.ratePaise])).toEqual([
      ["step-4", "Gota border", "metre", 9_000],
      ["step-5", "Poshak stitching", "piece", 120_000],
    ]);

    for (const [over, field, error] of [
      [{ name: " " }, "name", "Name is required"],
      [{ place: "home" }, "place", "Place must be in the workshop or outside"],
      [{ skills: ["step-99"] }, "skills.0", "Step must be one of the production steps"],
      [
        { rates: [{ ...karigarBody().rates[0], ratePaise: 90.5 }] },
        "rates.0.ratePaise",
        "Rate must be an amount in paise",
      ],
      [
        { rates: [{ ...karigarBody().rates[0], ratePaise: 0 }] },
        "rates.0.ratePaise",
        "Rate must be more than zero",
      ],
      [
        { rates: [{ ...karigarBody().rates[0], unit: "kg" }] },
        "rates.0.unit",
        "Unit must be per piece or per metre",
      ],
    ] as const) {
      const res = await send<{ error: string; field: string }>(
        "/workshop/karigars",
        karigarBody(over),
      );
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error, field });
    }

    const edited = await send<KarigarPage>(
      `/workshop/karigars/${k.id}`,
      karigarBody({ name: "Salma Bano (gota)", place: "outside", active: false }),
      { method: "PUT" },
    );
    expect(edited.status).toBe(200);
    expect(edited.json.karigar).toMatchObject({
      name: "Salma Bano (gota)",
      place: "outside",
      active: false,
    });
    expect(edited.json.karigar.rates).toHaveLength(2);
    const missing = await send(`/workshop/karigars/999999`, karigarBody(), { method: "PUT" });
    expect(missing.status).toBe(404);
  });

  it("shows each karigar's open steps late first, then adjustments, payouts and the statement", async () => {
    const meena = await newKarigar({ name: "Meena Devi", phone: "+91 98290 22222" });
    const ravi = await newKarigar({
      name: "Ravi Kumar",
      phone: "+91 98290 33333",
      place: "outside",
    });
    const a = (await createOrder()).order.orderId;
    const b = (await createOrder()).order.orderId;
    await assign(a, "step-5", {
      karigarId: meena.id,
      work: "Poshak stitching",
      dueDate: "2026-03-10",
    });
    await assign(b, "step-5", {
      karigarId: meena.id,
      work: "Poshak stitching",
      dueDate: "2026-03-01",
    });
    await assign(a, "step-4", {
      karigarId: ravi.id,
      work: "Gota border",
      quantity: 4,
      dueDate: "2026-03-04",
    });

    const board = (await send<WorkloadBoard>("/workshop/board")).json;
    const lanes = Object.fromEntries(
      board.karigars.map((l) => [l.karigar.name, l.steps.map((s) => [s.orderId, s.late])]),
    );
    expect(lanes["Meena Devi"]).toEqual([
      [b, true],
      [a, false],
    ]);
    expect(lanes["Ravi Kumar"]).toEqual([[a, false]]);

    // Meena's job card: her two steps, what to make, by when; no price, nothing of the customer.
    const card = await send<JobCard>(`/workshop/karigars/${meena.id}/job-card`);
    expect(card.json.steps.map((s) => [s.orderId, s.work, s.dueDate, s.late])).toEqual([
      [b, "Poshak stitching", "2026-03-01", true],
      [a, "Poshak stitching", "2026-03-10", false],
    ]);
    expect(card.json.steps[0]!.items).toEqual([
      "Maroon Gota Patti Poshak (size M)",
      "2 × Matching potli bag",
    ]);
    const printed = JSON.stringify(card.json);
    expect(printed).not.toMatch(/Kavita|kavita@|MI Road|Paise|1200|120000/i);
    const customerPhone = (await send<AdminOrderDetail>(`/orders/${b}`)).json.order.customerPhone;
    expect(printed).not.toContain(customerPhone);

    await setStep(a, "step-5", "completed");
    await setStep(b, "step-5", "completed");
    await setStep(a, "step-4", "completed");
    expect((await pageOf(meena.id)).karigar.duePaise).toBe(240_000);
    expect((await pageOf(ravi.id)).karigar).toMatchObject({ duePaise: 36_000, openSteps: 0 });

    const noReason = await send(`/workshop/karigars/${meena.id}/adjustments`, {
      amountPaise: -5_000,
      reason: "",
    });
    expect(noReason.json).toEqual({ error: "Reason is required", field: "reason" });
    await send(`/workshop/karigars/${meena.id}/adjustments`, {
      amountPaise: -5_000,
      reason: "Thread bought for her",
    });

    const noRef = await send(`/workshop/karigars/${meena.id}/payouts`, {
      amountPaise: 100_000,
      method: "upi",
      paidOn: "2026-03-02",
    });
    expect(noRef.json).toEqual({
      error: "Reference is required for a UPI payout",
      field: "reference",
    });
    const paid = await send<KarigarPage>(`/workshop/karigars/${meena.id}/payouts`, {
      amountPaise: 100_000,
      method: "upi",
      reference: "=HYPERLINK(1)",
      paidOn: "2026-03-02",
    });
    expect(paid.status).toBe(201);
    expect(paid.json.karigar.duePaise).toBe(135_000);

    const st = await send<KarigarStatement>(
      `/workshop/karigars/${meena.id}/statement?from=2026-03-01&to=2026-03-31`,
    );
    expect(st.json).toMatchObject({ openingPaise: 0, closingPaise: 135_000 });
    expect(st.json.entries.map((e) => e.kind)).toEqual([
      "earned",
      "earned",
      "adjustment",
      "payout",
    ]);
    const later = await send<KarigarStatement>(
      `/workshop/karigars/${meena.id}/statement?from=2026-03-03&to=2026-03-31`,
    );
    expect(later.json).toMatchObject({ openingPaise: 135_000, entries: [], closingPaise: 135_000 });
    const backwards = await send(
      `/workshop/karigars/${meena.id}/statement?from=2026-03-31&to=2026-03-01`,
    );
    expect(backwards.json).toEqual({ error: "From must be on or before To", field: "from" });

    const csv = await f.app.request(
      `/api/admin/workshop/karigars/${meena.id}/statement.csv?from=2026-03-01&to=2026-03-31`,
      { headers: { authorization: `Bearer ${f.sunita}` } },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      '"Date","Entry","Description","Order","Method","Reference","Amount (₹)","Due (₹)"',
    );
    expect(lines).toHaveLength(6);
    expect(lines[5]).toContain(`"'=HYPERLINK(1)"`);
    expect(lines[5]).toMatch(/,-1000,1350$/);
  });

  describe("refusals", () => {
    it("refuses an assignment to a karigar who is not active or not there", async () => {
      const gone = await newKarigar({ name: "Old hand", active: false });
      const id = (await createOrder()).order.orderId;
      const body = { karigarId: gone.id, work: "Gota border", dueDate: "2026-03-05" };
      expect((await assign(id, "step-4", body)).json).toEqual({
        error: "This karigar is not active",
        field: "karigarId",
      });
      expect((await assign(id, "step-4", { ...body, karigarId: 999_999 })).status).toBe(400);
      expect((await assign("RR2020999", "step-4", body)).status).toBe(404);
      expect((await assign(id, "step-4", { ...body, dueDate: "2026-02-30" })).json).toEqual({
        error: "Due date must be a real date",
        field: "dueDate",
      });
    });
  });

  it("earns the rate in force on completion, once; a reopened step gives it back", async () => {
    const salma = await newKarigar();
    const order = await createOrder();
    const id = order.order.orderId;

    const refused = await assign(id, "step-4", {
      karigarId: salma.id,
      work: "Zardozi",
      dueDate: "2026-03-05",
    });
    expect(refused.json).toEqual({
      error: "This karigar has no rate for this step and work yet",
      field: "work",
    });
    const assigned = await assign(id, "step-4", {
      karigarId: salma.id,
      work: "Gota border",
      quantity: 6,
      dueDate: "2026-03-05",
    });
    expect(assigned.status).toBe(200);
    expect(assigned.json.assignments).toMatchObject([
      {
        stepId: "step-4",
        karigarName: "Salma Bano",
        quantity: 6,
        dueDate: "2026-03-05",
        late: false,
      },
    ]);

    // A new rate from 3 March: a step completed on 4 March earns it, not the old one.
    const newer = await send(`/workshop/karigars/${salma.id}/rates`, {
      stepId: "step-4",
      work: "Gota border",
      unit: "metre",
      ratePaise: 10_000,
      effectiveFrom: "2026-03-03",
    });
    expect(newer.status).toBe(201);
    // Two days on (4 March), with a session of that day (last: a later login clears the
    // sessions of START, expired by then).
    f.clock = START + 2 * DAY;
    const later = await sessionTokenFor(f.db, "rekha", new Date(f.clock));
    await setStep(id, "step-4", "completed", later);
    expect((await pageOf(salma.id, later)).karigar.duePaise).toBe(60_000);

    // A later rate change leaves what was earned as it was.
    await send(
      `/workshop/karigars/${salma.id}/rates`,
      {
        stepId: "step-4",
        work: "Gota border",
        unit: "metre",
        ratePaise: 20_000,
        effectiveFrom: "2026-03-04",
      },
      { token: later },
    );
    expect((await pageOf(salma.id, later)).karigar.duePaise).toBe(60_000);

    // Reopened: the amount goes back; completed again: earned at that day's rate.
    await setStep(id, "step-4", "in-progress", later);
    expect((await pageOf(salma.id, later)).karigar.duePaise).toBe(0);
    await setStep(id, "step-4", "completed", later);
    const after = await pageOf(salma.id, later);
    expect(after.karigar.duePaise).toBe(120_000);
    expect(after.recent.map((e) => [e.kind, e.amountPaise])).toEqual([
      ["earned", 120_000],
      ["reversed", -60_000],
      ["earned", 60_000],
    ]);
    // An unassigned step earns nobody anything.
    await setStep(id, "step-5", "completed", later);
    expect((await pageOf(salma.id, later)).karigar.duePaise).toBe(120_000);
  });
});
