/**
 * An issued document as a file: its PDF for the owners (GET …/documents/:id/pdf), for the
 * customer (a signed link her tracking page gives once she has proved her phone's digits) and
 * for the outbox (the e-mail's attachment), each drawn from what the document stored; and
 * the owners' "send it to her" (POST …/documents/:id/send), through the outbox.
 */
import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { documentSheet } from "../../shared/billing/document-sheet";
import {
  DOCUMENT_TITLES,
  type IssuedDocument,
  type PublicDocument,
} from "../../shared/billing/documents";
import type { Locale } from "../../shared/locale";
import { inLocale, m } from "../../shared/messages";
import type { Channel, Language } from "../../shared/notifications";
import { normaliseOrderId } from "../../shared/orders";
import type { OwnerEnv } from "../auth/require-owner";
import { readMessaging } from "../customers/customer-messaging";
import type { Database } from "../db/schema";
import { keyedHash } from "../db/server-secret";
import type { AdminDeps } from "../admin/admin-deps";
import { orderRouteKit } from "../admin/order-route-kit";
import { jsonBodyLimit } from "../json-body";
import { trackingLink } from "../notifications/order-messages";
import { queueMessage } from "../notifications/outbox";
import type { OutboxRow } from "../notifications/outbox-claims";
import type { OutgoingMessage } from "../notifications/sender";
import type { PhotoStore } from "../photos/photo-store";
import { documentPdf } from "./document-pdf";
import { loadDocuments } from "./document-store";

export type DocumentFileDeps = AdminDeps & { photos: PhotoStore };

/** Her language (her messages'); English for an order without a customer record. */
export async function customerLanguage(db: Kysely<Database>, orderId: string): Promise<Language> {
  const order = await db
    .selectFrom("orders")
    .select("customer_id")
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  if (!order || order.customer_id === null) return "en";
  return (await readMessaging(db, Number(order.customer_id)))?.language ?? "en";
}

/** "RRIN2526-0001.pdf": the number, its slash made a hyphen (no file name has one). */
export const pdfFileName = (number: string) => `${number.replace(/\//g, "-")}.pdf`;

/** The document's PDF in `language`, with the signature it was issued with. */
export async function issuedPdf(
  photos: PhotoStore,
  document: IssuedDocument,
  language: Locale,
): Promise<Buffer> {
  const key = document.content.supplier.signatureKey;
  const signature = key ? await photos.get(key).catch(() => undefined) : undefined;
  return documentPdf(
    documentSheet(document.content, language, document.cancelled),
    signature?.data,
  );
}

/** One document by its id, with its cancellation. */
async function findDocument(db: Kysely<Database>, id: number): Promise<IssuedDocument | undefined> {
  const row = await db
    .selectFrom("billing_documents")
    .select("order_id")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return (await loadDocuments(db, row.order_id)).find((d) => d.id === id);
}

const pdfAnswer = (pdf: Buffer, name: string, disposition: "attachment" | "inline") =>
  new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `${disposition}; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });

const languageOf = (typed: string | undefined): Locale | undefined =>
  typed === "hi" || typed === "en" ? typed : undefined;

/** The title a message gives the document, in her language. */
const titleIn = (document: IssuedDocument, language: Language) =>
  language === "en"
    ? DOCUMENT_TITLES[document.kind]
    : (documentSheet(document.content, language).titleLocal ?? DOCUMENT_TITLES[document.kind]);

export const NO_CHANNEL = {
  error: "She has not agreed to messages by WhatsApp or e-mail",
} as const;

/** Under /orders/:orderId/documents: a document's PDF, and sending it to her. */
export function documentFileRoutes(deps: DocumentFileDeps): Hono<OwnerEnv> {
  const { owner } = orderRouteKit(deps);
  const ofOrder = async (orderId: string | undefined, documentId: string | undefined) => {
    if (!orderId || !documentId) return undefined;
    const found = await findDocument(deps.db, Number(documentId));
    return found && found.content.orderId === normaliseOrderId(orderId) ? found : undefined;
  };
  return new Hono<OwnerEnv>()
    .get("/:documentId{[0-9]{1,9}}/pdf", owner, async (c) => {
      const document = await ofOrder(c.req.param("orderId"), c.req.param("documentId"));
      if (!document) return c.json({ error: "Document not found" }, 404);
      const language =
        languageOf(c.req.query("lang")) ??
        (await customerLanguage(deps.db, document.content.orderId));
      const pdf = await issuedPdf(deps.photos, document, language);
      return pdfAnswer(pdf, pdfFileName(document.number), "attachment");
    })
    .post("/:documentId{[0-9]{1,9}}/send", owner, jsonBodyLimit(1024), async (c) => {
      const document = await ofOrder(c.req.param("orderId"), c.req.param("documentId"));
      if (!document) return c.json({ error: "Document not found" }, 404);
      if (document.cancelled) return c.json({ error: "This document is already cancelled" }, 409);
      const order = await deps.db
        .selectFrom("orders")
        .selectAll()
        .where("order_id", "=", document.content.orderId)
        .executeTakeFirstOrThrow();
      const messaging =
        order.customer_id === null
          ? undefined
          : await readMessaging(deps.db, Number(order.customer_id));
      const to: [Channel, string][] = [];
      if (messaging?.whatsappConsentAt && order.customer_phone)
        to.push(["whatsapp", order.customer_phone]);
      if (messaging?.emailConsentAt && order.customer_email)
        to.push(["email", order.customer_email]);
      if (!messaging || to.length === 0) return c.json(NO_CHANNEL, 409);
      const now = deps.now();
      const language = messaging.language;
      for (const [channel, recipient] of to)
        await queueMessage(
          deps.db,
          {
            kind: "document",
            channel,
            audience: "customer",
            recipient,
            language,
            orderId: order.order_id,
            documentId: document.id,
            values: {
              name: order.customer_name.trim().split(/\s+/)[0] ?? order.customer_name,
              title: titleIn(document, language),
              number: document.number,
              orderId: order.order_id,
              trackingUrl: trackingLink(deps.publicUrl, language, order.tracking_code),
            },
          },
          now,
        );
      return c.json({ channels: to.map(([channel]) => channel) }, 201);
    });
}

/** The outbox worker's attachments: a document's PDF, in the message's language. */
export function documentAttachments(db: Kysely<Database>, photos: PhotoStore) {
  return async (row: OutboxRow): Promise<OutgoingMessage["attachments"]> => {
    if (row.document_id === null) return undefined;
    const document = await findDocument(db, Number(row.document_id));
    if (!document) return undefined;
    return [
      {
        filename: pdfFileName(document.number),
        content: await issuedPdf(photos, document, row.language),
        contentType: "application/pdf",
      },
    ];
  };
}

/** How long a download link her tracking page gives lasts. */
export const DOWNLOAD_LINK_MS = 60 * 60_000;

const signature = async (db: Kysely<Database>, id: number, expires: number) =>
  (await keyedHash(db, `document-download:${id}:${expires}`)).slice(0, 32);

/**
 * Her documents as her tracking page lists them once she has proved her phone's digits, each
 * with a link to its PDF signed for an hour (the link alone opens only that document).
 */
export async function customerDocuments(
  db: Kysely<Database>,
  orderId: string,
  now: Date = new Date(),
): Promise<PublicDocument[]> {
  const expires = Math.floor((now.getTime() + DOWNLOAD_LINK_MS) / 1000);
  return Promise.all(
    (await loadDocuments(db, orderId)).map(async (d) => ({
      kind: d.kind,
      number: d.number,
      date: d.date,
      amountPaise: d.amountPaise,
      cancelled: d.cancelled !== null,
      href: `/api/documents/${d.id}-${expires}-${await signature(db, d.id, expires)}.pdf`,
    })),
  );
}

/** GET /api/documents/:id-:expires-:signature.pdf?lang=hi: her document's PDF, while the link lasts. */
export function customerDocumentRoutes(deps: {
  db: Kysely<Database>;
  photos: PhotoStore;
  now?: () => Date;
}): Hono {
  const now = deps.now ?? (() => new Date());
  const gone = { error: m.tracking_document_link_expired({}, inLocale("en")) };
  return new Hono().get("/:file{[0-9]{1,9}-[0-9]{1,12}-[0-9a-f]{32}\\.pdf}", async (c) => {
    const [id, expires, sig] = c.req
      .param("file")
      .replace(/\.pdf$/, "")
      .split("-")
      .map(String) as [string, string, string];
    const expected = await signature(deps.db, Number(id), Number(expires));
    if (!timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) return c.json(gone, 404);
    if (Number(expires) * 1000 < now().getTime()) return c.json(gone, 410);
    const document = await findDocument(deps.db, Number(id));
    if (!document) return c.json(gone, 404);
    const language =
      languageOf(c.req.query("lang")) ??
      (await customerLanguage(deps.db, document.content.orderId));
    return pdfAnswer(
      await issuedPdf(deps.photos, document, language),
      pdfFileName(document.number),
      "attachment",
    );
  });
}
