import { describe, expect, it } from "vitest";
import { orderSummaryOf, type AdminOrder } from "../../../shared/admin";
import { formatRupees, setStepStatus, currentStepOf } from "../../../shared/orders";
import { SAMPLE_ORDERS } from "../../../shared/sample-orders";
import {
  appendPage,
  followOrder,
  mergeOrderList,
  newerDetail,
  refreshWindow,
} from "./order-answers";

const adminOrder = (index: number, revision = 0): AdminOrder => {
  const order = SAMPLE_ORDERS[index]!;
  return {
    ...order,
    totalAmount: formatRupees(order.amountRupees),
    revision,
    paidRupees: 0,
    balanceRupees: order.amountRupees,
    advanceDuePaise: null,
    measurements: null,
  };
};

/** The order after completing its current step, one revision on. */
const advanced = (order: AdminOrder): AdminOrder => {
  const steps = setStepStatus(
    order.productionSteps,
    `step-${order.currentStep}`,
    "completed",
    "2024-02-11",
  );
  return {
    ...order,
    productionSteps: steps,
    currentStep: currentStepOf(steps),
    revision: order.revision + 1,
  };
};

const list = (...orders: AdminOrder[]) => orders.map(orderSummaryOf);

describe("followOrder", () => {
  it("rebuilds the answered order's row and leaves the others", () => {
    const [a, b] = [adminOrder(0), adminOrder(1)];
    const changed = advanced(a);
    const rows = followOrder(list(a, b), changed);
    expect(rows).toEqual(list(changed, b));
    expect(rows[0]!.currentStepName).not.toBe(orderSummaryOf(a).currentStepName);
  });

  it("keeps a row of a later revision than the answer", () => {
    const later = advanced(advanced(adminOrder(0)));
    expect(followOrder(list(later), advanced(adminOrder(0)))).toEqual(list(later));
  });
});

describe("mergeOrderList", () => {
  it("takes the first list as it comes", () => {
    expect(mergeOrderList(null, list(adminOrder(0)))).toEqual(list(adminOrder(0)));
  });

  it("keeps the rows the browser knows in a later revision, takes the rest from the answer", () => {
    const [a, b, c] = [adminOrder(0), adminOrder(1), adminOrder(2)];
    const shown = list(advanced(a), b);
    const stale = list(a, advanced(b), c);
    expect(mergeOrderList(shown, stale)).toEqual(list(advanced(a), advanced(b), c));
  });

  it("follows the answer's order and rows of the same revision", () => {
    const [a, b] = [adminOrder(0), adminOrder(1)];
    expect(mergeOrderList(list(a, b), list(b, a))).toEqual(list(b, a));
  });
});

describe("newerDetail", () => {
  it("keeps the detail of the later revision, whichever answer arrives last", () => {
    const one = { order: advanced(adminOrder(0)), payments: [], timeline: [] };
    const two = { order: advanced(one.order), payments: [], timeline: [] };
    expect(newerDetail(two, one)).toBe(two);
    expect(newerDetail(one, two)).toBe(two);
    expect(newerDetail(null, one)).toBe(one);
  });
});

describe("appendPage", () => {
  it("adds the next page's rows after those shown", () => {
    const [a, b, c] = [adminOrder(0), adminOrder(1), adminOrder(2)];
    expect(appendPage(list(a, b), list(c))).toEqual(list(a, b, c));
  });

  it("shows an order that moved in the sort once, at its new place, in its newer revision", () => {
    const [a, b, c] = [adminOrder(0), adminOrder(1), adminOrder(2)];
    expect(appendPage(list(a, b), list(c, advanced(a)))).toEqual(list(b, c, advanced(a)));
    // An answer read before a change the browser already shows does not take it back.
    expect(appendPage(list(advanced(a), b), list(c, a))).toEqual(list(b, c, advanced(a)));
  });
});

describe("refreshWindow", () => {
  const [a, b, c, d, e] = [0, 1, 2, 3, 4].map((i) => adminOrder(i)) as [
    AdminOrder,
    AdminOrder,
    AdminOrder,
    AdminOrder,
    AdminOrder,
  ];

  it("takes the fresh first rows and keeps those shown beyond them", () => {
    // A new order (e) came first; b moved out of the window; d and c were loaded further on.
    expect(refreshWindow(list(a, b, c, d), list(e, advanced(a)), false)).toEqual(
      list(e, advanced(a), c, d),
    );
  });

  it("keeps nothing beyond a window that is the whole list", () => {
    expect(refreshWindow(list(a, b, c), list(b, a), true)).toEqual(list(b, a));
  });

  it("never takes a row back to an older revision", () => {
    expect(refreshWindow(list(advanced(a), b), list(a, b), true)).toEqual(list(advanced(a), b));
  });
});
