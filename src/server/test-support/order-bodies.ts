/**
 * Valid bodies for the owners' order endpoints, for tests to send as they are or to spoil one
 * field at a time. Each new customer gets a phone number of its own.
 */
import { todayInIndia } from "../../shared/dates";
import type { NewOrderInput, OrderEditInput } from "../../shared/order-input";
import type { NoteInput } from "../../shared/order-events";
import type { PaymentInput } from "../../shared/payments";

let nextPhone = 1;
/** A phone number no other call in this test file has given out: +91 90001 40001, … */
export const uniquePhone = (): string => {
  const n = nextPhone++;
  return `+91 9${String(n).padStart(4, "0")} 4${String(n).padStart(4, "0")}`;
};

export const newOrderBody = (overrides: Partial<NewOrderInput> = {}): NewOrderInput => ({
  customerId: null,
  customer: {
    name: "Kavita Rathore",
    phone: uniquePhone(),
    email: "kavita@example.in",
    address: { line: "12, MI Road", city: "Jaipur", state: "Rajasthan", postalCode: "302001" },
  },
  items: [
    { designId: 1, name: "Maroon Gota Patti Poshak", quantity: 1, note: "size M" },
    { designId: null, name: "Matching potli bag", quantity: 2, note: "" },
  ],
  orderType: "custom",
  priority: "medium",
  orderDate: "2026-03-02",
  expectedDelivery: "2026-03-21",
  amountRupees: 24000,
  notes: "",
  saveAddress: false,
  measurements: null,
  ...overrides,
});

/** The order's details as an edit sends them back, from the order it edits. */
export const editBody = (
  detail: {
    revision: number;
    customerName: string;
    customerPhone: string;
    customerEmail: string;
    address: OrderEditInput["customer"]["address"];
    items: OrderEditInput["items"];
    orderType: OrderEditInput["orderType"];
    priority: OrderEditInput["priority"];
    expectedDelivery: string;
    amountRupees: number;
  },
  overrides: Partial<OrderEditInput> = {},
): OrderEditInput => ({
  revision: detail.revision,
  customer: {
    name: detail.customerName,
    phone: detail.customerPhone,
    email: detail.customerEmail,
    address: detail.address,
  },
  items: detail.items,
  orderType: detail.orderType,
  priority: detail.priority,
  expectedDelivery: detail.expectedDelivery,
  amountRupees: detail.amountRupees,
  ...overrides,
});

/** Each payment its own UTR: a UTR recorded twice is refused. */
let utrs = 4471;
export const paymentBody = (overrides: Partial<PaymentInput> = {}): PaymentInput => ({
  amountRupees: 5000,
  paidOn: "2026-03-02",
  method: "upi",
  reference: `UPI-${utrs++}`,
  ...overrides,
});

export const noteBody = (overrides: Partial<NoteInput> = {}): NoteInput => ({
  audience: "customer",
  text: "Your blouse fitting is on Friday at 11 am.",
  ...overrides,
});

/**
 * An order taken today by the real clock, for tests against a server that runs on it (a new
 * order's delivery date cannot be in the past).
 */
export const takenToday = <T extends { orderDate: string; expectedDelivery: string }>(
  order: T,
): T => ({ ...order, orderDate: todayInIndia(), expectedDelivery: todayInIndia() });
