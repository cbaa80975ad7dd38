/**
 * The workshop's forms as typed (amounts as text, in rupees) and what each sends: the shared
 * schemas' input in whole paise, or the first problem naming its field, found before sending.
 */
import { parsePaise, paiseAsDecimal } from "../../../../shared/billing/money";
import { EN, m } from "../../../../shared/messages";
import { checkInput, type InputProblem } from "../../../../shared/schema-problem";
import {
  AdjustmentInputSchema,
  AssignmentInputSchema,
  KarigarInputSchema,
  PayoutInputSchema,
  RateInputSchema,
  type AdjustmentInput,
  type AssignmentInput,
  type KarigarInput,
  type KarigarPlace,
  type PayoutInput,
  type PayoutMethod,
  type RateInput,
  type RateUnit,
  WORKSHOP_REFUSALS,
} from "../../../../shared/workshop/karigar-input";
import type { Karigar } from "../../../../shared/workshop/workshop";

type Checked<T> = { ok: true; data: T } | ({ ok: false } & InputProblem);

/** What a rupee field says when it holds no amount (the schemas speak of paise). */
export const TYPED_REFUSALS = {
  rate: m.admin_workshop_rate_typed({}, EN),
  amount: m.admin_workshop_amount_typed({}, EN),
  metres: m.admin_challan_problem_metres_typed({}, EN),
} as const;

/** "1200", "90.50", "-250" (only where a minus is allowed) as paise; null when not an amount. */
export function typedPaise(text: string, { signed = false } = {}): number | null {
  const trimmed = text.trim();
  const negative = signed && /^[-−]/.test(trimmed);
  const paise = parsePaise(negative ? trimmed.slice(1) : trimmed);
  return paise === null ? null : negative ? -paise : paise;
}

export interface RateDraft {
  stepId: string;
  work: string;
  unit: RateUnit;
  rate: string;
  effectiveFrom: string;
}

export interface KarigarDraft {
  name: string;
  phone: string;
  place: KarigarPlace;
  skills: string[];
  note: string;
  active: boolean;
  /** A new karigar's first rates; a known one's are added one at a time (rateInputOf). */
  rates: RateDraft[];
}

export const emptyRateDraft = (today: string, stepId = "step-3"): RateDraft => ({
  stepId,
  work: "",
  unit: "piece",
  rate: "",
  effectiveFrom: today,
});

export const emptyKarigarDraft = (today: string): KarigarDraft => ({
  name: "",
  phone: "",
  place: "workshop",
  skills: [],
  note: "",
  active: true,
  rates: [emptyRateDraft(today)],
});

export const draftOfKarigar = (k: Karigar): KarigarDraft => ({
  name: k.name,
  phone: k.phone,
  place: k.place,
  skills: [...k.skills],
  note: k.note,
  active: k.active,
  rates: [],
});

/** A rate row left wholly empty is no rate: the form starts with one. */
const blankRate = (r: RateDraft) => r.work.trim() === "" && r.rate.trim() === "";

function rateOf(draft: RateDraft, field: string): Checked<unknown> {
  const ratePaise = typedPaise(draft.rate);
  if (ratePaise === null) return { ok: false, error: TYPED_REFUSALS.rate, field };
  const { stepId, work, unit, effectiveFrom } = draft;
  return { ok: true, data: { stepId, work, unit, ratePaise, effectiveFrom } };
}

export function karigarInputOf(draft: KarigarDraft): Checked<KarigarInput> {
  const rates: unknown[] = [];
  for (const [i, rate] of draft.rates.entries()) {
    if (blankRate(rate)) continue;
    const checked = rateOf(rate, `rates.${i}.ratePaise`);
    if (!checked.ok) return checked;
    rates.push(checked.data);
  }
  // The schema's paths count the rates sent; the form's rows include the blank ones.
  const sent = draft.rates.flatMap((r, i) => (blankRate(r) ? [] : [i]));
  const checked = checkInput(KarigarInputSchema, { ...draft, rates });
  if (checked.ok) return checked;
  const field = checked.field.replace(
    /^rates\.(\d+)/,
    (_, n: string) => `rates.${sent[Number(n)]}`,
  );
  return { ...checked, field };
}

export function rateInputOf(draft: RateDraft): Checked<RateInput> {
  const checked = rateOf(draft, "ratePaise");
  return checked.ok ? checkInput(RateInputSchema, checked.data) : checked;
}

export interface AdjustmentDraft {
  amount: string;
  reason: string;
}

export function adjustmentInputOf(draft: AdjustmentDraft): Checked<AdjustmentInput> {
  const amountPaise = typedPaise(draft.amount, { signed: true });
  if (amountPaise === null)
    return { ok: false, error: TYPED_REFUSALS.amount, field: "amountPaise" };
  return checkInput(AdjustmentInputSchema, { amountPaise, reason: draft.reason });
}

export interface PayoutDraft {
  amount: string;
  method: PayoutMethod;
  reference: string;
  paidOn: string;
}

export function payoutInputOf(draft: PayoutDraft): Checked<PayoutInput> {
  const amountPaise = typedPaise(draft.amount);
  if (amountPaise === null)
    return { ok: false, error: TYPED_REFUSALS.amount, field: "amountPaise" };
  const { method, reference, paidOn } = draft;
  return checkInput(PayoutInputSchema, { amountPaise, method, reference, paidOn });
}

/** What is owed, as a payout's amount: the form offers it. */
export const owedAsTyped = (duePaise: number) => (duePaise > 0 ? paiseAsDecimal(duePaise) : "");

export interface AssignmentDraft {
  karigarId: string;
  work: string;
  quantity: string;
  dueDate: string;
}

export function assignmentInputOf(draft: AssignmentDraft): Checked<AssignmentInput> {
  const quantity = /^\d{1,4}$/.test(draft.quantity.trim()) ? Number(draft.quantity) : NaN;
  if (Number.isNaN(quantity))
    return { ok: false, error: WORKSHOP_REFUSALS.quantity, field: "quantity" };
  return checkInput(AssignmentInputSchema, {
    karigarId: draft.karigarId === "" ? 0 : Number(draft.karigarId),
    work: draft.work,
    quantity,
    dueDate: draft.dueDate,
  });
}
