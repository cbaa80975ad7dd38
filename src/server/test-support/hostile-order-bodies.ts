/**
 * fast-check arbitraries for the owners' order bodies (new order, edit, payment, note, reason)
 * and the tracking page's phone digits: mostly well-formed with hostile text, often with a
 * field missing, of the wrong type, oversized or out of range, and unknown keys besides.
 */
import fc from "fast-check";
import { ORDER_TYPES, PRIORITIES } from "../../shared/orders";
import { NOTE_AUDIENCES } from "../../shared/order-events";
import { PAYMENT_METHODS } from "../../shared/payments";
import { fieldValue, hostileJson, hostileText, objectBody } from "./hostile-input";

/** A fitting value 19 times in 20, else anything at all (so whole bodies often fit). */
export const usually = <T>(fitting: fc.Arbitrary<T>, other: fc.Arbitrary<unknown> = hostileJson) =>
  fc.oneof({ weight: 19, arbitrary: fitting }, { weight: 1, arbitrary: other });

const mostly = usually;

/** Text a form may carry (hostile but storable, within limits), or any value at all. */
export const text = (...fitting: string[]) =>
  usually(
    fc.oneof(fc.constantFrom(...fitting), hostileText(1, 30)),
    fieldValue(fc.constantFrom(...fitting)),
  );

/** An object: all its fields (each usually fitting), or some of them with unknown keys. */
export const record = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.record(fields) },
    { weight: 1, arbitrary: objectBody(fields) },
  );

/** Phones: many distinct ones (so most new customers are new), some taken, some not phones. */
export const phone = usually(
  fc.oneof(
    {
      weight: 9,
      arbitrary: fc
        .integer({ min: 0, max: 99_999 })
        .map((n) => String(n).padStart(5, "0"))
        .map((d) => `+91 98${d.slice(0, 3)} ${d.slice(3)}321`),
    },
    { weight: 1, arbitrary: fc.constantFrom("+91 98765 43210", "098765 43210", "12", "(0141) 2") },
  ),
  fieldValue(fc.constant("98290 41736")),
);

const date = (...around: string[]) =>
  usually(
    fc.constantFrom(...around),
    fc.oneof(fc.constantFrom("2026-02-30", "2026-3-2", "02/03/2026", ""), hostileJson),
  );

const rupees = usually(
  fc.integer({ min: 0, max: 200_000 }),
  fc.oneof(fc.constantFrom(-1, 0.5, 1e9, Number.MAX_SAFE_INTEGER, "5000", null, true), hostileJson),
);

export const address = mostly(
  record({
    line: text("12, MI Road", "B-42, Vaishali Nagar"),
    city: text("Jaipur", "Udaipur"),
    state: text("Rajasthan"),
    postalCode: usually(
      fc.constantFrom("302001", ""),
      fieldValue(fc.constantFrom("3020", "30200a")),
    ),
  }),
);

const customer = mostly(
  record({
    name: text("Kavita Rathore", "ज़री वाली"),
    phone,
    email: usually(
      fc.constantFrom("", "kavita@example.in"),
      fieldValue(fc.constant("not-an-email")),
    ),
    address,
  }),
);

const item = mostly(
  record({
    designId: usually(fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 19 })), fc.integer()),
    name: text("Maroon Gota Patti Poshak", "Kurti Set"),
    quantity: usually(fc.integer({ min: 1, max: 5 }), fc.constantFrom(0, 1000, 1.5, "2", null)),
    note: text("size M", ""),
  }),
);

const items = mostly(fc.array(item, { minLength: 1, maxLength: 2 }), fc.constantFrom([], {}, "x"));

const orderFields = {
  customer,
  items,
  orderType: usually(fc.constantFrom(...ORDER_TYPES), fc.constantFrom("bespoke", null)),
  priority: usually(fc.constantFrom(...PRIORITIES), fc.constantFrom("asap", 1)),
  expectedDelivery: date("2026-03-21", "2026-03-21", "2026-03-02", "2027-01-01", "2026-03-01"),
  amountRupees: rupees,
};

/** POST /api/admin/orders. `customerIds` are ones that may or may not exist. */
export const newOrderArbitrary = (customerIds: number[]) =>
  record({
    ...orderFields,
    customerId: usually(
      fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, fc.constantFrom(...customerIds)),
    ),
    orderDate: date("2026-03-02", "2026-03-02", "2025-12-31", "2026-03-22"),
    notes: text("Pays in cash", ""),
  });

/** PATCH /api/admin/orders/:id without its revision, which the test sets from the order's. */
export const editArbitrary = record(orderFields);

export const paymentArbitrary = record({
  amountRupees: rupees,
  paidOn: date("2026-03-02", "2026-02-27", "2026-03-03"),
  method: usually(fc.constantFrom(...PAYMENT_METHODS), fc.constantFrom("cheque", "UPI")),
  reference: text("UPI-4471", ""),
});

export const noteArbitrary = record({
  audience: usually(fc.constantFrom(...NOTE_AUDIENCES), fc.constantFrom("public", null)),
  text: text("Fitting on Friday", "Ask the dyer"),
});

export const reasonArbitrary = record({ reason: text("Entered twice", "Wedding postponed") });

/** The tracking page's second field: four digits, right or wrong, or anything else. */
export const digitsArbitrary = (right: string) =>
  record({
    phoneLast4: usually(
      fc.oneof(
        fc.constant(right),
        fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, "0")),
      ),
    ),
  });
