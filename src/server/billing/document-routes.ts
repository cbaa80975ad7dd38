import { Hono } from "hono";
import type { z } from "zod";
import {
  isSupplyDocument,
  SUPPLY_DOCUMENT,
  type IssuedDocument,
  type OrderDocumentsAnswer,
} from "../../shared/billing/documents";
import {
  CancelDocumentSchema,
  CreditNoteSchema,
  IssueSupplySchema,
  RefundVoucherSchema,
} from "../../shared/billing/issue-input";
import type { OwnerEnv } from "../auth/require-owner";
import { jsonBodyLimit } from "../json-body";
import { changeOrder, type OrderChangeContext, type OrderChange } from "../orders/order-change";
import { ORDER_NOT_FOUND } from "../orders/order-routes";
import { validatedBody } from "../validated-body";
import type { AdminDeps } from "../admin/admin-deps";
import { loadOrderDetail } from "../admin/admin-order-queries";
import { orderRouteKit, type OwnerContext } from "../admin/order-route-kit";
import { loadBusiness } from "./business-store";
import { issueCreditNote, issueRefundVoucher } from "./credit-and-refund";
import { cancelDocument, loadDocuments, NumberingFull } from "./document-store";
import { issueReceiptFor } from "./receipt-voucher";
import { issueSupplyDocument, type Refusal } from "./supply-document";
import { customerLanguage, documentFileRoutes, type DocumentFileDeps } from "./document-files";

export const DOCUMENT_NOT_FOUND = { error: "Document not found" } as const;

/** What the order's Documents panel reads, and every issue answers (with the order's detail). */
export async function documentsAnswer(
  deps: AdminDeps,
  orderId: string,
): Promise<OrderDocumentsAnswer> {
  const [documents, business, payments, language] = await Promise.all([
    loadDocuments(deps.db, orderId),
    loadBusiness(deps.db),
    deps.db
      .selectFrom("payments")
      .select("id")
      .where("order_id", "=", orderId)
      .where("amount_rupees", ">", 0)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("payments as r")
              .select("r.id")
              .whereRef("r.reverses_id", "=", "payments.id"),
          ),
        ),
      )
      .orderBy("id")
      .execute(),
    customerLanguage(deps.db, orderId),
  ]);
  const receipted = new Set(documents.map((d) => d.content.payment?.paymentId));
  const registration = business.profile?.registration ?? null;
  return {
    documents,
    business: {
      ready: business.profile !== null,
      registration,
      sample: business.sample,
      stateCode: business.profile?.stateCode ?? null,
    },
    customerLanguage: language,
    supplyKind: registration ? SUPPLY_DOCUMENT[registration] : null,
    paymentsWithoutReceipt: payments.map((p) => Number(p.id)).filter((id) => !receipted.has(id)),
  };
}

const isRefusal = (x: IssuedDocument | Refusal | "order-not-found"): x is Refusal =>
  typeof x === "object" && "refused" in x;

/** Under /orders/:orderId/documents: list, issue each kind, cancel one. */
export function documentRoutes(deps: DocumentFileDeps): Hono<OwnerEnv> {
  const { owner, who, orderIdOf } = orderRouteKit(deps);
  const body = jsonBodyLimit(64 * 1024);

  /** Issues in the order's change (locked, told in its timeline), answering 201 with both views. */
  async function issue<S extends z.ZodType>(
    c: OwnerContext,
    schema: S,
    build: (
      ctx: OrderChangeContext,
      input: z.output<S>,
      who: OrderChange,
    ) => Promise<IssuedDocument | Refusal>,
  ) {
    const input = await validatedBody(c, schema);
    if (!input.ok) return input.response;
    const orderId = orderIdOf(c);
    if (!orderId) return c.json(ORDER_NOT_FOUND, 404);
    const change = who(c);
    let outcome: IssuedDocument | Refusal | "order-not-found";
    try {
      outcome = await changeOrder(deps.db, deps.engine, orderId, change, (ctx) =>
        build(ctx, input.data, change),
      );
    } catch (error) {
      if (error instanceof NumberingFull) return c.json({ error: error.message }, 409);
      throw error;
    }
    if (outcome === "order-not-found") return c.json(ORDER_NOT_FOUND, 404);
    if (isRefusal(outcome)) {
      const { status, error, field } = outcome.refused;
      return c.json(field ? { error, field } : { error }, status);
    }
    return c.json(
      {
        issued: outcome,
        ...(await documentsAnswer(deps, orderId)),
        detail: await loadOrderDetail(deps.db, orderId),
      },
      201,
    );
  }

  return new Hono<OwnerEnv>()
    .get("/", owner, async (c) => {
      const orderId = orderIdOf(c);
      const exists =
        orderId &&
        (await deps.db
          .selectFrom("orders")
          .select("order_id")
          .where("order_id", "=", orderId)
          .executeTakeFirst());
      if (!orderId || !exists) return c.json(ORDER_NOT_FOUND, 404);
      return c.json(await documentsAnswer(deps, orderId));
    })
    .route("/", documentFileRoutes(deps))
    .post("/supply", owner, body, (c) => issue(c, IssueSupplySchema, issueSupplyDocument))
    .post("/credit-note", owner, body, (c) => issue(c, CreditNoteSchema, issueCreditNote))
    .post("/refund-voucher", owner, body, (c) => issue(c, RefundVoucherSchema, issueRefundVoucher))
    .post("/receipts/:paymentId{[0-9]{1,9}}", owner, body, (c) => {
      const paymentId = Number(c.req.param("paymentId"));
      return issue(c, CancelDocumentSchema.partial(), async (ctx, _input, by) => {
        const payment = await ctx.trx
          .selectFrom("payments")
          .selectAll()
          .where("id", "=", paymentId)
          .where("order_id", "=", ctx.order.order_id)
          .where("amount_rupees", ">", 0)
          .executeTakeFirst();
        if (!payment) return { refused: { status: 404, error: "Payment not found" } } as Refusal;
        const had = await ctx.trx
          .selectFrom("billing_documents")
          .select("id")
          .where("payment_id", "=", paymentId)
          .executeTakeFirst();
        if (had)
          return {
            refused: { status: 409, error: "This payment already has its receipt" },
          } as Refusal;
        const issued = await issueReceiptFor(
          ctx,
          {
            id: paymentId,
            amountRupees: Number(payment.amount_rupees),
            paidOn: payment.paid_on,
            method: payment.method,
            reference: payment.reference,
          },
          by,
        );
        return (
          issued ??
          ({
            refused: { status: 409, error: "Fill in Settings → Business before issuing documents" },
          } as Refusal)
        );
      });
    })
    .post("/:documentId{[0-9]{1,9}}/cancel", owner, body, (c) => {
      const documentId = Number(c.req.param("documentId"));
      return issue(c, CancelDocumentSchema, async ({ trx, order, record }, input, by) => {
        const documents = await loadDocuments(trx, order.order_id);
        const document = documents.find((d) => d.id === documentId);
        if (!document)
          return { refused: { status: 404, error: DOCUMENT_NOT_FOUND.error } } as Refusal;
        if (
          document.content.payment?.paymentId &&
          !isSupplyDocument(document.kind) &&
          document.kind !== "refund-voucher"
        )
          return {
            refused: {
              status: 409,
              error: "A payment's receipt is cancelled by reversing the payment",
            },
          } as Refusal;
        if (!(await cancelDocument(trx, documentId, input.reason, by)))
          return {
            refused: { status: 409, error: "This document is already cancelled" },
          } as Refusal;
        await record({
          kind: "document-cancelled",
          documentId,
          documentKind: document.kind,
          number: document.number,
          reason: input.reason,
        });
        return {
          ...document,
          cancelled: { at: by.now.toISOString(), by: by.by, reason: input.reason },
        };
      });
    });
}
