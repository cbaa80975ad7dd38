/**
 * The owners' admin area: the API contract shared by browser and server, and its pure rules.
 * The login page texts and toasts are the spec's (section 8), word for word.
 */
import { isStorableText, unstorableMessage } from "./storable-text";
import { z } from "./zod";
import { ATTENTION_GROUPS, inAttentionGroup, type AttentionGroup } from "./attention";
import { todayInIndia } from "./dates";
import type { Locale } from "./locale";
import { EN, inLocale, m } from "./messages";
import type { MeasurementVersion } from "./measurements";
import { formatRupees, PRIORITIES, STEP_STATUSES } from "./orders";
import type { OrderEvent } from "./order-events";
import type { CustomerStatus, Order, OrderType, Priority, ProductionStep } from "./orders";
import type { Payment } from "./payments";

export interface AdminUser {
  username: string;
  displayName: string;
}

export interface DemoAccount extends AdminUser {
  password: string;
}

/** GET /api/admin/config: whether the login page prints the demo credentials. */
export interface AdminConfig {
  demoMode: boolean;
  demoAccounts: DemoAccount[];
}

/** POST /api/admin/login answer. The browser keeps the token in memory only. */
export interface LoginResponse {
  /**
   * Where the page keeps the session: "memory" (demo mode: the token in React state, so a
   * reload logs out, as the spec says) or "cookie" (production mode: the HttpOnly session
   * cookie the login set; the page forgets the token, which scripts and tests may use).
   */
  session: "memory" | "cookie";
  token: string;
  expiresAt: string;
  user: AdminUser;
  /** The language of her own screens, kept on her account (docs/decisions/0017). */
  language: Locale;
}

/** GET /api/admin/session, and GET /api/admin/session/resume's `session`. */
export interface SessionAnswer {
  user: AdminUser;
  expiresAt: string;
  language: Locale;
}

/** The owners' view of one order, as GET /api/admin/orders/:id and every change answer it. */
export type AdminOrder = Order & {
  totalAmount: string;
  /**
   * Goes up by one with every stored change to the order. Of two answers about the same order,
   * the one with the higher revision is the newer, whichever arrived last.
   */
  revision: number;
  /** Payments less reversals, whole rupees. */
  paidRupees: number;
  /** The quoted amount less what was paid (negative when overpaid). */
  balanceRupees: number;
  /** The advance her accepted quote asked, whole paise (issue 22 §4); null: none asked. */
  advanceDuePaise: number | null;
  /** The copy of the customer's measurements the order is made with; null when none. */
  measurements: MeasurementVersion | null;
};

/** One row of the admin order list (GET /api/admin/orders → { orders }): see orderSummaryOf. */
export interface AdminOrderSummary {
  orderId: string;
  customerName: string;
  /** Her number, for the list's call and WhatsApp links. */
  customerPhone: string;
  orderDate: string;
  expectedDelivery: string;
  orderType: OrderType;
  priority: Priority;
  /** Whole rupees quoted; totalAmount is the same formatted. */
  amountRupees: number;
  totalAmount: string;
  currentStep: number;
  totalSteps: number;
  /** The current step's name, or 'Completed' when all steps are done. */
  currentStepName: string;
  currentStatus: CustomerStatus;
  revision: number;
  balanceRupees: number;
  /** The balance as the list shows it: "₹12,000", or "Paid" when nothing is due. */
  balanceDue: string;
  cancelled: boolean;
}

/** What orderSummaryOf reads: an AdminOrder has it all, the server's list query reads just this. */
export type OrderSummarySource = Pick<
  AdminOrder,
  | "orderId"
  | "customerName"
  | "customerPhone"
  | "orderDate"
  | "expectedDelivery"
  | "orderType"
  | "priority"
  | "amountRupees"
  | "currentStep"
  | "currentStatus"
  | "revision"
  | "balanceRupees"
> & {
  productionSteps: readonly Pick<ProductionStep, "name">[];
  cancellation: unknown;
};

/**
 * The list row of an order. The server builds the list with it and the browser builds the row
 * from a step change's answer with it, so the two can never disagree.
 */
export function orderSummaryOf(order: OrderSummarySource): AdminOrderSummary {
  const steps = order.productionSteps;
  return orderSummaryFrom(order, {
    total: steps.length,
    current: steps[order.currentStep]?.name ?? null,
  });
}

/**
 * The list row from the order's fields and its steps' count and current step's name (null past
 * the last step): what the server's list reads for a page without reading every step.
 */
export function orderSummaryFrom(
  order: Omit<OrderSummarySource, "productionSteps">,
  steps: { total: number; current: string | null },
): AdminOrderSummary {
  return {
    orderId: order.orderId,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    orderDate: order.orderDate,
    expectedDelivery: order.expectedDelivery,
    orderType: order.orderType,
    priority: order.priority,
    amountRupees: order.amountRupees,
    totalAmount: formatRupees(order.amountRupees),
    currentStep: order.currentStep,
    totalSteps: steps.total,
    currentStepName:
      order.currentStep >= steps.total ? COMPLETED_LABEL : (steps.current ?? COMPLETED_LABEL),
    currentStatus: order.currentStatus,
    revision: order.revision,
    balanceRupees: order.balanceRupees,
    balanceDue: order.balanceRupees > 0 ? formatRupees(order.balanceRupees) : PAID_LABEL,
    cancelled: order.cancellation !== null,
  };
}

/** The server writes list rows in English (the back office says them in her language). */
export const PAID_LABEL = m.admin_balance_paid({}, EN);

/** GET /api/admin/orders/:id, and the answer of every change to the order. */
export interface AdminOrderDetail {
  order: AdminOrder;
  /** Oldest first. */
  payments: Payment[];
  /** Newest first. */
  timeline: OrderEvent[];
}

export const COMPLETED_LABEL = m.admin_step_completed_all({}, EN);

export function currentStepName(steps: readonly { name: string }[], currentStep: number): string {
  return currentStep >= steps.length
    ? COMPLETED_LABEL
    : (steps[currentStep]?.name ?? COMPLETED_LABEL);
}

export type PriorityFilter = "all" | Priority;

/** Which orders the list shows: the ones in hand (the default), the cancelled ones, or all. */
export const ORDER_STATES = ["active", "cancelled", "all"] as const;
export type OrderStateFilter = (typeof ORDER_STATES)[number];

/**
 * The columns the orders list sorts by, on the server (GET /api/admin/orders?sort=&dir=):
 * "ordered" (order date, the default, newest first), ID, customer name (ignoring case), expected
 * delivery, production step, balance due. Ties go by order ID.
 */
export const ORDER_SORTS = ["ordered", "id", "customer", "delivery", "step", "balance"] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface OrderListFilter {
  search: string;
  priority: PriorityFilter;
  state: OrderStateFilter;
  /** Only orders with money still due. */
  moneyDue: boolean;
  /** Only the orders of one group of what needs attention today. */
  attention: "all" | AttentionGroup;
  /** The order the server lists them in. */
  sort: OrderSort;
  dir: SortDirection;
}

export const DEFAULT_ORDER_FILTER: OrderListFilter = {
  search: "",
  priority: "all",
  state: "active",
  moneyDue: false,
  attention: "all",
  sort: "ordered",
  dir: "desc",
};

/**
 * Typing in a back-office search (the orders', customers', inbox's, a new order's customer)
 * waits this long after the last letter before the server is asked: "Meena" typed is one
 * request, not five. The box and the address keep every letter meanwhile.
 */
export const SEARCH_SETTLE_MS = 250;

/**
 * The search's text as matched: trimmed, its ASCII capitals in small letters. Only ASCII, so the
 * browser and both databases agree exactly (SQLite's lower() folds no other letters; the
 * server's search keys are folded the same way, migration 0022); Devanagari has no capitals.
 */
export const searchFold = (text: string): string =>
  text.trim().replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * Free-text search on order ID or customer name (ignoring case) AND the other filters. The
 * server's list (server/admin/order-filter-sql.ts) is the same rule in SQL; this one applies it
 * to rows the browser already holds (and the tests compare the two).
 */
export function filterAdminOrders<
  T extends Pick<
    AdminOrderSummary,
    | "orderId"
    | "customerName"
    | "priority"
    | "cancelled"
    | "balanceRupees"
    | "expectedDelivery"
    | "currentStatus"
  >,
>(orders: readonly T[], filter: Partial<OrderListFilter>, today = todayInIndia()): T[] {
  const f = { ...DEFAULT_ORDER_FILTER, ...filter };
  const needle = searchFold(f.search);
  return orders.filter(
    (o) =>
      (f.priority === "all" || o.priority === f.priority) &&
      (f.state === "all" || o.cancelled === (f.state === "cancelled")) &&
      (!f.moneyDue || o.balanceRupees > 0) &&
      (f.attention === "all" || inAttentionGroup(o, f.attention, today)) &&
      (needle === "" ||
        searchFold(o.orderId).includes(needle) ||
        searchFold(o.customerName).includes(needle)),
  );
}

/** The list's filter as a query string (the CSV export applies the filter shown). */
export const orderFilterQuery = (f: OrderListFilter): string =>
  new URLSearchParams({
    search: f.search,
    priority: f.priority,
    state: f.state,
    moneyDue: f.moneyDue ? "1" : "0",
    attention: f.attention,
    sort: f.sort,
    dir: f.dir,
  }).toString();

/** The list's order as GET /api/admin/orders's query string. */
export const orderSortQuery = (f: Pick<OrderListFilter, "sort" | "dir">): string =>
  new URLSearchParams({ sort: f.sort, dir: f.dir }).toString();

/** The longest search the orders list takes (its box holds no more). */
export const ORDER_SEARCH_MAX = 100;

/** GET /api/admin/orders/export.csv?…: the filter the list shows; a missing part is its default. */
export const OrderListQuerySchema = z.object({
  search: z
    .string()
    .max(ORDER_SEARCH_MAX, m.admin_orders_list_search_too_long({ max: ORDER_SEARCH_MAX }, EN))
    .optional()
    .default(""),
  priority: z
    .enum(["all", ...PRIORITIES], { error: "priority must be all, urgent, high, medium or low" })
    .optional()
    .default("all"),
  state: z
    .enum(ORDER_STATES, { error: "state must be active, cancelled or all" })
    .optional()
    .default("active"),
  moneyDue: z
    .enum(["0", "1"], { error: "moneyDue must be 0 or 1" })
    .optional()
    .default("0")
    .transform((v) => v === "1"),
  attention: z
    .enum(["all", ...ATTENTION_GROUPS], {
      error: `attention must be all or one of: ${ATTENTION_GROUPS.join(", ")}`,
    })
    .optional()
    .default("all"),
  sort: z
    .enum(ORDER_SORTS, { error: `sort must be one of: ${ORDER_SORTS.join(", ")}` })
    .optional()
    .default("ordered"),
  dir: z.enum(SORT_DIRECTIONS, { error: "dir must be asc or desc" }).optional().default("desc"),
});

/** GET /api/admin/orders?sort=&dir=: the order of the list (the filters apply in the browser). */
export const OrderSortQuerySchema = OrderListQuerySchema.pick({ sort: true, dir: true });

/** The dashboard's fixed tiles (spec §3). */
export const DASHBOARD_TILES = [
  { label: "Total Orders", value: "247", trend: "+12%" },
  { label: "Active Customers", value: "1,250", trend: "+8%" },
  { label: "Revenue (Month)", value: "₹4,75,000", trend: "+15%" },
  { label: "Products", value: "156", trend: "+3" },
] as const;

export const PRODUCT_CATEGORY_TILES = ["Poshak Sets", "Sarees", "Kurtis"] as const;

/** A random item count between 10 and 59 for a category tile (the spec fixes the range). */
export const randomCategoryCount = (random: () => number = Math.random): number =>
  10 + Math.floor(random() * 50);

/** The login page's toasts: the spec's, in English whatever the owner reads (its page is English). */
const LOGIN_TOASTS = {
  missing: { title: "Missing credentials", description: "Please enter both username and password" },
  failed: { title: "Login failed", description: "Invalid username or password" },
} as const;

/**
 * The spec's toasts after login in the owner's language (docs/decisions/0017): word for word in
 * English (messages/admin/en.json), in Hindi when she reads Hindi.
 */
export function adminToasts(locale: Locale) {
  const o = inLocale(locale);
  return {
    ...LOGIN_TOASTS,
    success: (name: string) => ({
      title: m.admin_toast_login_title({}, o),
      description: m.admin_toast_login_description({ name }, o),
    }),
    logout: {
      title: m.admin_toast_logout_title({}, o),
      description: m.admin_toast_logout_description({}, o),
    },
    stepUpdated: {
      title: m.admin_toast_step_title({}, o),
      description: m.admin_toast_step_description({}, o),
    },
  };
}

/** In English, as the spec says them. */
export const ADMIN_TOASTS = adminToasts("en");

export const LOGIN_FIELD_LIMITS = { username: 64, password: 256 } as const;

/** A missing or empty field gets the spec's 'Please enter both username and password'. */
const loginField = (field: "username" | "password") =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? ADMIN_TOASTS.missing.description
          : `${field} must be text`,
    })
    .min(1, ADMIN_TOASTS.missing.description)
    .max(
      LOGIN_FIELD_LIMITS[field],
      `${field} must be at most ${LOGIN_FIELD_LIMITS[field]} characters`,
    )
    .refine(isStorableText, unstorableMessage(field));

/** POST /api/admin/login body. Usernames ignore case and surrounding spaces. */
export const LoginRequestSchema = z.object({
  username: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
    loginField("username"),
  ),
  password: loginField("password"),
  /** "Keep me signed in on this device" (production mode only; docs/decisions/0015). */
  remember: z.boolean({ error: "remember must be true or false" }).optional().default(false),
});
export type LoginRequest = z.output<typeof LoginRequestSchema>;

/** PATCH /api/admin/orders/:orderId/steps/:stepId body. */
export const StepUpdateSchema = z.object({
  status: z.enum(STEP_STATUSES, {
    error: `status must be one of: ${STEP_STATUSES.join(", ")}`,
  }),
  /** false: "don't tell the customer" — a status this change moves her to sends no message. */
  tell: z.boolean({ error: "tell must be true or false" }).optional().default(true),
});
export type StepUpdate = z.output<typeof StepUpdateSchema>;
