/**
 * The owners' inbox of contact-form messages (GET /api/admin/messages): newest first, in pages
 * that follow a cursor rather than an offset, so a message arriving while the owner reads
 * neither repeats nor hides one of the older ones.
 */
import { isStorableText, unstorableMessage } from "./storable-text";
import { z } from "./zod";

export interface ContactMessageRecord {
  id: number;
  name: string;
  phone: string;
  email: string;
  subject: string;
  message: string;
  /** ISO timestamp. */
  receivedAt: string;
  /** When an owner marked it handled (ISO timestamp), and who (display name); null until then. */
  handledAt: string | null;
  handledBy: string | null;
  /** The customer record made from it, if any. */
  customerId: number | null;
}

/** GET /api/admin/messages?limit=&cursor=&handled=&q= */
export interface MessagePage {
  /** Newest first: by receivedAt, then by id. */
  messages: ContactMessageRecord[];
  /** How many messages the filter and search hold now (at most SHORT_SEARCH_COUNT_MAX for a short search). */
  total: number;
  /** True when more than `total` messages match: a short search's count stopped there. */
  moreThanTotal: boolean;
  /** Pass as `cursor` for the next, older page; null on the last page. */
  nextCursor: string | null;
}

/**
 * A search with no word of three letters or more has no trigram to look up, so it is compared
 * row by row; its count stops past this many matches (the inbox says "More than 1,000
 * messages"), so a letter typed into the search never reads the whole table just to count.
 */
export const SHORT_SEARCH_COUNT_MAX = 1000;

export const MESSAGE_PAGE_SIZE = { default: 20, max: 100 } as const;
export const MESSAGE_SEARCH_MAX = 100;

/** Where a page ends: the last message shown. Pages go on with strictly older messages. */
export interface MessageCursor {
  receivedAt: string;
  id: number;
}

/** Message ids are 32-bit integers (PostgreSQL `integer`); a larger one cannot exist. */
const MAX_ID = 2 ** 31 - 1;
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([1-9]\d{0,9})$/;

export const messageCursor = (m: MessageCursor): string => `${m.receivedAt}_${m.id}`;

export function parseMessageCursor(text: string): MessageCursor | undefined {
  const [, receivedAt, digits] = CURSOR.exec(text) ?? [];
  if (!receivedAt || !digits) return undefined;
  const date = new Date(receivedAt);
  const id = Number(digits);
  const valid = !Number.isNaN(date.getTime()) && date.toISOString() === receivedAt && id <= MAX_ID;
  return valid ? { receivedAt, id } : undefined;
}

export const MESSAGE_FILTERS = ["all", "yes", "no"] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

/** PATCH /api/admin/messages/:id */
export const MessageHandledSchema = z.object({
  handled: z.boolean({ error: "handled must be true or false" }),
});

const LIMIT_ERROR = `limit must be a whole number from 1 to ${MESSAGE_PAGE_SIZE.max}`;
const CURSOR_ERROR = "cursor must be the nextCursor of an earlier page";

/** The query string of GET /api/admin/messages; an unknown parameter is ignored. */
export const MessagePageQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, LIMIT_ERROR)
    .transform(Number)
    .refine((n) => n <= MESSAGE_PAGE_SIZE.max, LIMIT_ERROR)
    .optional()
    .default(MESSAGE_PAGE_SIZE.default),
  cursor: z
    .string()
    .transform((text, ctx) => {
      const cursor = parseMessageCursor(text);
      if (!cursor) ctx.issues.push({ code: "custom", message: CURSOR_ERROR, input: text });
      return cursor ?? z.NEVER;
    })
    .optional(),
  /** Which messages: all (the default), only those handled, or only those still to handle. */
  handled: z
    .enum(MESSAGE_FILTERS, { error: "handled must be all, yes or no" })
    .optional()
    .default("all"),
  /**
   * A search: her name, e-mail, subject or message holding every word (ignoring case), or her
   * phone holding the digits of a number typed in any form. Pages go on with the same search.
   */
  q: z
    .string()
    .max(MESSAGE_SEARCH_MAX, `Search must be at most ${MESSAGE_SEARCH_MAX} characters`)
    .refine(isStorableText, unstorableMessage("Search"))
    .optional()
    .default(""),
});
export type MessagePageQuery = z.output<typeof MessagePageQuerySchema>;
