import type { Kysely } from "kysely";
import type { LineKind } from "../../shared/billing/line-kinds";
import type { TaxRate } from "../../shared/billing/tax-rates";
import type { NewTaxRuleInput } from "../../shared/billing/tax-rule-input";
import type { Database } from "../db/schema";
import type { Trx } from "../orders/order-change";

type Reader = Kysely<Database> | Trx;

/** Every rate row the owners keep (few: a handful a year at most). */
export async function loadRates(db: Reader): Promise<TaxRate[]> {
  const rows = await db
    .selectFrom("tax_rates")
    .selectAll()
    .orderBy("code_prefix")
    .orderBy("effective_from")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    codePrefix: r.code_prefix,
    effectiveFrom: r.effective_from,
    upToPaise: r.up_to_paise === null ? null : Number(r.up_to_paise),
    rateBp: r.rate_bp,
    note: r.note,
  }));
}

/**
 * Adds a rule (its slabs) from a date. A rule already set for that prefix and date is refused:
 * rows are never edited, so the rule an issued document used stays readable as it was.
 */
export async function addRule(
  db: Kysely<Database>,
  input: NewTaxRuleInput,
  who: { by: string; now: Date },
): Promise<"added" | "exists"> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("tax_rates")
      .select("id")
      .where("code_prefix", "=", input.codePrefix)
      .where("effective_from", "=", input.effectiveFrom)
      .executeTakeFirst();
    if (existing) return "exists";
    await trx
      .insertInto("tax_rates")
      .values(
        input.slabs.map((s) => ({
          code_prefix: input.codePrefix,
          effective_from: input.effectiveFrom,
          up_to_paise: s.upToPaise,
          rate_bp: s.rateBp,
          note: input.note,
          created_at: who.now.toISOString(),
          created_by: who.by,
        })),
      )
      .execute();
    return "added";
  });
}

export async function loadLineKinds(db: Reader): Promise<LineKind[]> {
  const rows = await db.selectFrom("billing_line_kinds").selectAll().orderBy("position").execute();
  return rows.map((r) => ({
    key: r.key,
    label: r.label,
    code: r.code,
    unit: r.unit,
    service: r.service === 1,
  }));
}

export async function setLineKindCode(
  db: Kysely<Database>,
  key: string,
  change: { code: string; unit: string },
  who: { by: string; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable("billing_line_kinds")
    .set({ ...change, updated_at: who.now.toISOString(), updated_by: who.by })
    .where("key", "=", key)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Each design's line kind where the owners set one (the others take the default kind). */
export async function loadDesignKinds(
  db: Reader,
  designIds?: number[],
): Promise<Map<number, string>> {
  if (designIds && designIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("design_tax_codes")
    .select(["design_id", "line_kind"])
    .$if(designIds !== undefined, (q) => q.where("design_id", "in", designIds!))
    .execute();
  return new Map(rows.map((r) => [Number(r.design_id), r.line_kind]));
}

export async function setDesignKind(
  db: Kysely<Database>,
  designId: number,
  lineKind: string,
  who: { by: string; now: Date },
): Promise<void> {
  const values = { line_kind: lineKind, updated_at: who.now.toISOString(), updated_by: who.by };
  await db
    .insertInto("design_tax_codes")
    .values({ design_id: designId, ...values })
    .onConflict((oc) => oc.column("design_id").doUpdateSet(values))
    .execute();
}
