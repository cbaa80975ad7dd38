/**
 * The owners' Enquiries (issue 22 §2; GET/POST/PATCH /api/admin/enquiries): each enquiry's
 * state in the pipeline, the list's query (state, search, keyset pages like the inbox's), what
 * a row and a detail carry, and the owners' inputs. Refusals in English, naming the field.
 */
import { messageCursor, parseMessageCursor, type MessageCursor } from "../admin-messages";
import { isoDate } from "../schema-fields";
import { isStorableText, unstorableMessage } from "../storable-text";
import { z } from "../zod";
import type { AnswerChannel, Buyer, Occasion } from "./enquiry";

/** new → quoted → accepted / declined / lost (with a reason) / expired. */
export const ENQUIRY_STATES = ["new", "quoted", "accepted", "declined", "lost", "expired"] as const;
export type EnquiryState = (typeof ENQUIRY_STATES)[number];

/** Where it came from: her form, a call or a visit typed in by an owner, a contact message. */
export const ENQUIRY_SOURCES = ["website", "call", "visit", "contact"] as const;
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];

/**
 * The moves an owner may make. A closed enquiry (accepted, declined, lost, expired) may be
 * opened again as new: she came back.
 */
export const NEXT_STATES: Record<EnquiryState, readonly EnquiryState[]> = {
  new: ["quoted", "lost", "expired"],
  quoted: ["accepted", "declined", "lost", "expired", "new"],
  accepted: ["new"],
  declined: ["new"],
  lost: ["new"],
  expired: ["new"],
};

/** The list's filters: one state, those with a follow-up date due by today, or all. */
export const ENQUIRY_FILTERS = ["all", ...ENQUIRY_STATES, "follow-up"] as const;
export type EnquiryFilter = (typeof ENQUIRY_FILTERS)[number];

export const ENQUIRY_PAGE_SIZE = { default: 30, max: 100 } as const;
export const ENQUIRY_SEARCH_MAX = 100;
export const LOST_REASON_MAX = 300;

export interface EnquiryRow {
  id: number;
  reference: string;
  source: EnquirySource;
  name: string;
  phone: string;
  email: string;
  designs: string[];
  occasion: Occasion;
  neededBy: string | null;
  quantity: number;
  buyer: Buyer;
  city: string;
  state: EnquiryState;
  followUpOn: string | null;
  customerId: number | null;
  /** ISO timestamp. */
  receivedAt: string;
  revision: number;
}

export interface EnquiryEvent {
  at: string;
  /** The owner's display name; null: the customer, on the website. */
  by: string | null;
  detail: EnquiryEventDetail;
}

export type EnquiryEventDetail =
  | { kind: "received"; source: EnquirySource; contactMessageId?: number }
  | { kind: "state"; from: EnquiryState; to: EnquiryState; reason?: string }
  | { kind: "follow-up"; on: string | null }
  | { kind: "customer"; customerId: number; created: boolean }
  /** Her quote (issue 22 §3–4): a version sent, her request for changes, its acceptance. */
  | {
      kind: "quote";
      action: "sent" | "changes-asked" | "accepted";
      version: number;
      /** Her words (changes asked); who accepted it (accepted). */
      text?: string;
      orderId?: string;
    };

export interface EnquiryDetail extends EnquiryRow {
  sizes: string;
  measureAtBoutique: boolean;
  stateName: string;
  answerBy: AnswerChannel;
  language: "en" | "hi";
  consent: boolean;
  note: string;
  lostReason: string;
  contactMessageId: number | null;
  events: EnquiryEvent[];
}

/** GET /api/admin/enquiries */
export interface EnquiryPage {
  rows: EnquiryRow[];
  /** How many enquiries the filter and search hold. */
  total: number;
  /** Pass as `cursor` for the next, older page; null on the last. */
  nextCursor: string | null;
  /** How many enquiries each state holds (the search and filter aside), and the follow-ups due. */
  counts: Record<EnquiryState, number> & { all: number; "follow-up": number };
}

export const enquiryCursor = (c: MessageCursor): string => messageCursor(c);
export const parseEnquiryCursor = parseMessageCursor;

const LIMIT_ERROR = `limit must be a whole number from 1 to ${ENQUIRY_PAGE_SIZE.max}`;

/** The query string of GET /api/admin/enquiries; an unknown parameter is ignored. */
export const EnquiryPageQuerySchema = z.object({
  state: z
    .enum(ENQUIRY_FILTERS, { error: `state must be one of ${ENQUIRY_FILTERS.join(", ")}` })
    .optional()
    .default("all"),
  q: z
    .string({ error: "q must be text" })
    .trim()
    .max(ENQUIRY_SEARCH_MAX, `q must be at most ${ENQUIRY_SEARCH_MAX} characters`)
    .refine(isStorableText, unstorableMessage("q"))
    .optional()
    .default(""),
  limit: z
    .string({ error: LIMIT_ERROR })
    .regex(/^\d{1,3}$/, LIMIT_ERROR)
    .transform(Number)
    .refine((n) => n >= 1 && n <= ENQUIRY_PAGE_SIZE.max, LIMIT_ERROR)
    .optional()
    .default(ENQUIRY_PAGE_SIZE.default),
  cursor: z
    .string({ error: "cursor must be the nextCursor of an earlier page" })
    .transform((text, ctx) => {
      const cursor = parseEnquiryCursor(text);
      if (!cursor) {
        ctx.addIssue({
          code: "custom",
          message: "cursor must be the nextCursor of an earlier page",
        });
        return z.NEVER;
      }
      return cursor;
    })
    .optional(),
});
export type EnquiryPageQuery = z.output<typeof EnquiryPageQuerySchema>;

/** PATCH /api/admin/enquiries/:id: a move in the pipeline and/or the follow-up date. */
export const EnquiryChangeSchema = z
  .object({
    revision: z.number({ error: "revision must be a number" }).int("revision must be a number"),
    state: z
      .enum(ENQUIRY_STATES, {
        error: "State must be one of new, quoted, accepted, declined, lost, expired",
      })
      .optional(),
    lostReason: z
      .string({ error: "Reason must be text" })
      .trim()
      .max(LOST_REASON_MAX, `Reason must be at most ${LOST_REASON_MAX} characters`)
      .refine(isStorableText, unstorableMessage("Reason"))
      .optional()
      .default(""),
    followUpOn: z
      .union([isoDate("Follow-up date"), z.null()], {
        error: "Follow-up date must be a date (yyyy-mm-dd) or none",
      })
      .optional(),
  })
  .superRefine((c, ctx) => {
    if (c.state === "lost" && c.lostReason === "")
      ctx.addIssue({
        code: "custom",
        path: ["lostReason"],
        message: "Reason is required when an enquiry is lost",
      });
    if (c.state === undefined && c.followUpOn === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["state"],
        message: "State or follow-up date is required",
      });
  });
export type EnquiryChange = z.output<typeof EnquiryChangeSchema>;

/** How an owner's enquiry came: a call, a visit to the shop, or a contact message. */
export const OWNER_ENQUIRY_SOURCES = ["call", "visit", "contact"] as const;
export type OwnerEnquirySource = (typeof OWNER_ENQUIRY_SOURCES)[number];

/** POST /api/admin/enquiries: her enquiry's fields (enquirySchema) and where it came from. */
export const OwnerEnquiryExtraSchema = z
  .object({
    source: z.enum(OWNER_ENQUIRY_SOURCES, { error: "Source must be call, visit or contact" }),
    fromMessageId: z
      .number({ error: "fromMessageId must be a message's id" })
      .int("fromMessageId must be a message's id")
      .positive("fromMessageId must be a message's id")
      .max(2 ** 31 - 1, "fromMessageId must be a message's id")
      .optional(),
  })
  .refine((e) => (e.source === "contact") === (e.fromMessageId !== undefined), {
    path: ["fromMessageId"],
    message: "fromMessageId is required for an enquiry from a contact message, and only then",
  });
