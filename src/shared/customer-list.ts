/**
 * The Customers tab's list (GET /api/admin/customers): searched, filtered, sorted and paged by
 * the server. Pages follow a cursor (the last row's sort value and id), as the inbox's do, so a
 * customer added while the owner reads neither repeats a row nor hides one.
 */
import { SORT_DIRECTIONS, type SortDirection } from "./admin";
import {
  CUSTOMER_QUERY_MAX,
  CUSTOMER_TYPES,
  type CustomerListRow,
  type CustomerType,
} from "./customers";
import { isStorableText, unstorableMessage } from "./storable-text";
import { z } from "./zod";

/** The columns the list sorts by. */
export const CUSTOMER_SORTS = [
  "name",
  "phone",
  "city",
  "type",
  "orders",
  "balance",
  "last",
] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
/** Sorted by a number (the rest by text). */
const NUMERIC_SORTS: readonly CustomerSort[] = ["orders", "balance"];

/** The direction a first click on a column gives: the most orders, owed or recent first. */
export const CUSTOMER_SORT_FIRST: Record<CustomerSort, SortDirection> = {
  name: "asc",
  phone: "asc",
  city: "asc",
  type: "asc",
  orders: "desc",
  balance: "desc",
  last: "desc",
};

/** What the list shows: the search, the type and the order (the address keeps them). */
export interface CustomerListFilter {
  q: string;
  type: "all" | CustomerType;
  sort: CustomerSort;
  dir: SortDirection;
}
export const DEFAULT_CUSTOMER_FILTER: CustomerListFilter = {
  q: "",
  type: "all",
  sort: "name",
  dir: "asc",
};

export const CUSTOMER_PAGE_SIZE = { default: 50, max: 100 } as const;

/** GET /api/admin/customers?q=&type=&sort=&dir=&cursor=&limit= */
export interface CustomerPage {
  customers: CustomerListRow[];
  /** How many customers the search and type hold now. */
  total: number;
  /** Pass as `cursor` (with the same sort) for the next page; null on the last page. */
  nextCursor: string | null;
}

/** Where a page ends: the last row's value in the sorted column, and its id for the ties. */
export interface CustomerCursor {
  sort: CustomerSort;
  dir: SortDirection;
  key: string | number;
  id: number;
}

const MAX_ID = 2 ** 31 - 1;
const KEY_MAX = 4 * CUSTOMER_QUERY_MAX;

export const customerCursor = (c: CustomerCursor): string => `${c.sort}.${c.dir}.${c.id}.${c.key}`;

export function parseCustomerCursor(text: string): CustomerCursor | undefined {
  const [, sort, dir, digits, key] =
    /^([a-z]+)\.(asc|desc)\.([1-9]\d{0,9})\.(.*)$/s.exec(text) ?? [];
  const known = CUSTOMER_SORTS.find((s) => s === sort);
  const id = Number(digits);
  if (!known || !dir || key === undefined || id > MAX_ID || key.length > KEY_MAX) return undefined;
  if (!isStorableText(key)) return undefined;
  const numeric = NUMERIC_SORTS.includes(known);
  if (numeric && !/^-?(0|[1-9]\d{0,14})$/.test(key)) return undefined;
  return { sort: known, dir: dir as SortDirection, id, key: numeric ? Number(key) : key };
}

const LIMIT_ERROR = `limit must be a whole number from 1 to ${CUSTOMER_PAGE_SIZE.max}`;
const CURSOR_ERROR = "cursor must be the nextCursor of an earlier page in the same order";

/** The list's query string; an unknown parameter is ignored. */
export const CustomerListQuerySchema = z
  .object({
    q: z
      .string()
      .max(CUSTOMER_QUERY_MAX, `Search must be at most ${CUSTOMER_QUERY_MAX} characters`)
      // SQLite would match everything after a NUL, PostgreSQL refuses it: neither is a search.
      .refine(isStorableText, unstorableMessage("Search"))
      .optional()
      .default(""),
    type: z
      .enum(["all", ...CUSTOMER_TYPES], {
        error: "type must be all, retail, wholesale or custom",
      })
      .optional()
      .default("all"),
    sort: z
      .enum(CUSTOMER_SORTS, { error: `sort must be one of: ${CUSTOMER_SORTS.join(", ")}` })
      .optional()
      .default(DEFAULT_CUSTOMER_FILTER.sort),
    dir: z
      .enum(SORT_DIRECTIONS, { error: "dir must be asc or desc" })
      .optional()
      .default(DEFAULT_CUSTOMER_FILTER.dir),
    cursor: z
      .string()
      .transform((text, ctx) => {
        const cursor = parseCustomerCursor(text);
        if (!cursor) ctx.issues.push({ code: "custom", message: CURSOR_ERROR, input: text });
        return cursor ?? z.NEVER;
      })
      .optional(),
    limit: z
      .string()
      .regex(/^[1-9]\d{0,2}$/, LIMIT_ERROR)
      .transform(Number)
      .refine((n) => n <= CUSTOMER_PAGE_SIZE.max, LIMIT_ERROR)
      .optional()
      .default(CUSTOMER_PAGE_SIZE.default),
  })
  .superRefine((query, ctx) => {
    const c = query.cursor;
    if (c && (c.sort !== query.sort || c.dir !== query.dir))
      ctx.issues.push({ code: "custom", message: CURSOR_ERROR, path: ["cursor"], input: c });
  });
export type CustomerListQuery = z.output<typeof CustomerListQuerySchema>;

/** The list's filter as a query string (the CSV export lists what the screen shows). */
export const customerFilterQuery = (f: CustomerListFilter): URLSearchParams =>
  new URLSearchParams({ q: f.q.trim(), type: f.type, sort: f.sort, dir: f.dir });
