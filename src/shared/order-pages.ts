/**
 * The owners' orders list in pages (GET /api/admin/orders): the server filters, searches, sorts
 * and pages; a page ends at a cursor (the last row's sort value and order ID), and the next one
 * begins strictly after it, so orders taken, changed or cancelled while the owner reads neither
 * repeat nor hide the others (as the inbox's pages: admin-messages.ts).
 */
import {
  ORDER_SORTS,
  OrderListQuerySchema,
  SORT_DIRECTIONS,
  type AdminOrderSummary,
  type OrderSort,
  type SortDirection,
} from "./admin";
import type { AttentionGroup } from "./attention";
import { z } from "./zod";

/** Rows a page holds unless asked (a screen and more on a computer), and at most. */
export const ORDER_PAGE_SIZE = { default: 100, max: 200 } as const;

/** How many orders each group of what needs attention holds, over every order. */
export type AttentionCounts = Record<AttentionGroup, number>;

/** GET /api/admin/orders?…&limit=&cursor= */
export interface OrderPage {
  /** In the order asked for. */
  orders: AdminOrderSummary[];
  /** Pass as `cursor` (with the same filter and sort) for the next page; null on the last. */
  nextCursor: string | null;
  /** The attention groups' counts, read with this page. */
  attention: AttentionCounts;
}

/** Where a page ends: the last row's sort value (as the server compares it) and its ID. */
export interface OrderCursor {
  sort: OrderSort;
  dir: SortDirection;
  key: string | number;
  orderId: string;
}

/** Sorts whose value is a number (the rest are text). */
const NUMERIC: ReadonlySet<OrderSort> = new Set<OrderSort>(["step", "balance"]);
const ORDER_ID = /^[A-Za-z0-9-]{1,40}$/;

const toBase64Url = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

const fromBase64Url = (text: string): string | undefined => {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(
      Uint8Array.from(binary, (c) => c.charCodeAt(0)),
    );
  } catch {
    return undefined;
  }
};

export const orderCursor = (c: OrderCursor): string =>
  `${c.sort}.${c.dir}.${toBase64Url(JSON.stringify([c.key, c.orderId]))}`;

export function parseOrderCursor(text: string): OrderCursor | undefined {
  const [sort, dir, body, ...rest] = text.split(".");
  if (rest.length > 0 || body === undefined) return undefined;
  if (!(ORDER_SORTS as readonly string[]).includes(sort!)) return undefined;
  if (!(SORT_DIRECTIONS as readonly string[]).includes(dir!)) return undefined;
  const json = fromBase64Url(body);
  let parts: unknown;
  try {
    parts = json === undefined ? undefined : JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parts) || parts.length !== 2) return undefined;
  const [key, orderId] = parts as unknown[];
  if (typeof orderId !== "string" || !ORDER_ID.test(orderId)) return undefined;
  const numeric = NUMERIC.has(sort as OrderSort);
  const keyOk = numeric
    ? typeof key === "number" && Number.isSafeInteger(key)
    : typeof key === "string" && key.length <= 400;
  if (!keyOk) return undefined;
  return {
    sort: sort as OrderSort,
    dir: dir as SortDirection,
    key: key as string | number,
    orderId,
  };
}

const LIMIT_ERROR = `limit must be a whole number from 1 to ${ORDER_PAGE_SIZE.max}`;
const CURSOR_ERROR = "cursor must be the nextCursor of an earlier page with the same sort";

/**
 * GET /api/admin/orders's query: the list's filter (OrderListQuerySchema, a missing part its
 * default), the page's size and where it begins; an unknown parameter is ignored.
 */
export const OrderPageQuerySchema = OrderListQuerySchema.extend({
  limit: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, LIMIT_ERROR)
    .transform(Number)
    .refine((n) => n <= ORDER_PAGE_SIZE.max, LIMIT_ERROR)
    .optional()
    .default(ORDER_PAGE_SIZE.default),
  cursor: z
    .string()
    .transform((text, ctx) => {
      const cursor = parseOrderCursor(text);
      if (!cursor) ctx.issues.push({ code: "custom", message: CURSOR_ERROR, input: text });
      return cursor ?? z.NEVER;
    })
    .optional(),
}).superRefine((q, ctx) => {
  if (q.cursor && (q.cursor.sort !== q.sort || q.cursor.dir !== q.dir))
    ctx.issues.push({ code: "custom", message: CURSOR_ERROR, path: ["cursor"], input: q.cursor });
});
export type OrderPageQuery = z.output<typeof OrderPageQuerySchema>;
