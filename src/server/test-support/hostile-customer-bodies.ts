/**
 * fast-check arbitraries for the Customers tab's bodies (a customer's record, its edit, her
 * measurements) and the inbox's handled mark: mostly well-formed with hostile text, often with
 * a field missing, of the wrong type or out of range, and unknown keys besides.
 */
import fc from "fast-check";
import { CUSTOMER_TYPES } from "../../shared/customers";
import { MEASUREMENT_FIELDS, MEASUREMENT_UNITS } from "../../shared/measurements";
import { fieldValue, hostileJson } from "./hostile-input";
import { address, phone, record, text, usually } from "./hostile-order-bodies";

const customerFields = {
  name: text("Bhawna Kanwar", "ज़री वाली"),
  phone,
  email: usually(fc.constantFrom("", "bhawna@example.in"), fieldValue(fc.constant("x@"))),
  address: usually(address, fc.constant(undefined)),
  type: usually(fc.constantFrom(...CUSTOMER_TYPES), fc.constantFrom("vip", null)),
  notes: text("Prefers calls after 6 pm", ""),
};

/** POST /api/admin/customers; `messageIds` may or may not exist. */
export const customerRecordArbitrary = (messageIds: number[]) =>
  record({
    ...customerFields,
    fromMessageId: usually(
      fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, fc.constantFrom(...messageIds)),
    ),
  });

/** PATCH /api/admin/customers/:id without its revision, which the test sets. */
export const customerEditArbitrary = record(customerFields);

const measurement = usually(
  fc.oneof(
    fc.integer({ min: 1, max: 60 }),
    fc.integer({ min: 4, max: 240 }).map((q) => q / 4),
  ),
  fc.constantFrom(0, -1, 34.1, 500, "34", null),
);

export const measurementsArbitrary = record({
  unit: usually(fc.constantFrom(...MEASUREMENT_UNITS), fc.constantFrom("mm", "inch")),
  values: usually(
    fc.record(Object.fromEntries(MEASUREMENT_FIELDS.map((f) => [f.key, measurement])), {
      requiredKeys: [],
    }),
    hostileJson,
  ),
  note: text("first fitting", ""),
});

export const handledArbitrary = record({
  handled: usually(fc.boolean(), fc.constantFrom("yes", 1, null)),
});
