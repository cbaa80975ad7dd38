import type { Kysely } from "kysely";
import { BUSINESS, ownerNames } from "../../shared/business";
import { BusinessProfileSchema, type BusinessProfile } from "../../shared/billing/business-profile";
import type { Database } from "../db/schema";

/**
 * Demo mode's business: the spec's boutique (shared/business.ts) with a sample GSTIN (its check
 * character right, its PAN invented) and a sample UPI ID whose handle no bank has, both shown as
 * samples, so every document can be tried on the sample orders.
 */
export const SAMPLE_GSTIN = "08AABFR4271K1Z0";
export const SAMPLE_UPI_ID = "rajwadirang@sample";

export const DEMO_BUSINESS: BusinessProfile = BusinessProfileSchema.parse({
  legalName: BUSINESS.legalName,
  tradeName: BUSINESS.name,
  addressLine: BUSINESS.address.street,
  city: BUSINESS.address.city,
  postalCode: BUSINESS.address.postalCode,
  stateCode: "08",
  phone: BUSINESS.phones[0].display,
  email: BUSINESS.email,
  registration: "regular",
  gstin: SAMPLE_GSTIN,
  pan: SAMPLE_GSTIN.slice(2, 12),
  invoicePrefix: "RR",
  bank: { accountName: BUSINESS.legalName, accountNumber: "", ifsc: "", bankName: "", branch: "" },
  upiId: SAMPLE_UPI_ID,
  payeeName: BUSINESS.name,
  terms: "Goods once delivered are exchanged for alterations only. Subject to Jaipur jurisdiction.",
  signatory: ownerNames(),
});

/** Demo mode only (openDatabase): the sample business, unless one is already there. */
export async function seedDemoBusiness(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .insertInto("billing_business")
    .values({
      id: 1,
      profile: JSON.stringify(DEMO_BUSINESS),
      sample: 1,
      updated_at: now.toISOString(),
      updated_by: null,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}
