import { isSupplyDocument, type IssuedDocument } from "../../shared/billing/documents";
import type { CreditNoteInput, RefundVoucherInput } from "../../shared/billing/issue-input";
import { roundDiv } from "../../shared/billing/money";
import { totalsOf, type TaxedLine } from "../../shared/billing/tax-lines";
import { todayInIndia } from "../../shared/dates";
import type { OrderChangeContext } from "../orders/order-change";
import { documentSupplier } from "./business-store";
import { issueDocument, loadDocuments } from "./document-store";
import type { Refusal } from "./supply-document";

const refuse = (status: 400 | 404 | 409, error: string, field?: string) =>
  ({ refused: { status, error, field } }) as Refusal;

const reference = (d: IssuedDocument) => ({
  id: d.id,
  kind: d.kind,
  number: d.number,
  date: d.date,
  amountPaise: d.amountPaise,
});

/**
 * A credit note (section 34, rule 53) against the order's invoice: for each line, the taxable
 * value taken back, taxed at the rate and split the invoice used (never today's rules), never
 * more than the line's value less the credit notes already issued on it.
 */
export async function issueCreditNote(
  { trx, order, record }: OrderChangeContext,
  input: CreditNoteInput,
  who: { by: string; now: Date },
): Promise<IssuedDocument | Refusal> {
  const supplier = await documentSupplier(trx);
  if (!supplier) return refuse(409, "Fill in Settings → Business before issuing documents");
  const documents = await loadDocuments(trx, order.order_id);
  const invoice = documents.find(
    (d) => d.id === input.invoiceId && isSupplyDocument(d.kind) && !d.cancelled,
  );
  if (!invoice) return refuse(400, "Choose an invoice of this order that stands", "invoiceId");
  const credited = (line: number) =>
    documents
      .filter(
        (d) =>
          d.kind === "credit-note" && !d.cancelled && d.content.references[0]?.id === invoice.id,
      )
      .flatMap((d) => d.content.lines.filter((l) => l.sourceLine === line))
      .reduce((sum, l) => sum + l.taxablePaise, 0);
  const { interState } = invoice.content.placeOfSupply;
  const lines: TaxedLine[] = [];
  for (const [i, credit] of input.lines.entries()) {
    const source = invoice.content.lines[credit.line];
    if (!source) return refuse(400, "That line is not on the invoice", `lines.${i}.line`);
    if (credit.taxablePaise > source.taxablePaise - credited(credit.line))
      return refuse(
        400,
        "Credit is more than the line's value still credited",
        `lines.${i}.taxablePaise`,
      );
    const bp = source.rateBp;
    const half = interState ? 0 : roundDiv(credit.taxablePaise * bp, 20_000);
    const igst = interState ? roundDiv(credit.taxablePaise * bp, 10_000) : 0;
    lines.push({
      ...source,
      sourceLine: credit.line,
      quantity: 1,
      unitPaise: credit.taxablePaise,
      discountPaise: 0,
      chargedPaise: credit.taxablePaise,
      taxablePaise: credit.taxablePaise,
      cgstPaise: half,
      sgstPaise: half,
      igstPaise: igst,
      totalPaise: credit.taxablePaise + 2 * half + igst,
    });
  }
  const totals = totalsOf(lines);
  return issueDocument(
    trx,
    {
      ...invoice.content,
      kind: "credit-note",
      date: todayInIndia(who.now),
      supplier,
      lines,
      pricesIncludeTax: false,
      totals,
      amountPaise: totals.totalPaise,
      advances: [],
      amountDuePaise: 0,
      references: [reference(invoice)],
      reason: input.reason,
    },
    who,
    record,
  );
}

/**
 * A refund voucher (rule 51): an advance returned without a supply being invoiced, against the
 * receipt voucher that took it, never more than what that voucher still holds.
 */
export async function issueRefundVoucher(
  { trx, order, record }: OrderChangeContext,
  input: RefundVoucherInput,
  who: { by: string; now: Date },
): Promise<IssuedDocument | Refusal> {
  const supplier = await documentSupplier(trx);
  if (!supplier) return refuse(409, "Fill in Settings → Business before issuing documents");
  const documents = await loadDocuments(trx, order.order_id);
  const voucher = documents.find(
    (d) => d.id === input.receiptVoucherId && d.kind === "receipt-voucher" && !d.cancelled,
  );
  if (!voucher)
    return refuse(400, "Choose a receipt voucher of this order that stands", "receiptVoucherId");
  if (documents.some((d) => isSupplyDocument(d.kind) && !d.cancelled))
    return refuse(409, "This order is invoiced: a return after the invoice is a credit note");
  const refunded = documents
    .filter(
      (d) =>
        d.kind === "refund-voucher" && !d.cancelled && d.content.references[0]?.id === voucher.id,
    )
    .reduce((sum, d) => sum + d.amountPaise, 0);
  if (input.amountPaise > voucher.amountPaise - refunded)
    return refuse(400, "Refund is more than the advance still held on that voucher", "amountPaise");
  return issueDocument(
    trx,
    {
      ...voucher.content,
      kind: "refund-voucher",
      date: todayInIndia(who.now),
      supplier,
      amountPaise: input.amountPaise,
      totals: { ...voucher.content.totals, totalPaise: input.amountPaise },
      payment: { method: input.method, reference: "", paymentId: 0 },
      references: [reference(voucher)],
      reason: input.reason,
    },
    who,
    record,
  );
}
