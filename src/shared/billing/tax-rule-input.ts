/** The owners' changes to the tax rules (Settings → Tax rules). */
import { isoDate, requiredText } from "../schema-fields";
import { z } from "../zod";
import { paise } from "./issue-input";

const rateBp = z
  .number({ error: "Rate must be a percentage" })
  .int("Rate must be in hundredths of a percent")
  .min(0, "Rate cannot be negative")
  .max(10_000, "Rate must be at most 100%");

/** POST /api/admin/billing/tax-rules: a rule from a date, its slabs lowest limit first. */
export const NewTaxRuleSchema = z
  .object({
    codePrefix: requiredText("HSN/SAC", 8).regex(/^\d{2,8}$/, "HSN/SAC must be 2 to 8 digits"),
    effectiveFrom: isoDate("From"),
    slabs: z
      .array(
        z.object(
          { upToPaise: paise("Up to", 1).nullable(), rateBp },
          { error: "Each slab needs its upper amount and its rate" },
        ),
        {
          error: "Add the rates",
        },
      )
      .min(1, "Add at least one rate")
      .max(5, "At most 5 slabs"),
    note: requiredText("Why (the notification)", 200),
  })
  .superRefine((rule, ctx) => {
    rule.slabs.forEach((slab, i) => {
      const last = i === rule.slabs.length - 1;
      if (last !== (slab.upToPaise === null))
        ctx.addIssue({
          code: "custom",
          path: ["slabs", i, "upToPaise"],
          message: last
            ? "The last rate must have no limit"
            : "Every rate but the last needs its limit",
        });
      const before = rule.slabs[i - 1]?.upToPaise;
      if (i > 0 && before != null && slab.upToPaise !== null && slab.upToPaise <= before)
        ctx.addIssue({
          code: "custom",
          path: ["slabs", i, "upToPaise"],
          message: "Each limit must be above the one before",
        });
    });
  });
export type NewTaxRuleInput = z.output<typeof NewTaxRuleSchema>;

/** PUT /api/admin/billing/line-kinds/:key */
export const LineKindCodeSchema = z.object({
  code: requiredText("HSN/SAC", 8).regex(/^\d{4,8}$/, "HSN/SAC must be 4 to 8 digits"),
  unit: requiredText("Unit", 8),
});

/** PUT /api/admin/billing/designs/:id */
export const DesignKindSchema = z.object({ lineKind: requiredText("Kind", 40) });

/** GET /api/admin/billing/tax-rules */
export interface TaxRulesAnswer {
  rates: import("./tax-rates").TaxRate[];
  lineKinds: import("./line-kinds").LineKind[];
  designs: { id: number; name: string; lineKind: string }[];
}
