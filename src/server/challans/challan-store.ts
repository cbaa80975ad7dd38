import type { Kysely } from "kysely";
import { documentNumber, financialYearOf } from "../../shared/billing/numbering";
import type {
  ChallanFilter,
  ChallanInput,
  ChallanReturnInput,
  ChallanState,
} from "../../shared/workshop/challan-input";
import type { Challan, ChallanList } from "../../shared/workshop/challans";
import { nextSequence } from "../billing/document-numbers";
import { engineOf } from "../db/engine-of";
import type { Database } from "../db/schema";
import type { Trx } from "../orders/order-change";
import type { Who } from "../workshop/karigar-store";

type Reader = Kysely<Database> | Trx;

/** The challans' series among billing_sequences: DC2526/0001, per financial year. */
export const CHALLAN_SERIES = "DC";

export type SendOutcome =
  | { ok: true; id: number }
  | { ok: false; refusal: "order-not-found" | "step-not-found" | "karigar-not-found" | "inactive" };

/**
 * Records a challan and gives it the next number of its financial year, in one transaction:
 * the number is taken from the series' row, which the raise locks, so two owners sending work
 * out at once get consecutive numbers and a refused challan takes none.
 */
export async function sendOut(
  db: Kysely<Database>,
  input: ChallanInput,
  who: Who,
): Promise<SendOutcome> {
  return db.transaction().execute(async (trx) => {
    const step = await trx
      .selectFrom("production_steps")
      .select("step_id")
      .where("order_id", "=", input.orderId)
      .where("step_id", "=", input.stepId)
      .executeTakeFirst();
    if (!step) {
      const order = await trx
        .selectFrom("orders")
        .select("order_id")
        .where("order_id", "=", input.orderId)
        .executeTakeFirst();
      return { ok: false, refusal: order ? "step-not-found" : "order-not-found" };
    }
    const karigar = await trx
      .selectFrom("karigars")
      .select("active")
      .where("id", "=", input.karigarId)
      .executeTakeFirst();
    if (!karigar) return { ok: false, refusal: "karigar-not-found" };
    if (karigar.active !== 1) return { ok: false, refusal: "inactive" };
    const financialYear = financialYearOf(input.sentOn);
    const seq = await nextSequence(trx, CHALLAN_SERIES, financialYear);
    // DC2526/0001: a document number's pattern, whose 16 characters hold 9 digits of sequence.
    const number = documentNumber("", CHALLAN_SERIES, financialYear, seq);
    if (!number) throw new Error(`The challan series of ${financialYear} is full`);
    const { id } = await trx
      .insertInto("challans")
      .values({
        number,
        karigar_id: input.karigarId,
        order_id: input.orderId,
        step_id: input.stepId,
        sent_on: input.sentOn,
        expected_on: input.expectedOn,
        note: input.note,
        state: "open",
        created_at: who.now.toISOString(),
        created_by: who.by,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("challan_lines")
      .values(
        input.lines.map((l) => ({
          challan_id: Number(id),
          description: l.description,
          quantity: l.quantity,
          centimetres: l.centimetres,
        })),
      )
      .execute();
    return { ok: true, id: Number(id) };
  });
}

export type ReturnOutcome =
  "recorded" | "not-found" | "before-sent" | "all-back" | "not-on-challan" | "more-than-sent";

/**
 * Records what came back (in full or in part) and moves the challan's state: returned once every
 * line's pieces and metres are back, partly returned before. The challan's row is locked first
 * (PostgreSQL; SQLite has one writer), so two owners recording returns at once never bring back
 * more than went out.
 */
export async function recordReturn(
  db: Kysely<Database>,
  challanId: number,
  input: ChallanReturnInput,
  who: Who,
): Promise<ReturnOutcome> {
  return db.transaction().execute(async (trx) => {
    const challan = await trx
      .selectFrom("challans")
      .select(["id", "sent_on", "state"])
      .where("id", "=", challanId)
      .$if(engineOf<Database>(trx) === "postgres", (q) => q.forUpdate())
      .executeTakeFirst();
    if (!challan) return "not-found";
    if (challan.state === "returned") return "all-back";
    if (input.returnedOn < challan.sent_on) return "before-sent";
    const lines = await linesWithReturns(trx, [challanId]);
    const byId = new Map(lines.map((l) => [l.id, l]));
    for (const back of input.lines) {
      const line = byId.get(back.lineId);
      if (!line) return "not-on-challan";
      if (
        line.returnedQuantity + back.quantity > line.quantity ||
        line.returnedCentimetres + back.centimetres > line.centimetres
      )
        return "more-than-sent";
    }
    const { id } = await trx
      .insertInto("challan_returns")
      .values({
        challan_id: challanId,
        returned_on: input.returnedOn,
        note: input.note,
        created_at: who.now.toISOString(),
        created_by: who.by,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const kept = input.lines.filter((l) => l.quantity + l.centimetres > 0);
    await trx
      .insertInto("challan_return_lines")
      .values(
        kept.map((l) => ({
          return_id: Number(id),
          line_id: l.lineId,
          quantity: l.quantity,
          centimetres: l.centimetres,
        })),
      )
      .execute();
    const after = lines.map((l) => {
      const back = kept.find((k) => k.lineId === l.id);
      return back
        ? {
            ...l,
            returnedQuantity: l.returnedQuantity + back.quantity,
            returnedCentimetres: l.returnedCentimetres + back.centimetres,
          }
        : l;
    });
    const allBack = after.every(
      (l) => l.returnedQuantity >= l.quantity && l.returnedCentimetres >= l.centimetres,
    );
    const state: ChallanState = allBack ? "returned" : "partly-returned";
    await trx.updateTable("challans").set({ state }).where("id", "=", challanId).execute();
    return "recorded";
  });
}

async function linesWithReturns(db: Reader, challanIds: number[]) {
  if (challanIds.length === 0) return [];
  const [lines, back] = await Promise.all([
    db
      .selectFrom("challan_lines")
      .selectAll()
      .where("challan_id", "in", challanIds)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("challan_return_lines as r")
      .innerJoin("challan_lines as l", "l.id", "r.line_id")
      .select(["r.line_id", "r.quantity", "r.centimetres"])
      .where("l.challan_id", "in", challanIds)
      .execute(),
  ]);
  return lines.map((l) => {
    const mine = back.filter((b) => Number(b.line_id) === Number(l.id));
    return {
      id: Number(l.id),
      challanId: Number(l.challan_id),
      description: l.description,
      quantity: Number(l.quantity),
      centimetres: Number(l.centimetres),
      returnedQuantity: mine.reduce((n, b) => n + Number(b.quantity), 0),
      returnedCentimetres: mine.reduce((n, b) => n + Number(b.centimetres), 0),
    };
  });
}

const overdueOf = (state: ChallanState, expectedOn: string, today: string) =>
  state !== "returned" && expectedOn < today;

function summaryQuery(db: Reader) {
  return db
    .selectFrom("challans as c")
    .innerJoin("karigars as k", "k.id", "c.karigar_id")
    .leftJoin("production_steps as s", (j) =>
      j.onRef("s.order_id", "=", "c.order_id").onRef("s.step_id", "=", "c.step_id"),
    )
    .select([
      "c.id",
      "c.number",
      "c.karigar_id",
      "k.name as karigar_name",
      "c.order_id",
      "c.step_id",
      "s.name as step_name",
      "c.sent_on",
      "c.expected_on",
      "c.state",
    ]);
}

/**
 * The challans the list shows, newest first (the overdue ones: longest overdue first), of one
 * order when asked, with how many are overdue of all.
 */
export async function listChallans(
  db: Reader,
  today: string,
  where: { show: ChallanFilter; order?: string },
): Promise<ChallanList> {
  const { show, order } = where;
  const rows = await summaryQuery(db)
    .$if(order !== undefined, (q) => q.where("c.order_id", "=", order!))
    .$if(show === "overdue", (q) =>
      q.where("c.state", "!=", "returned").where("c.expected_on", "<", today),
    )
    .$if(show !== "overdue" && show !== "all", (q) => q.where("c.state", "=", show as ChallanState))
    .$if(show === "overdue", (q) => q.orderBy("c.expected_on").orderBy("c.id"))
    .$if(show !== "overdue", (q) => q.orderBy("c.id", "desc"))
    .limit(500)
    .execute();
  const lines = await linesWithReturns(
    db,
    rows.map((r) => Number(r.id)),
  );
  const overdue = await overdueChallans(db, today);
  return {
    challans: rows.map((r) => ({
      id: Number(r.id),
      number: r.number,
      karigarId: Number(r.karigar_id),
      karigarName: r.karigar_name,
      orderId: r.order_id,
      stepId: r.step_id,
      stepName: r.step_name ?? r.step_id,
      sentOn: r.sent_on,
      expectedOn: r.expected_on,
      state: r.state,
      overdue: overdueOf(r.state, r.expected_on, today),
      lines: lines
        .filter((l) => l.challanId === Number(r.id))
        .map((l) => ({
          description: l.description,
          quantity: l.quantity,
          centimetres: l.centimetres,
        })),
    })),
    overdue: overdue.length,
  };
}

/** The challans expected back before today and not all back, longest overdue first. */
export function overdueChallans(db: Reader, today: string) {
  return db
    .selectFrom("challans as c")
    .innerJoin("karigars as k", "k.id", "c.karigar_id")
    .select(["c.number", "k.name as karigar_name", "c.order_id", "c.expected_on"])
    .where("c.state", "!=", "returned")
    .where("c.expected_on", "<", today)
    .orderBy("c.expected_on")
    .orderBy("c.id")
    .execute();
}

/** One challan with its karigar, lines (what came back of each) and returns. */
export async function loadChallan(
  db: Reader,
  id: number,
  today: string,
): Promise<Challan | undefined> {
  const row = await summaryQuery(db)
    .innerJoin("karigars as kk", "kk.id", "c.karigar_id")
    .select(["kk.phone", "kk.place", "c.note", "c.created_by"])
    .where("c.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [lines, returns, returnLines] = await Promise.all([
    linesWithReturns(db, [id]),
    db
      .selectFrom("challan_returns")
      .selectAll()
      .where("challan_id", "=", id)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("challan_return_lines as r")
      .innerJoin("challan_lines as l", "l.id", "r.line_id")
      .select(["r.return_id", "r.line_id", "l.description", "r.quantity", "r.centimetres"])
      .where("l.challan_id", "=", id)
      .orderBy("r.line_id")
      .execute(),
  ]);
  return {
    id: Number(row.id),
    number: row.number,
    karigarId: Number(row.karigar_id),
    karigarName: row.karigar_name,
    karigar: {
      id: Number(row.karigar_id),
      name: row.karigar_name,
      phone: row.phone,
      place: row.place,
    },
    orderId: row.order_id,
    stepId: row.step_id,
    stepName: row.step_name ?? row.step_id,
    sentOn: row.sent_on,
    expectedOn: row.expected_on,
    state: row.state,
    overdue: overdueOf(row.state, row.expected_on, today),
    note: row.note,
    createdBy: row.created_by,
    lines: lines.map(({ challanId: _, ...l }) => l),
    returns: returns.map((r) => ({
      id: Number(r.id),
      returnedOn: r.returned_on,
      note: r.note,
      by: r.created_by,
      lines: returnLines
        .filter((l) => Number(l.return_id) === Number(r.id))
        .map((l) => ({
          lineId: Number(l.line_id),
          description: l.description,
          quantity: Number(l.quantity),
          centimetres: Number(l.centimetres),
        })),
    })),
  };
}
