import { DEFAULT_LINE_KIND } from "../../shared/billing/line-kinds";
import { gstStateNamed } from "../../shared/billing/gst-states";
import type { QuoteContent } from "../../shared/quotes/quote";
import type { QuoteTaxContext } from "../../shared/quotes/quote-totals";
import { loadBusiness } from "../billing/business-store";
import { loadDesignKinds, loadLineKinds, loadRates } from "../billing/tax-rule-store";
import type { Trx } from "../orders/order-change";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * The billing's GST rules for a quote taxed by GST (issue 22 §3): the boutique's registration
 * and state (Settings → Business), the rates in force on `on`, each line's HSN/SAC from its
 * design's line kind (the default kind for a custom piece). Delivered pieces are supplied
 * where she lives (IGST outside the boutique's state; a state not recognised is taken as the
 * boutique's, as a quote is no tax document: the invoice decides). Undefined until Settings →
 * Business is filled in.
 */
export async function quoteTaxContext(
  db: Kysely<Database> | Trx,
  content: QuoteContent,
  herState: string,
  on: string,
): Promise<QuoteTaxContext | undefined> {
  if (content.taxMode !== "gst") return undefined;
  const { profile } = await loadBusiness(db);
  if (!profile) return undefined;
  const ids = content.lines.flatMap((l) => (l.designId === null ? [] : [l.designId]));
  const [rates, kinds, designKinds] = await Promise.all([
    loadRates(db),
    loadLineKinds(db),
    loadDesignKinds(db, ids),
  ]);
  const codeOf = (key: string) =>
    kinds.find((k) => k.key === key)?.code ?? kinds.find((k) => k.key === DEFAULT_LINE_KIND)!.code;
  const codes = content.lines.map((l) =>
    codeOf((l.designId !== null && designKinds.get(l.designId)) || DEFAULT_LINE_KIND),
  );
  const theirs = gstStateNamed(herState);
  const interState =
    content.deliveryPaise > 0 && theirs !== undefined && theirs.code !== profile.stateCode;
  return { rates, on, registration: profile.registration, interState, codes };
}
