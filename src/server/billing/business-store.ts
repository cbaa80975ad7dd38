import type { Kysely } from "kysely";
import {
  BusinessProfileSchema,
  type BusinessProfile,
  type BusinessProfileAnswer,
} from "../../shared/billing/business-profile";
import type { DocumentSupplier } from "../../shared/billing/documents";
import { gstStateOf } from "../../shared/billing/gst-states";
import type { Database } from "../db/schema";
import type { Trx } from "../orders/order-change";

/** Settings → Business as stored (one row), read through its schema so old rows stay valid. */
export async function loadBusiness(db: Kysely<Database> | Trx): Promise<BusinessProfileAnswer> {
  const row = await db
    .selectFrom("billing_business")
    .selectAll()
    .where("id", "=", 1)
    .executeTakeFirst();
  if (!row) return { profile: null, sample: false, updatedAt: null, updatedBy: null };
  const parsed = BusinessProfileSchema.safeParse(JSON.parse(row.profile));
  return {
    profile: parsed.success ? parsed.data : null,
    sample: row.sample === 1,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** Saves the owners' business details; they are no longer the demo's samples. */
export async function saveBusiness(
  db: Kysely<Database>,
  profile: BusinessProfile,
  who: { by: string; now: Date },
  sample = false,
): Promise<void> {
  const values = {
    profile: JSON.stringify(profile),
    sample: sample ? 1 : 0,
    updated_at: who.now.toISOString(),
    updated_by: who.by,
  };
  await db
    .insertInto("billing_business")
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column("id").doUpdateSet(values))
    .execute();
}

/** The supplier as a document prints it, or null until Settings → Business is filled in. */
export async function documentSupplier(trx: Trx): Promise<DocumentSupplier | null> {
  const { profile, sample } = await loadBusiness(trx);
  if (!profile) return null;
  return { ...profile, stateName: gstStateOf(profile.stateCode)?.en ?? "", sample };
}
