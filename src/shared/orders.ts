/**
 * Orders: one record serves the public tracking page and the owners' admin area. Pure types
 * and rules only (no I/O); the browser and the server both import them.
 */
import type { UpiRequest } from "./billing/upi-link";
import type { Locale } from "./locale";
import { EN, inLocale, m } from "./messages";
import type { OrderItem } from "./order-items";
import { newProductionSteps, STEP_TEMPLATES, type StepTemplate } from "./production-steps";
export {
  PRODUCTION_STEP_TEMPLATE,
  READY_MADE_STEP_TEMPLATE,
  STEP_TEMPLATES,
  newProductionSteps,
  templateOfSteps,
} from "./production-steps";
export {
  formatIndianDate,
  formatIndianDateTime,
  formatRupees,
  maskAddress,
  maskPhone,
  toPublicOrder,
} from "./order-format";

export const CUSTOMER_STATUSES = [
  "received",
  "in-work",
  "ready",
  "dispatched",
  "delivered",
] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

const STATUS_TEXTS = {
  received: [m.status_received, m.status_received_explanation, m.status_received_note],
  "in-work": [m.status_in_work, m.status_in_work_explanation, m.status_in_work_note],
  ready: [m.status_ready, m.status_ready_explanation, m.status_ready_note],
  dispatched: [m.status_dispatched, m.status_dispatched_explanation, m.status_dispatched_note],
  delivered: [m.status_delivered, m.status_delivered_explanation, m.status_delivered_note],
} as const satisfies Record<CustomerStatus, readonly unknown[]>;

/** Each status's label and explanation (the tracking page's), in a language. */
export function customerStatusInfo(
  locale: Locale,
): Record<CustomerStatus, { label: string; explanation: string }> {
  const o = inLocale(locale);
  const info = ([label, explanation]: (typeof STATUS_TEXTS)[CustomerStatus]) => ({
    label: label({}, o),
    explanation: explanation({}, o),
  });
  return {
    received: info(STATUS_TEXTS.received),
    "in-work": info(STATUS_TEXTS["in-work"]),
    ready: info(STATUS_TEXTS.ready),
    dispatched: info(STATUS_TEXTS.dispatched),
    delivered: info(STATUS_TEXTS.delivered),
  };
}

/** In English, as the back office shows them. */
export const CUSTOMER_STATUS_INFO = /* @__PURE__ */ customerStatusInfo("en");

/** The order-history note written when an order reaches each status (seed and step updates). */
export const STATUS_HISTORY_NOTES: Record<CustomerStatus, string> = {
  received: m.status_received_note({}, EN),
  "in-work": m.status_in_work_note({}, EN),
  ready: m.status_ready_note({}, EN),
  dispatched: m.status_dispatched_note({}, EN),
  delivered: m.status_delivered_note({}, EN),
};

/**
 * A history entry's description in a language: the note the server writes for a status is
 * said in the page's language; anything else (a note the owners typed) is shown as written.
 */
export function historyDescription(
  entry: { status: CustomerStatus; description: string },
  locale: Locale,
): string {
  if (locale === "en" || entry.description !== STATUS_HISTORY_NOTES[entry.status])
    return entry.description;
  return STATUS_TEXTS[entry.status][2]({}, inLocale(locale));
}

export const STEP_STATUSES = ["pending", "in-progress", "completed", "on-hold"] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

export const PRIORITIES = ["urgent", "high", "medium", "low"] as const;
export type Priority = (typeof PRIORITIES)[number];

export const ORDER_TYPES = ["custom", "ready-made"] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const PRIORITY_LABELS: Record<Priority, string> = {
  urgent: "Urgent",
  high: "High",
  medium: "Medium",
  low: "Low",
};
export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  custom: "Custom",
  "ready-made": "Ready-made",
};

/**
 * Prefix, 4-digit year, sequence of 3 digits or more: RR2024001, and after RR2026999 the year
 * goes on with RR20261000 ("RR" for Rajwadi Rang). A longer sequence never starts with 0, so an
 * order has one spelling (RR20260001 is no order's ID).
 */
export const ORDER_ID_PREFIX = "RR";
export const ORDER_ID_PATTERN = /^RR\d{4}(?:\d{3}|[1-9]\d{3,7})$/;

export const orderIdFor = (year: number, sequence: number): string =>
  `${ORDER_ID_PREFIX}${year}${String(sequence).padStart(3, "0")}`;

export interface ProductionStep {
  id: string;
  name: string;
  description: string;
  estimatedDays: number;
  status: StepStatus;
  /** ISO date (yyyy-mm-dd), set only while the step is completed. */
  completedDate: string | null;
}

export interface StatusHistoryEntry {
  status: CustomerStatus;
  /** ISO date (yyyy-mm-dd). */
  date: string;
  description: string;
}

export interface Address {
  line: string;
  city: string;
  state: string;
  postalCode: string;
}

/** Why and when an order was cancelled, and by which owner (display name). */
export interface Cancellation {
  /** ISO timestamp. */
  at: string;
  by: string;
  reason: string;
}

/** The full order, as the owners see it. Dates are ISO yyyy-mm-dd. */
export interface Order {
  orderId: string;
  /** The customer record the order was taken for; null for the spec's sample orders. */
  customerId: number | null;
  customerName: string;
  customerPhone: string;
  /** May be empty. */
  customerEmail: string;
  address: Address;
  orderDate: string;
  expectedDelivery: string;
  items: OrderItem[];
  priority: Priority;
  orderType: OrderType;
  /** Whole rupees. */
  amountRupees: number;
  productionSteps: ProductionStep[];
  currentStep: number;
  totalSteps: number;
  currentStatus: CustomerStatus;
  statusHistory: StatusHistoryEntry[];
  /** One of the spec's fictional sample orders (demo mode only). */
  isSample: boolean;
  cancellation: Cancellation | null;
}

/** A line of the customer's order history: a status reached, or a note from the boutique. */
export type TrackingHistoryEntry =
  ({ kind: "status" } & StatusHistoryEntry) | { kind: "note"; date: string; description: string };

/**
 * What the tracking page shows of an order. The Order ID alone shows its progress; the
 * customer's details come only with the last four digits of the order's phone (or, for the
 * spec's fictional sample orders in demo mode, by ID alone, as the spec shows them).
 */
export interface PublicOrder {
  orderId: string;
  /** Null, as the expected delivery, when found by the Order ID alone (its status only). */
  orderDate: string | null;
  expectedDelivery: string | null;
  currentStatus: CustomerStatus;
  /** Oldest first; empty when found by the Order ID alone. */
  statusHistory: TrackingHistoryEntry[];
  /** The date (yyyy-mm-dd, India) the order was cancelled; null while it stands. */
  cancelledOn: string | null;
  details: PublicOrderDetails | null;
}

/** The customer's part of the tracking card: personal data masked, amount formatted. */
export interface PublicOrderDetails {
  customerName: string;
  customerPhone: string;
  address: string;
  items: string[];
  totalAmount: string;
  /** What she still owes as a UPI request, when the business has a UPI ID (billing/upi-link.ts). */
  upi?: UpiRequest;
}

/** Index of the first step still to do (in-progress or pending); on-hold steps are skipped. */
export function currentStepOf(steps: readonly Pick<ProductionStep, "status">[]): number {
  const index = steps.findIndex((s) => s.status === "in-progress" || s.status === "pending");
  return index === -1 ? steps.length : index;
}

/**
 * The customer status follows production (see product-decisions.md), by the order's step
 * template (templateOfSteps; the nine steps unless told).
 */
export function customerStatusFor(
  currentStep: number,
  template: StepTemplate = STEP_TEMPLATES.custom,
): CustomerStatus {
  const { statusAt } = template;
  return statusAt[Math.max(0, Math.min(currentStep, statusAt.length - 1))]!;
}

/** Sets one step's status freely (no ordering enforced); returns a new array. */
export function setStepStatus(
  steps: readonly ProductionStep[],
  stepId: string,
  status: StepStatus,
  today: string,
): ProductionStep[] {
  return steps.map((step) =>
    step.id === stepId
      ? { ...step, status, completedDate: status === "completed" ? today : null }
      : step,
  );
}

export function normaliseOrderId(raw: string): string {
  return raw.trim().toUpperCase();
}

export const isOrderId = (id: string): boolean => ORDER_ID_PATTERN.test(id);

/** A new order's steps: the first in progress, the rest pending (the customer sees Order Received). */
export function firstProductionSteps(orderType: OrderType = "custom"): ProductionStep[] {
  return newProductionSteps(orderType).map((step, i) =>
    i === 0 ? { ...step, status: "in-progress" } : step,
  );
}
