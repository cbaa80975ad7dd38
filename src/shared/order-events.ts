/** An order's timeline: everything that happened to it, who did it and when. */
import type { DocumentKind } from "./billing/documents";
import { EN, m } from "./messages";
import type { Channel, Language } from "./notifications";
import type { CustomerStatus, StepStatus } from "./orders";
import type { ExcessChoice, PaymentMethod } from "./payments";
import { requiredText } from "./schema-fields";
import { z } from "./zod";

export const NOTE_AUDIENCES = ["internal", "customer"] as const;
/** Internal notes are for the owners; customer notes show in the tracking page's history. */
export type NoteAudience = (typeof NOTE_AUDIENCES)[number];

/** One field an edit changed, as the owners read it: "Priority: medium → high". */
export interface FieldChange {
  field: string;
  from: string;
  to: string;
}

export type OrderEventDetail =
  | { kind: "created" }
  | { kind: "edited"; changes: FieldChange[] }
  | { kind: "step"; stepId: string; stepName: string; from: StepStatus; to: StepStatus }
  /** untold: the owner chose not to tell the customer (no message was queued). */
  | { kind: "status"; status: CustomerStatus; untold?: true }
  | {
      kind: "payment";
      paymentId: number;
      amountRupees: number;
      method: PaymentMethod;
      paidOn: string;
      reference: string;
      /** The part above the balance, confirmed by the owner as credit (refunded or kept). */
      credit?: { rupees: number; excess: ExcessChoice };
    }
  | {
      kind: "payment-reversed";
      paymentId: number;
      reversedPaymentId: number;
      amountRupees: number;
      reason: string;
    }
  /** Money given back (shared/refunds.ts): amountRupees is what went out, above zero. */
  | {
      kind: "refund";
      paymentId: number;
      amountRupees: number;
      method: PaymentMethod;
      refundedOn: string;
      reference: string;
      reason: string;
      /** Its refund voucher, when it has one. */
      voucher: { id: number; number: string } | null;
    }
  | { kind: "note"; audience: NoteAudience; text: string }
  | { kind: "cancelled"; reason: string }
  /** The customer's measurements (that version) copied onto the order. */
  | { kind: "measurements"; version: number }
  /** A billing document issued for the order (shared/billing/documents.ts). */
  | {
      kind: "document";
      documentId: number;
      documentKind: DocumentKind;
      number: string;
      amountPaise: number;
    }
  /** Dispatched with a courier (issue 24 §5): its name, the tracking number, the link to it. */
  | { kind: "dispatched"; courier: string; awb: string; link: string }
  /**
   * Made from her accepted quote (issue 22 §4): its reference and version, who accepted it and
   * how (online: she did, on her link; phone, shop: an owner recorded it for her), when, the
   * quote's total and the advance due.
   */
  | {
      kind: "quote-accepted";
      reference: string;
      version: number;
      how: "online" | "phone" | "shop";
      name: string;
      acceptedAt: string;
      totalPaise: number;
      advancePaise: number;
    }
  | {
      kind: "document-cancelled";
      documentId: number;
      documentKind: DocumentKind;
      number: string;
      reason: string;
    };

export type OrderEventKind = OrderEventDetail["kind"];

export type OrderEvent = OrderEventDetail & {
  id: number;
  /** ISO timestamp. */
  at: string;
  /** The owner's display name; null for what the system did (a sample order's creation). */
  by: string | null;
};

export const NOTE_MAX = 1000;

/** A note for no one the API knows (the back office says it in her language). */
export const NOTE_AUDIENCE_REFUSED = m.admin_orders_refuse_audience({}, EN);

/** POST /api/admin/orders/:id/notes */
export const NoteSchema = z.object({
  audience: z.enum(NOTE_AUDIENCES, { error: NOTE_AUDIENCE_REFUSED }),
  text: requiredText("Note", NOTE_MAX),
});
export type NoteInput = z.output<typeof NoteSchema>;

/**
 * POST /api/admin/orders/:id/notes/preview: what the customer will see of a note for her,
 * before it is added: the line on her tracking page (in her language) and each message it
 * sends, word for word as the server would queue it (none without her consent).
 */
export interface NotePreview {
  tracking: { label: string; date: string; text: string; language: Language };
  messages: { channel: Channel; recipient: string; language: Language; body: string }[];
}
