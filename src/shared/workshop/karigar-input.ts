/**
 * The workshop (issue 24 §1, docs/decisions/0021): the karigars and job-workers who make the
 * pieces, their dated piece rates, the steps assigned to them and their account. Money is whole
 * paise. The refusals name the field in English; the back office says them in Hindi
 * (client/features/admin/i18n/problem-text.ts).
 */
import { PRODUCTION_STEP_TEMPLATE } from "../production-steps";
import { isoDate, optionalText, phoneField, requiredText } from "../schema-fields";
import { z } from "../zod";

/** ₹10 crore: no single rate, adjustment or payout is larger. */
export const MAX_WORKSHOP_PAISE = 1_000_000_000;

export const KARIGAR_PLACES = ["workshop", "outside"] as const;
export type KarigarPlace = (typeof KARIGAR_PLACES)[number];

/** How a piece rate counts: per piece, or per metre (a gota border). */
export const RATE_UNITS = ["piece", "metre"] as const;
export type RateUnit = (typeof RATE_UNITS)[number];

export const PAYOUT_METHODS = ["cash", "upi"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const STEP_IDS: readonly string[] = PRODUCTION_STEP_TEMPLATE.map((s) => s.id);

export const WORKSHOP_REFUSALS = {
  place: "Place must be in the workshop or outside",
  step: "Step must be one of the production steps",
  unit: "Unit must be per piece or per metre",
  method: "Method must be cash or UPI",
  upiReference: "Reference is required for a UPI payout",
  adjustmentZero: "Amount must not be zero",
  paise: (label: string) => `${label} must be an amount in paise`,
  positive: (label: string) => `${label} must be more than zero`,
  tooMuch: (label: string) => `${label} must be at most ₹10,00,00,000`,
  quantity: "Quantity must be a whole number from 1 to 1000",
  period: "From must be on or before To",
  karigarNotFound: "Karigar not found",
  karigarInactive: "This karigar is not active",
  noRate: "This karigar has no rate for this step and work yet",
  stepNotFound: "Step not found",
  orderNotFound: "Order not found",
  rateExists: "A rate for this step and work from this date is already set",
  rate: "Each rate needs a step, the work, a unit, an amount and a date",
} as const;

const amount = (label: string, { positive }: { positive: boolean }) =>
  z
    .number({ error: WORKSHOP_REFUSALS.paise(label) })
    .int(WORKSHOP_REFUSALS.paise(label))
    .min(
      positive ? 1 : -MAX_WORKSHOP_PAISE,
      positive ? WORKSHOP_REFUSALS.positive(label) : WORKSHOP_REFUSALS.tooMuch(label),
    )
    .max(MAX_WORKSHOP_PAISE, WORKSHOP_REFUSALS.tooMuch(label));

const stepId = z.enum(STEP_IDS as [string, ...string[]], { error: WORKSHOP_REFUSALS.step });

/** A kind of work within a step: "Poshak stitching", "Gota border". */
const work = requiredText("Work", 80);

export const RateInputSchema = z.object({
  stepId,
  work,
  unit: z.enum(RATE_UNITS, { error: WORKSHOP_REFUSALS.unit }),
  ratePaise: amount("Rate", { positive: true }),
  effectiveFrom: isoDate("From"),
});
export type RateInput = z.output<typeof RateInputSchema>;

/** POST /workshop/karigars and PUT /workshop/karigars/:id (rates only when created). */
export const KarigarInputSchema = z.object({
  name: requiredText("Name", 100),
  phone: phoneField(20),
  place: z.enum(KARIGAR_PLACES, { error: WORKSHOP_REFUSALS.place }),
  skills: z
    .array(stepId, { error: WORKSHOP_REFUSALS.step })
    .max(20, "Skills can list at most 20 steps")
    .default([]),
  note: optionalText("Note", 500),
  active: z.boolean({ error: "Active must be yes or no" }).default(true),
  rates: z
    .array(z.object(RateInputSchema.shape, { error: WORKSHOP_REFUSALS.rate }), {
      error: "Rates must be a list",
    })
    .max(50, "At most 50 rates at once")
    .default([]),
});
export type KarigarInput = z.output<typeof KarigarInputSchema>;

/** PUT /workshop/orders/:orderId/steps/:stepId: who makes the step, by when. */
export const AssignmentInputSchema = z.object({
  karigarId: z
    .number({ error: "Karigar is required" })
    .int("Karigar is required")
    .min(1, "Karigar is required"),
  work,
  quantity: z
    .number({ error: WORKSHOP_REFUSALS.quantity })
    .int(WORKSHOP_REFUSALS.quantity)
    .min(1, WORKSHOP_REFUSALS.quantity)
    .max(1000, WORKSHOP_REFUSALS.quantity)
    .default(1),
  dueDate: isoDate("Due date"),
});
export type AssignmentInput = z.output<typeof AssignmentInputSchema>;

export const AdjustmentInputSchema = z.object({
  amountPaise: amount("Amount", { positive: false }).refine(
    (v) => v !== 0,
    WORKSHOP_REFUSALS.adjustmentZero,
  ),
  reason: requiredText("Reason", 300),
});
export type AdjustmentInput = z.output<typeof AdjustmentInputSchema>;

export const PayoutInputSchema = z
  .object({
    amountPaise: amount("Amount", { positive: true }),
    method: z.enum(PAYOUT_METHODS, { error: WORKSHOP_REFUSALS.method }),
    reference: optionalText("Reference", 100),
    paidOn: isoDate("Paid on"),
  })
  .superRefine((p, ctx) => {
    if (p.method === "upi" && p.reference === "")
      ctx.addIssue({
        code: "custom",
        path: ["reference"],
        message: WORKSHOP_REFUSALS.upiReference,
      });
  });
export type PayoutInput = z.output<typeof PayoutInputSchema>;

export const PeriodQuerySchema = z
  .object({ from: isoDate("From"), to: isoDate("To") })
  .refine((p) => p.from <= p.to, { path: ["from"], message: WORKSHOP_REFUSALS.period });
export type PeriodQuery = z.output<typeof PeriodQuerySchema>;
