import type { AdvanceTax, DocumentRecipient, IssuedDocument } from "../../shared/billing/documents";
import { isSupplyDocument } from "../../shared/billing/documents";
import { paiseOfRupees } from "../../shared/billing/money";
import { itemLabel, type OrderItem } from "../../shared/order-items";
import type { PaymentMethod } from "../../shared/payments";
import type { OrderRow } from "../db/schema";
import type { OrderChangeContext } from "../orders/order-change";
import { documentSupplier } from "./business-store";
import { issueDocument, loadDocuments } from "./document-store";

/** The customer as the order has her (her GSTIN comes with the invoice, when she gives one). */
export function orderRecipient(order: OrderRow): DocumentRecipient {
  const address = [order.address_line, order.city, order.postal_code].filter(Boolean).join(", ");
  return {
    name: order.customer_name,
    phone: order.customer_phone,
    address,
    state: order.state,
    gstin: "",
  };
}

/** The order's items in one line: what an advance or a receipt is for. */
export const orderDescription = (order: OrderRow): string =>
  `Order ${order.order_id}: ${(JSON.parse(order.items) as OrderItem[]).map(itemLabel).join(", ")}`;

/**
 * The GST on an advance: none for goods (Notification 66/2017-Central Tax: a supplier of goods
 * pays GST when it invoices, not on advances), none when the boutique charges no GST. The
 * voucher says which (rule 50's rate and tax fields).
 */
const NO_ADVANCE_TAX = (registered: boolean): AdvanceTax => ({
  treatment: registered ? "goods-not-taxable" : "not-registered",
  rateBp: 0,
  taxablePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
});

export interface PaymentForReceipt {
  id: number;
  amountRupees: number;
  paidOn: string;
  method: PaymentMethod;
  reference: string;
}

/**
 * The document a payment records, in its transaction: a receipt voucher for an advance (rule
 * 50), or a plain payment receipt once the order's invoice is issued. Nothing until Settings →
 * Business is filled in (the order's documents offer it afterwards).
 */
export async function issueReceiptFor(
  ctx: Pick<OrderChangeContext, "trx" | "order" | "record">,
  payment: PaymentForReceipt,
  who: { by: string; now: Date },
): Promise<IssuedDocument | null> {
  const { trx, order } = ctx;
  const supplier = await documentSupplier(trx);
  if (!supplier) return null;
  const documents = await loadDocuments(trx, order.order_id);
  const invoice = documents.find((d) => isSupplyDocument(d.kind) && !d.cancelled);
  const amountPaise = paiseOfRupees(payment.amountRupees);
  const boutiqueState = { stateCode: supplier.stateCode, stateName: supplier.stateName };
  return issueDocument(
    trx,
    {
      kind: invoice ? "payment-receipt" : "receipt-voucher",
      date: payment.paidOn,
      orderId: order.order_id,
      supplier,
      recipient: orderRecipient(order),
      // Where an advance's supply will be is not known yet: the boutique's state, where the
      // order was taken; the invoice decides it (handed over, or sent).
      placeOfSupply: { ...boutiqueState, basis: "at-boutique", reason: "", interState: false },
      reverseCharge: false,
      lines: [],
      pricesIncludeTax: true,
      totals: {
        taxablePaise: 0,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
        totalPaise: amountPaise,
      },
      description: orderDescription(order),
      amountPaise,
      advanceTax: invoice ? null : NO_ADVANCE_TAX(supplier.registration === "regular"),
      payment: { method: payment.method, reference: payment.reference, paymentId: payment.id },
      advances: [],
      amountDuePaise: 0,
      references: invoice
        ? [
            {
              id: invoice.id,
              kind: invoice.kind,
              number: invoice.number,
              date: invoice.date,
              amountPaise: invoice.amountPaise,
            },
          ]
        : [],
      reason: "",
    },
    who,
    ctx.record,
    payment.id,
  );
}
