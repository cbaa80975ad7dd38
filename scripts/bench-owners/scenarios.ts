/**
 * The owners' scenarios (issue 27): each list view, a customer's page, the dashboard, the
 * searches, the designs (the Products tab's and the order form's), the three exports, and a
 * visitor's tracking lookup alone, while an owner reloads the orders list, while two exports
 * run and while an export and a reload run together (as her pages are then too).
 */
import {
  DEFAULT_ORDER_FILTER,
  orderFilterQuery,
  type OrderListFilter,
} from "../../src/shared/admin";
import type { Probe } from "./measure";
import type { Picks } from "./picks";

export interface OwnerScenario {
  name: string;
  /** Called for each request (a visitor's comes from a new address each time). */
  probe: () => Probe;
  /** Sent round and round, one loop each, while the probe is measured. */
  meanwhile?: (() => Probe)[];
}

const BROWSER = { "accept-encoding": "gzip, deflate, br", accept: "*/*" };

let visitors = 0;
/** A distinct address per request (172.16.x.y), so the lookups' rate limit never trips. */
const visitor = (path: string) => (): Probe => {
  const n = ++visitors;
  return {
    path,
    headers: { ...BROWSER, "x-forwarded-for": `172.16.${(n >> 8) & 255}.${n & 255}` },
  };
};

export function ownerScenarios(token: string, picks: Picks): OwnerScenario[] {
  const owner = (path: string) => (): Probe => ({
    path,
    headers: { ...BROWSER, authorization: `Bearer ${token}` },
  });
  const list = (f: Partial<OrderListFilter>) =>
    owner(`/api/admin/orders?${orderFilterQuery({ ...DEFAULT_ORDER_FILTER, ...f })}`);
  const ordersCsv = owner("/api/admin/orders/export.csv?state=all");
  const customersCsv = owner("/api/admin/customers/export.csv");
  const tracking = visitor(`/api/orders/${picks.trackingId}`);
  return [
    { name: "Orders list: active (the first view)", probe: list({}) },
    { name: "Orders list: overdue", probe: list({ attention: "overdue" }) },
    { name: "Orders list: due in 7 days", probe: list({ attention: "due-soon" }) },
    { name: "Orders list: ready", probe: list({ attention: "ready" }) },
    { name: "Orders list: delivered, money due", probe: list({ attention: "unpaid-delivered" }) },
    { name: "Orders list: cancelled", probe: list({ state: "cancelled" }) },
    {
      name: "Orders list: all, by customer",
      probe: list({ state: "all", sort: "customer", dir: "asc" }),
    },
    { name: 'Orders list: search "sharm"', probe: list({ state: "all", search: "sharm" }) },
    { name: "An order's detail", probe: owner(`/api/admin/orders/${picks.orderId}`) },
    {
      name: "A customer's page (one order)",
      probe: owner(`/api/admin/customers/${picks.oneOrderCustomer}`),
    },
    {
      name: "A customer's page (her most orders)",
      probe: owner(`/api/admin/customers/${picks.loyalCustomer}`),
    },
    { name: "Dashboard", probe: owner("/api/admin/dashboard") },
    {
      // One name on every database (the digits are each one's own customer's), so one row.
      name: "Customer search by six of her phone's digits",
      probe: owner(`/api/admin/customers?q=${picks.phoneDigits}`),
    },
    { name: "Customers' first page", probe: owner("/api/admin/customers") },
    {
      name: "Customers' last page",
      probe: owner(
        picks.customersLastPage
          ? `/api/admin/customers?${new URLSearchParams({ cursor: picks.customersLastPage })}`
          : "/api/admin/customers",
      ),
    },
    { name: "Designs list (Products tab)", probe: owner("/api/admin/designs") },
    { name: "Designs to choose from (order form)", probe: owner("/api/admin/designs/choices") },
    { name: "Inbox, first page", probe: owner("/api/admin/messages") },
    { name: "Orders CSV (all)", probe: ordersCsv },
    { name: "Customers CSV", probe: customersCsv },
    { name: "Payments CSV", probe: owner("/api/admin/orders/payments/export.csv") },
    { name: "GET /products (HTML, br)", probe: visitor("/products") },
    { name: "GET /products.data (client navigation)", probe: visitor("/products.data") },
    { name: "Tracking lookup, alone", probe: tracking },
    {
      name: "Tracking lookup, while an owner reloads the orders list",
      probe: tracking,
      meanwhile: [list({})],
    },
    {
      name: "Tracking lookup, while two exports run",
      probe: tracking,
      meanwhile: [ordersCsv, customersCsv],
    },
    {
      name: "Tracking lookup, while an owner exports and reloads the list",
      probe: tracking,
      meanwhile: [ordersCsv, list({})],
    },
    {
      name: "GET / (home, br), while an owner exports and reloads the list",
      probe: visitor("/"),
      meanwhile: [ordersCsv, list({})],
    },
    {
      name: "GET /products (HTML, br), while an owner exports and reloads the list",
      probe: visitor("/products"),
      meanwhile: [ordersCsv, list({})],
    },
    {
      name: "Orders list (first view), while two exports run",
      probe: list({}),
      meanwhile: [ordersCsv, customersCsv],
    },
  ];
}

/** The scenarios whose first byte and memory growth matter (streamed answers). */
export const isExport = (name: string): boolean => name.includes("CSV");
