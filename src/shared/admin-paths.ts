/**
 * The back office's addresses: every screen has its own under /admin/, so Back and Forward move
 * between screens, a link in an e-mail opens one, and two tabs show two screens. The browser
 * reads the screen from the address (adminScreenOf); the server answers every /admin/* path
 * with the one admin page (static-site.ts).
 */
import { DEFAULT_ORDER_FILTER, OrderListQuerySchema, type OrderListFilter } from "./admin";
import { PATHS } from "./paths";

const BASE = PATHS.admin;

export const ADMIN_PATHS = {
  home: BASE,
  orders: `${BASE}/orders`,
  newOrder: `${BASE}/orders/new`,
  order: (orderId: string) => `${BASE}/orders/${encodeURIComponent(orderId)}`,
  /** A bill or receipt of the order: its A4 print view. */
  document: (orderId: string, documentId: number) =>
    `${BASE}/orders/${encodeURIComponent(orderId)}/documents/${documentId}`,
  customers: `${BASE}/customers`,
  newCustomer: `${BASE}/customers/new`,
  customer: (customerId: number) => `${BASE}/customers/${customerId}`,
  inbox: `${BASE}/inbox`,
  /** The customers' enquiries for a quote (issue 22 §2). */
  enquiries: `${BASE}/enquiries`,
  newEnquiry: `${BASE}/enquiries/new`,
  enquiry: (enquiryId: number) => `${BASE}/enquiries/${enquiryId}`,
  /** An issued quote version's A4 page, to print. */
  quoteSheet: (enquiryId: number, version: number) =>
    `${BASE}/enquiries/${enquiryId}/quote/${version}`,
  products: `${BASE}/products`,
  newDesign: `${BASE}/products/new`,
  design: (designId: number) => `${BASE}/products/${designId}`,
  settings: `${BASE}/settings`,
  /** The money views (day book, outstanding balances, GST summary). */
  money: `${BASE}/money`,
  /** The karigars (issue 24 §1), their workload board, one karigar's page, a new one. */
  workshop: `${BASE}/workshop`,
  workload: `${BASE}/workshop/board`,
  newKarigar: `${BASE}/workshop/new`,
  karigar: (karigarId: number) => `${BASE}/workshop/${karigarId}`,
  /** Her appointments (issue 24 §3): the day's and week's views. */
  calendar: `${BASE}/workshop/calendar`,
  /** Work sent out (issue 24 §2): the challans, a new one, one challan. */
  challans: `${BASE}/workshop/challans`,
  newChallan: `${BASE}/workshop/challans/new`,
  challan: (challanId: number) => `${BASE}/workshop/challans/${challanId}`,
} as const;

/** Demo mode's tabs: the spec's four. */
export const ADMIN_TABS = ["Orders", "Products", "Customers", "Settings"] as const;
/** The owners' app's navigation (outside demo mode): the spec's four, the Workshop and Money. */
export const APP_TABS = [
  "Orders",
  "Products",
  "Customers",
  "Workshop",
  "Money",
  "Settings",
] as const;
export type AdminTab = (typeof APP_TABS)[number];

/** Where each tab's link goes. */
export const TAB_PATHS: Record<AdminTab, string> = {
  Orders: ADMIN_PATHS.orders,
  Products: ADMIN_PATHS.products,
  Customers: ADMIN_PATHS.customers,
  Workshop: ADMIN_PATHS.workshop,
  Money: ADMIN_PATHS.money,
  Settings: ADMIN_PATHS.settings,
};

export type AdminScreen =
  | { tab: "Orders"; view: "list" }
  | { tab: "Orders"; view: "new" }
  | { tab: "Orders"; view: "order"; orderId: string }
  | { tab: "Orders"; view: "document"; orderId: string; documentId: number }
  | { tab: "Customers"; view: "list" }
  | { tab: "Customers"; view: "new" }
  | { tab: "Customers"; view: "customer"; customerId: number }
  | { tab: "Customers"; view: "inbox" }
  | { tab: "Customers"; view: "enquiries" }
  | { tab: "Customers"; view: "new-enquiry" }
  | { tab: "Customers"; view: "enquiry"; enquiryId: number }
  | { tab: "Customers"; view: "quote-sheet"; enquiryId: number; version: number }
  | { tab: "Products"; view: "list" }
  | { tab: "Products"; view: "new" }
  | { tab: "Products"; view: "design"; designId: number }
  | { tab: "Workshop"; view: "karigars" }
  | { tab: "Workshop"; view: "board" }
  | { tab: "Workshop"; view: "calendar" }
  | { tab: "Workshop"; view: "new" }
  | { tab: "Workshop"; view: "karigar"; karigarId: number }
  | { tab: "Workshop"; view: "challans" }
  | { tab: "Workshop"; view: "new-challan" }
  | { tab: "Workshop"; view: "challan"; challanId: number }
  | { tab: "Settings"; view: "settings" }
  | { tab: "Money"; view: "money" }
  | { tab: null; view: "unknown" };

const UNKNOWN: AdminScreen = { tab: null, view: "unknown" };
const ID = /^[1-9]\d{0,9}$/;
const ORDER_ID = /^[A-Za-z0-9-]{1,40}$/;

/** The screen an address under /admin shows (a trailing slash is ignored). */
export function adminScreenOf(pathname: string): AdminScreen {
  if (pathname !== BASE && !pathname.startsWith(`${BASE}/`)) return UNKNOWN;
  const parts = pathname.slice(BASE.length).split("/").filter(Boolean);
  const [section, item, ...rest] = parts;
  if (section === "orders" && item && ORDER_ID.test(item) && rest[0] === "documents") {
    const documentId = rest[1];
    return rest.length === 2 && documentId && ID.test(documentId)
      ? { tab: "Orders", view: "document", orderId: item, documentId: Number(documentId) }
      : UNKNOWN;
  }
  if (section === "workshop" && item === "challans") {
    const challan = rest[0];
    if (rest.length === 0) return { tab: "Workshop", view: "challans" };
    if (rest.length > 1 || challan === undefined) return UNKNOWN;
    if (challan === "new") return { tab: "Workshop", view: "new-challan" };
    return ID.test(challan)
      ? { tab: "Workshop", view: "challan", challanId: Number(challan) }
      : UNKNOWN;
  }
  if (section === "enquiries" && item && ID.test(item) && rest[0] === "quote") {
    const version = rest[1];
    return rest.length === 2 && version && /^[1-9]\d{0,4}$/.test(version)
      ? { tab: "Customers", view: "quote-sheet", enquiryId: Number(item), version: Number(version) }
      : UNKNOWN;
  }
  if (rest.length > 0) return UNKNOWN;
  switch (section) {
    case undefined:
      return { tab: "Orders", view: "list" };
    case "orders":
      if (item === undefined) return { tab: "Orders", view: "list" };
      if (item === "new") return { tab: "Orders", view: "new" };
      return ORDER_ID.test(item) ? { tab: "Orders", view: "order", orderId: item } : UNKNOWN;
    case "customers":
      if (item === undefined) return { tab: "Customers", view: "list" };
      if (item === "new") return { tab: "Customers", view: "new" };
      return ID.test(item)
        ? { tab: "Customers", view: "customer", customerId: Number(item) }
        : UNKNOWN;
    case "inbox":
      return item === undefined ? { tab: "Customers", view: "inbox" } : UNKNOWN;
    case "enquiries":
      if (item === undefined) return { tab: "Customers", view: "enquiries" };
      if (item === "new") return { tab: "Customers", view: "new-enquiry" };
      return ID.test(item)
        ? { tab: "Customers", view: "enquiry", enquiryId: Number(item) }
        : UNKNOWN;
    case "products":
      if (item === undefined) return { tab: "Products", view: "list" };
      if (item === "new") return { tab: "Products", view: "new" };
      return ID.test(item) ? { tab: "Products", view: "design", designId: Number(item) } : UNKNOWN;
    case "workshop":
      if (item === undefined) return { tab: "Workshop", view: "karigars" };
      if (item === "board") return { tab: "Workshop", view: "board" };
      if (item === "calendar") return { tab: "Workshop", view: "calendar" };
      if (item === "new") return { tab: "Workshop", view: "new" };
      return ID.test(item)
        ? { tab: "Workshop", view: "karigar", karigarId: Number(item) }
        : UNKNOWN;
    case "settings":
      return item === undefined ? { tab: "Settings", view: "settings" } : UNKNOWN;
    case "money":
      return item === undefined ? { tab: "Money", view: "money" } : UNKNOWN;
    default:
      return UNKNOWN;
  }
}

/**
 * True at the back office's home address (/admin, or /admin/): the orders list with the
 * dashboard's tiles above it. Every other screen starts with its own work.
 */
export function isAdminHome(pathname: string): boolean {
  return pathname.replace(/\/+$/, "") === BASE;
}

/** The orders list's filter from its address's query string (a part that does not parse: its default). */
export function orderFilterOf(params: URLSearchParams): OrderListFilter {
  const filter = { ...DEFAULT_ORDER_FILTER };
  for (const key of Object.keys(filter) as (keyof OrderListFilter)[]) {
    const part = params.get(key);
    if (part === null) continue;
    const parsed = OrderListQuerySchema.shape[key].safeParse(part);
    if (parsed.success) Object.assign(filter, { [key]: parsed.data });
  }
  return filter;
}

/** The orders list's query string: only what differs from the default, so /admin/orders is the plain list. */
export function orderFilterParams(filter: OrderListFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search) params.set("search", filter.search);
  if (filter.priority !== DEFAULT_ORDER_FILTER.priority) params.set("priority", filter.priority);
  if (filter.state !== DEFAULT_ORDER_FILTER.state) params.set("state", filter.state);
  if (filter.moneyDue) params.set("moneyDue", "1");
  if (filter.attention !== DEFAULT_ORDER_FILTER.attention)
    params.set("attention", filter.attention);
  if (filter.sort !== DEFAULT_ORDER_FILTER.sort || filter.dir !== DEFAULT_ORDER_FILTER.dir) {
    params.set("sort", filter.sort);
    params.set("dir", filter.dir);
  }
  return params;
}
