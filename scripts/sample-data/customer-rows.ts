/**
 * The customers' records as the server leaves them: the row insertCustomer makes, her language
 * and consents as setMessaging sets them (with their consent records), a "created" entry for a
 * record made with the customers' form, and her measurements taken with orders (dated
 * versions, each told in her history and raising her revision).
 */
import type { Insertable } from "kysely";
import {
  MeasurementsSchema,
  type MeasurementVersion,
  type MeasurementsInput,
} from "../../src/shared/measurements";
import { displayNameOf } from "../../src/server/auth/owners";
import { newCustomerRow } from "../../src/server/customers/customer-repository";
import type {
  ConsentsTable,
  CustomerEventsTable,
  CustomersTable,
  MeasurementsTable,
} from "../../src/server/db/schema";
import type { PlannedCustomer, PlannedOrder } from "./customer-plan";
import type { Random } from "./random";
import { MEASUREMENT_NOTES } from "./texts";

export interface CustomerRows {
  customers: Insertable<CustomersTable>[];
  consents: Insertable<ConsentsTable>[];
  events: Insertable<CustomerEventsTable>[];
}

const iso = (t: number) => new Date(t).toISOString();

export function customerRows(
  customers: readonly PlannedCustomer[],
  ownerOf: (c: PlannedCustomer) => string,
): CustomerRows {
  const rows: CustomerRows = { customers: [], consents: [], events: [] };
  for (const c of customers) {
    const by = ownerOf(c);
    const at = iso(c.createdAt);
    const measured = c.orders.filter((o) => o.measured);
    const lastMeasured = measured.at(-1);
    rows.customers.push({
      ...newCustomerRow(c.person, at, { type: c.type }),
      id: c.id,
      language: c.language,
      whatsapp_consent_at: c.whatsapp ? at : null,
      email_consent_at: c.email ? at : null,
      revision: measured.length,
      updated_at: lastMeasured ? iso(lastMeasured.at) : at,
    });
    const through = c.byForm ? "customer-form" : "new-order";
    for (const [agrees, purpose] of [
      [c.whatsapp, "whatsapp-updates"],
      [c.email, "email-updates"],
    ] as const) {
      if (agrees)
        rows.consents.push({
          customer_id: c.id,
          purpose,
          given_at: at,
          given_through: through,
          given_by: by,
        });
    }
    if (c.byForm)
      rows.events.push({ customer_id: c.id, at, by, kind: "created", detail: JSON.stringify({}) });
  }
  return rows;
}

// prettier-ignore
const SIZES: readonly (readonly [keyof MeasurementsInput["values"], number, number])[] = [
  ["bust", 32, 42], ["underBust", 28, 36], ["waist", 26, 40], ["hip", 34, 46],
  ["shoulder", 13, 16], ["armhole", 15, 19], ["sleeveLength", 5, 20], ["sleeveRound", 10, 14],
  ["neckFront", 6, 9], ["neckBack", 7, 10], ["blouseLength", 13, 16], ["kurtiLength", 36, 46],
  ["lehengaLength", 38, 44], ["waistToFloor", 39, 44],
];

/** Her next version, taken with an order (keepOnCustomerRecord): her row, history entry, copy. */
export function measurementsTaken(
  order: PlannedOrder,
  version: number,
  by: string,
  random: Random,
): {
  row: Insertable<MeasurementsTable>;
  event: Insertable<CustomerEventsTable>;
  copy: MeasurementVersion;
} {
  const cm = random.chance(0.1);
  const values = Object.fromEntries(
    SIZES.filter(() => random.chance(0.85)).map(([key, min, max]) => {
      const inches = min + random.int(0, (max - min) * 4) / 4;
      return [key, cm ? Math.round(inches * 2.54 * 4) / 4 : inches];
    }),
  );
  const input = MeasurementsSchema.parse({
    unit: cm ? "cm" : "in",
    values: Object.keys(values).length > 0 ? values : { bust: 36 },
    note: random.pick(MEASUREMENT_NOTES),
  });
  const at = iso(order.at);
  const customerId = order.customer.id;
  return {
    row: {
      customer_id: customerId,
      version,
      unit: input.unit,
      sizes: JSON.stringify(input.values),
      note: input.note,
      recorded_at: at,
      recorded_by: by,
    },
    event: {
      customer_id: customerId,
      at,
      by,
      kind: "measurements",
      detail: JSON.stringify({ version }),
    },
    copy: {
      version,
      unit: input.unit,
      values: input.values,
      note: input.note,
      recordedAt: at,
      recordedBy: displayNameOf(by),
    },
  };
}
