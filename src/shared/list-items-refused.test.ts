/**
 * A list whose items are objects refuses an item that is not one in words for people, naming
 * the item: fast-check found `rates: [""]` answered with zod's own "Invalid input: expected
 * object, received string" (2026-11-28).
 */
import { expect, it } from "vitest";
import type { z } from "zod";
import { CreditNoteSchema, IssueSupplySchema } from "./billing/issue-input";
import { NewTaxRuleSchema } from "./billing/tax-rule-input";
import { ChallanInputSchema } from "./workshop/challan-input";
import { KarigarInputSchema } from "./workshop/karigar-input";
import { QuoteContentSchema } from "./quotes/quote";

const LISTS: [string, z.ZodType][] = [
  ["karigar rates", KarigarInputSchema.shape.rates],
  ["bill lines", IssueSupplySchema.shape.lines],
  ["credit note lines", CreditNoteSchema.shape.lines],
  ["tax rule slabs", NewTaxRuleSchema.shape.slabs],
  ["challan lines", ChallanInputSchema.shape.lines],
  ["quote lines", QuoteContentSchema.shape.lines],
];

it.each(LISTS)("%s: an item that is not an object is refused in words", (_, list) => {
  for (const item of ["", 7, null, [], true]) {
    const result = list.safeParse([item]);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path).toEqual([0]);
    expect(issue.message).not.toMatch(/^(Invalid (input|option|element|key)|Too (big|small):)/);
  }
});
