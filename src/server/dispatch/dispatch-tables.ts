import type { Generated } from "kysely";

/** The couriers and orders' dispatches (migration 0030, server/dispatch/). */
export interface DispatchTables {
  couriers: CouriersTable;
  order_dispatches: OrderDispatchesTable;
}

export interface CouriersTable {
  id: Generated<number>;
  name: string;
  name_key: string;
  tracking_template: string;
  /** 0 or 1. */
  active: number;
  updated_at: string;
  updated_by: string;
}

export interface OrderDispatchesTable {
  order_id: string;
  courier_id: number;
  awb: string;
  dispatched_on: string;
  recorded_at: string;
  recorded_by: string;
}
