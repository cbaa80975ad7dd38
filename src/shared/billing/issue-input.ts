/** What the owners send to issue a document: checked the same way by the form and the server. */
import { PAYMENT_METHODS } from "../payments";
import { optionalText, requiredText } from "../schema-fields";
import { z } from "../zod";
import { GST_STATE_CODES } from "./gst-states";
import { GSTIN_MESSAGES, gstinProblem, normaliseGstin } from "./gstin";
import { HANDOVERS } from "./place-of-supply";

/** ₹10 crore, as the orders' amounts. */
export const MAX_PAISE = 1_000_000_000;

export const paise = (label: string, min = 0) =>
  z
    .number({ error: `${label} must be an amount in paise` })
    .int(`${label} must be an amount in paise`)
    .min(min, min > 0 ? `${label} must be more than zero` : `${label} cannot be negative`)
    .max(MAX_PAISE, `${label} must be at most ₹10,00,00,000`);

export const gstinField = (label: string) =>
  optionalText(label, 20)
    .transform(normaliseGstin)
    .superRefine((v, ctx) => {
      const problem = v ? gstinProblem(v) : null;
      if (problem) ctx.addIssue({ code: "custom", message: GSTIN_MESSAGES[problem](label) });
    });

export const LineSchema = z.object(
  {
    description: requiredText("Description", 200),
    code: requiredText("HSN/SAC", 8).regex(/^\d{4,8}$/, "HSN/SAC must be 4 to 8 digits"),
    unit: requiredText("Unit", 8),
    quantity: z
      .number({ error: "Quantity must be a whole number" })
      .int("Quantity must be a whole number")
      .min(1, "Quantity must be at least 1")
      .max(999, "Quantity must be at most 999"),
    unitPaise: paise("Price", 1),
    discountPaise: paise("Discount"),
  },
  { error: "Each line needs a description, HSN/SAC, unit, quantity and price" },
);

export const PlaceOverrideSchema = z.object({
  stateCode: z.enum(GST_STATE_CODES as [string, ...string[]], {
    error: "Place of supply must be one of India's states",
  }),
  reason: requiredText("Reason for the place of supply", 200),
});

/** POST /api/admin/orders/:id/documents/supply: the tax invoice, bill of supply or bill. */
export const IssueSupplySchema = z.object({
  handover: z.enum(HANDOVERS, { error: "Say whether it was handed over or sent" }),
  placeOfSupply: PlaceOverrideSchema.optional(),
  recipient: z.object({
    name: requiredText("Name", 120),
    address: optionalText("Address", 300),
    state: optionalText("State", 60),
    gstin: gstinField("Her GSTIN"),
  }),
  pricesIncludeTax: z.boolean({ error: "Say whether the prices include GST" }),
  lines: z
    .array(LineSchema, { error: "Add the lines" })
    .min(1, "Add at least one line")
    .max(50, "At most 50 lines"),
});
export type IssueSupplyInput = z.output<typeof IssueSupplySchema>;

/** POST /api/admin/orders/:id/documents/credit-note */
export const CreditNoteSchema = z.object({
  invoiceId: z
    .number({ error: "Choose the invoice" })
    .int("Choose the invoice")
    .min(1, "Choose the invoice"),
  reason: requiredText("Reason", 300),
  lines: z
    .array(
      z.object(
        {
          line: z
            .number({ error: "Choose the line" })
            .int("Choose the line")
            .min(0, "Choose the line"),
          taxablePaise: paise("Credit", 1),
        },
        { error: "Each line credited needs the line and the amount" },
      ),
      { error: "Add the lines" },
    )
    .min(1, "Add at least one line")
    .max(50, "At most 50 lines"),
});
export type CreditNoteInput = z.output<typeof CreditNoteSchema>;

/** POST /api/admin/orders/:id/documents/refund-voucher */
export const RefundVoucherSchema = z.object({
  receiptVoucherId: z
    .number({ error: "Choose the receipt voucher" })
    .int("Choose the receipt voucher")
    .min(1, "Choose the receipt voucher"),
  amountPaise: paise("Refund", 1),
  method: z.enum(PAYMENT_METHODS, { error: "Choose how the money was returned" }),
  reason: requiredText("Reason", 300),
});
export type RefundVoucherInput = z.output<typeof RefundVoucherSchema>;

/** POST /api/admin/documents/:id/cancel */
export const CancelDocumentSchema = z.object({ reason: requiredText("Reason", 300) });
