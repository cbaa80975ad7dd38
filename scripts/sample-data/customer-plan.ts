/**
 * The boutique's customers over the years and when each ordered: most order once, a loyal few
 * many times (the longer she has known the boutique, the more); one in ten wrote first through
 * the contact form (half of those records were made from her message); a few records have no
 * order yet. Ids and Order IDs are given in time order, as the server would have given them.
 */
import type { CustomerType } from "../../src/shared/customers";
import type { CustomerMessaging } from "../../src/shared/notifications";
import { ORDER_ID_PATTERN, orderIdFor, type OrderType } from "../../src/shared/orders";
import { phoneKey } from "../../src/shared/phone";
import { DAY, MINUTE, busyMoment, later } from "./clock";
import { personOf, type Person } from "./people";
import type { Random } from "./random";

export interface PlannedCustomer {
  id: number;
  person: Person;
  /** When her record was made: with her first order, or before it from the customers' form. */
  createdAt: number;
  firstAt: number;
  /** Made with the customers' form (a "created" entry in her history), not with an order. */
  byForm: boolean;
  /** She wrote through the contact form first (her record made from it when byForm). */
  enquiryAt: number | null;
  type: CustomerType;
  language: CustomerMessaging["language"];
  whatsapp: boolean;
  email: boolean;
  orders: PlannedOrder[];
}

export interface PlannedOrder {
  orderId: string;
  customer: PlannedCustomer;
  at: number;
  type: OrderType;
  /** Measurements taken with the order: her next version. */
  measured: boolean;
}

export interface Plan {
  customers: PlannedCustomer[];
  /** Oldest first. */
  orders: PlannedOrder[];
  /** The last sequence number given out in each year. */
  sequences: Map<number, number>;
}

export interface Existing {
  lastCustomerId: number;
  phoneKeys: Set<string>;
  orderIds: Set<string>;
  sequences: Map<number, number>;
}

export function planCustomers(
  count: { customers: number; orders: number },
  span: { from: number; to: number },
  existing: Existing,
  random: Random,
): Plan {
  const customers: PlannedCustomer[] = [];
  for (let n = 0; customers.length < count.customers; n++) {
    const person = personOf(n, random);
    if (existing.phoneKeys.has(phoneKey(person.phone))) continue;
    const firstAt = busyMoment(span.from, span.to, random);
    const enquiryAt = random.chance(0.1)
      ? Math.max(span.from, firstAt - random.int(1, 20) * DAY)
      : null;
    const byForm = enquiryAt !== null ? random.chance(0.5) : random.chance(0.05);
    const createdAt =
      enquiryAt !== null && byForm
        ? Math.min(firstAt - MINUTE, later(enquiryAt, 0.3, random))
        : firstAt;
    customers.push({
      id: 0,
      person,
      createdAt,
      firstAt,
      byForm,
      enquiryAt,
      type: random.chance(0.03) ? "wholesale" : "retail",
      language: random.chance(0.2) ? "hi" : "en",
      whatsapp: random.chance(0.65),
      email: person.email !== "" && random.chance(0.4),
      orders: [],
    });
  }
  customers.sort((a, b) => a.createdAt - b.createdAt);
  customers.forEach((c, i) => (c.id = existing.lastCustomerId + 1 + i));

  // Her first order, unless her record was made on its own (a few of those never order).
  const orders: PlannedOrder[] = [];
  const order = (customer: PlannedCustomer, at: number) => {
    const type: OrderType = random.chance(0.65) ? "custom" : "ready-made";
    const planned = {
      orderId: "",
      customer,
      at,
      type,
      measured: type === "custom" && random.chance(0.55),
    };
    customer.orders.push(planned);
    orders.push(planned);
  };
  for (const c of customers) {
    if (!(c.byForm && c.enquiryAt === null) && orders.length < count.orders) order(c, c.firstAt);
  }
  // The rest go to customers by loyalty and by how long she has known the boutique.
  const weights = customers.map((c) => {
    const u = random.next();
    const loyalty = u < 0.1 ? 8 : u < 0.4 ? 2 : 0.4;
    return loyalty * Math.max(0, span.to - c.firstAt - 2 * DAY);
  });
  const cumulative: number[] = [];
  weights.reduce((sum, w, i) => (cumulative[i] = sum + w), 0);
  const total = cumulative.at(-1) ?? 0;
  while (orders.length < count.orders && total > 0) {
    const r = random.next() * total;
    let lo = 0;
    for (let hi = cumulative.length - 1; lo < hi;) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > r) hi = mid;
      else lo = mid + 1;
    }
    const c = customers[lo]!;
    order(c, busyMoment(c.firstAt + DAY, span.to, random));
  }
  for (const c of customers) {
    c.orders.sort((a, b) => a.at - b.at);
    const first = c.orders[0];
    if (c.type !== "wholesale" && first?.type === "custom") c.type = "custom";
  }
  orders.sort((a, b) => a.at - b.at);
  const sequences = new Map(existing.sequences);
  for (const o of orders) {
    const year = Number(new Date(o.at + 5.5 * 60 * MINUTE).toISOString().slice(0, 4));
    let last = sequences.get(year) ?? 0;
    do o.orderId = orderIdFor(year, ++last);
    while (existing.orderIds.has(o.orderId) || !ORDER_ID_PATTERN.test(o.orderId));
    sequences.set(year, last);
  }
  return { customers, orders, sequences };
}
