import type { Kysely } from "kysely";
import type { DocumentSheet } from "../../shared/billing/document-sheet";
import { gstStateOf } from "../../shared/billing/gst-states";
import { quoteSheet } from "../../shared/quotes/quote-sheet";
import { loadBusiness } from "../billing/business-store";
import { documentPdf } from "../billing/document-pdf";
import type { Database } from "../db/schema";
import { versionWhere } from "./quote-acceptance";

/**
 * An issued version's PDF in her language (issue 22 §3): its page (shared/quotes/quote-sheet.ts)
 * drawn by the billing's PDF code with its embedded fonts (Devanagari included). "no-business"
 * until Settings → Business is filled in: the page needs the boutique's name and address.
 */
export async function quotePdf(
  db: Kysely<Database>,
  by: { code: string } | { quoteId: number; version: number },
): Promise<Buffer | "not-found" | "no-business"> {
  const sheet = await quoteSheetOf(db, by);
  return typeof sheet === "string" ? sheet : documentPdf(sheet, undefined);
}

/**
 * An issued version's A4 page in her language: what its PDF draws and the owners' print view
 * shows (the billing's DocumentSheetView), from the same DocumentSheet.
 */
export async function quoteSheetOf(
  db: Kysely<Database>,
  by: { code: string } | { quoteId: number; version: number },
): Promise<DocumentSheet | "not-found" | "no-business"> {
  const found = await versionWhere(db, by);
  if (!found) return "not-found";
  const { profile, sample } = await loadBusiness(db);
  if (!profile) return "no-business";
  const supplier = { ...profile, stateName: gstStateOf(profile.stateCode)?.en ?? "", sample };
  return quoteSheet(
    {
      reference: found.enquiry.reference,
      version: found.version,
      issuedAt: found.issuedAt,
      language: found.enquiry.language,
      customer: {
        name: found.enquiry.name,
        city: found.enquiry.city,
        stateName: found.enquiry.stateName,
      },
      content: found.content,
      totals: found.totals,
    },
    supplier,
  );
}
