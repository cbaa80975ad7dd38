/**
 * Settings → Business: who issues the documents, as the owners keep it. Every document keeps a
 * copy of it as it was when issued, so a later change never changes an issued document.
 */
import { optionalText, requiredText } from "../schema-fields";
import { z } from "../zod";
import { GST_STATE_CODES } from "./gst-states";
import { GSTIN_MESSAGES, gstinProblem, normaliseGstin, PAN_PATTERN, panOfGstin } from "./gstin";
import { PREFIX_PATTERN } from "./numbering";
import { isUpiId, UPI_ID_MESSAGE } from "./upi-id";

export const REGISTRATIONS = ["regular", "composition", "unregistered"] as const;

/**
 * The signature image's key in the photo store (POST /api/admin/billing/signature makes it): a
 * new upload gets a new key, so a document keeps showing the signature it was issued with.
 */
export const SIGNATURE_KEY_PATTERN = /^billing\/signature-[0-9a-f-]{36}\.jpg$/;
export const SIGNATURE_KEY_MESSAGE = "Signature must be an image uploaded here";

const capitals = (label: string, max: number) =>
  optionalText(label, max).transform((v) => v.replace(/\s+/g, "").toUpperCase());

export const BankSchema = z.object({
  accountName: optionalText("Account name", 100),
  accountNumber: capitals("Account number", 20).refine(
    (v) => v === "" || /^[0-9A-Z]{6,20}$/.test(v),
    "Account number must be 6 to 20 digits",
  ),
  ifsc: capitals("IFSC", 11).refine(
    (v) => v === "" || /^[A-Z]{4}0[A-Z0-9]{6}$/.test(v),
    "IFSC must be 11 characters: four letters, 0, then six letters or digits (HDFC0001234)",
  ),
  bankName: optionalText("Bank", 100),
  branch: optionalText("Branch", 100),
});

/** PUT /api/admin/billing/business */
export const BusinessProfileSchema = z
  .object({
    legalName: requiredText("Legal name", 120),
    tradeName: optionalText("Trade name", 120),
    addressLine: requiredText("Address", 200),
    city: requiredText("City", 60),
    postalCode: requiredText("PIN code", 6).regex(/^[1-9][0-9]{5}$/, "PIN code must be 6 digits"),
    stateCode: z.enum(GST_STATE_CODES as [string, ...string[]], {
      error: "State must be one of India's states (its GST state code)",
    }),
    phone: optionalText("Phone", 30),
    email: optionalText("Email", 120),
    registration: z.enum(REGISTRATIONS, {
      error: "Registration must be regular, composition or unregistered",
    }),
    gstin: capitals("GSTIN", 20),
    pan: capitals("PAN", 12).refine(
      (v) => v === "" || PAN_PATTERN.test(v),
      "PAN must be 10 characters: five letters, four digits, a letter (AABFR4271K)",
    ),
    invoicePrefix: requiredText("Invoice prefix", 4).regex(
      PREFIX_PATTERN,
      "Invoice prefix must be 1 to 4 letters or digits",
    ),
    bank: BankSchema,
    upiId: optionalText("UPI ID", 100).refine(
      (v) => v === "" || isUpiId(v),
      UPI_ID_MESSAGE("UPI ID"),
    ),
    payeeName: optionalText("Payee name", 60),
    terms: optionalText("Terms", 1000),
    /** Who signs for the boutique (rule 46(q)): printed under the signature. */
    signatory: requiredText("Authorised signatory", 80),
    /** Empty: the documents leave the signature's place blank, to sign by hand. */
    signatureKey: z
      .string({ error: SIGNATURE_KEY_MESSAGE })
      .refine((v) => v === "" || SIGNATURE_KEY_PATTERN.test(v), SIGNATURE_KEY_MESSAGE)
      .optional()
      .default(""),
  })
  .superRefine((b, ctx) => {
    const gstin = normaliseGstin(b.gstin);
    if (b.registration === "unregistered") {
      if (gstin)
        ctx.addIssue({
          code: "custom",
          path: ["gstin"],
          message: "An unregistered business has no GSTIN: leave GSTIN empty",
        });
      return;
    }
    if (!gstin)
      return void ctx.addIssue({
        code: "custom",
        path: ["gstin"],
        message: "GSTIN is required for a registered business",
      });
    const problem = gstinProblem(gstin);
    if (problem)
      return void ctx.addIssue({
        code: "custom",
        path: ["gstin"],
        message: GSTIN_MESSAGES[problem]("GSTIN"),
      });
    if (gstin.slice(0, 2) !== b.stateCode)
      ctx.addIssue({
        code: "custom",
        path: ["gstin"],
        message: "GSTIN's first two digits must be the state's code",
      });
    if (b.pan && panOfGstin(gstin) !== b.pan)
      ctx.addIssue({
        code: "custom",
        path: ["pan"],
        message: "PAN must be the one inside the GSTIN",
      });
  })
  .refine((b) => !b.upiId || b.payeeName, {
    path: ["payeeName"],
    message: "Payee name is required with a UPI ID",
  });

export type BusinessProfileInput = z.input<typeof BusinessProfileSchema>;
export type BusinessProfile = z.output<typeof BusinessProfileSchema>;

/** GET /api/admin/billing/business */
export interface BusinessProfileAnswer {
  /** null until the owners fill it in (production mode starts so). */
  profile: BusinessProfile | null;
  /** The values are the demo's samples: the GSTIN and UPI ID are not real. */
  sample: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}
