import type { IssueSupplyInput } from "../../shared/billing/issue-input";
import {
  isSupplyDocument,
  SUPPLY_DOCUMENT,
  type DocumentReference,
  type IssuedDocument,
} from "../../shared/billing/documents";
import { placeOfSupply } from "../../shared/billing/place-of-supply";
import { taxLines } from "../../shared/billing/tax-lines";
import { paiseOfRupees } from "../../shared/billing/money";
import { todayInIndia } from "../../shared/dates";
import { INVOICE_NAME_RULES } from "../../shared/privacy-admin";
import type { OrderChangeContext } from "../orders/order-change";
import { documentSupplier } from "./business-store";
import { issueDocument, loadDocuments } from "./document-store";
import { orderDescription } from "./receipt-voucher";
import { loadRates } from "./tax-rule-store";

export type Refusal = { refused: { status: 400 | 404 | 409; error: string; field?: string } };

/** The advances an invoice deducts: receipt vouchers that stand, less what was refunded. */
export function advancesOf(documents: IssuedDocument[]): DocumentReference[] {
  const refunded = (voucherId: number) =>
    documents
      .filter(
        (d) =>
          d.kind === "refund-voucher" && !d.cancelled && d.content.references[0]?.id === voucherId,
      )
      .reduce((sum, d) => sum + d.amountPaise, 0);
  return documents
    .filter((d) => d.kind === "receipt-voucher" && !d.cancelled)
    .map((d) => ({
      id: d.id,
      kind: d.kind,
      number: d.number,
      date: d.date,
      amountPaise: d.amountPaise - refunded(d.id),
    }))
    .filter((d) => d.amountPaise > 0);
}

/**
 * Issues the order's tax invoice (rule 46), bill of supply (a composition dealer) or bill (an
 * unregistered one): its lines taxed by the rules in force today, the place of supply from
 * how the goods left, the advances received against their vouchers deducted.
 */
export async function issueSupplyDocument(
  { trx, order, record }: OrderChangeContext,
  input: IssueSupplyInput,
  who: { by: string; now: Date },
): Promise<IssuedDocument | Refusal> {
  const refuse = (status: 400 | 409, error: string, field?: string): Refusal => ({
    refused: { status, error, field },
  });
  if (order.cancelled_at) return refuse(409, "This order was cancelled: it is not billed");
  const supplier = await documentSupplier(trx);
  if (!supplier) return refuse(409, "Fill in Settings → Business before issuing documents");
  const documents = await loadDocuments(trx, order.order_id);
  const standing = documents.find((d) => isSupplyDocument(d.kind) && !d.cancelled);
  if (standing)
    return refuse(
      409,
      `This order already has ${standing.number}: cancel it, or correct it with a credit note`,
    );
  const place = placeOfSupply(
    supplier.stateCode,
    {
      handover: input.handover,
      deliveryState: input.recipient.state || order.state,
      override: input.placeOfSupply,
    },
    supplier.registration !== "unregistered",
  );
  if (!place.ok) return refuse(400, place.error, place.field);
  const date = todayInIndia(who.now);
  const taxed = taxLines(input.lines, {
    rates: await loadRates(trx),
    on: date,
    registration: supplier.registration,
    interState: place.interState,
    pricesIncludeTax: input.pricesIncludeTax,
  });
  if (!taxed.ok) return refuse(400, taxed.error, `lines.${taxed.line}.${taxed.field}`);
  const { recipient } = input;
  const rule = [...INVOICE_NAME_RULES].reverse().find((r) => r.from <= date);
  if (
    !recipient.gstin &&
    rule &&
    taxed.totals.taxablePaise >= paiseOfRupees(rule.nameAndAddressFromRupees) &&
    (!recipient.address || !recipient.state)
  )
    return refuse(
      400,
      "Her address and state are required on a bill of ₹50,000 or more without a GSTIN",
      recipient.address ? "recipient.state" : "recipient.address",
    );
  const advances = advancesOf(documents);
  const advancePaise = advances.reduce((sum, a) => sum + a.amountPaise, 0);
  return issueDocument(
    trx,
    {
      kind: SUPPLY_DOCUMENT[supplier.registration],
      date,
      orderId: order.order_id,
      supplier,
      recipient: {
        ...recipient,
        phone: order.customer_phone,
        state: recipient.state || order.state,
      },
      placeOfSupply: {
        stateCode: place.state.code,
        stateName: place.state.en,
        basis: place.basis,
        reason: place.reason,
        interState: place.interState,
      },
      reverseCharge: false,
      lines: taxed.lines,
      pricesIncludeTax: input.pricesIncludeTax,
      totals: taxed.totals,
      description: orderDescription(order),
      amountPaise: taxed.totals.totalPaise,
      advanceTax: null,
      payment: null,
      advances,
      amountDuePaise: taxed.totals.totalPaise - advancePaise,
      references: [],
      reason: "",
    },
    who,
    record,
  );
}
