import type { ColumnType, Generated, Insertable, Kysely, Selectable } from "kysely";
import type { CustomerStatus, OrderType, Priority, StepStatus } from "../../shared/orders";

/**
 * The one typed view of the database, shared by SQLite and PostgreSQL. Dates are ISO text
 * (yyyy-mm-dd) and timestamps ISO text with time, so both engines return the same values.
 */
export interface Database {
  orders: OrdersTable;
  production_steps: ProductionStepsTable;
  status_history: StatusHistoryTable;
  contact_messages: ContactMessagesTable;
  rate_limits: RateLimitsTable;
  admin_accounts: AdminAccountsTable;
  sessions: SessionsTable;
  step_changes: StepChangesTable;
}

export interface OrdersTable {
  order_id: string;
  customer_name: string;
  customer_phone: string;
  address_line: string;
  city: string;
  state: string;
  postal_code: string;
  order_date: string;
  expected_delivery: string;
  /** JSON array of strings. */
  items: string;
  priority: Priority;
  order_type: OrderType;
  current_step: number;
  customer_status: CustomerStatus;
  amount_rupees: number;
  created_at: string;
  updated_at: string;
  /** Goes up by one with every stored change (see AdminOrder.revision); 0 when inserted. */
  revision: Generated<number>;
}

export interface ProductionStepsTable {
  order_id: string;
  step_index: number;
  step_id: string;
  name: string;
  description: string;
  estimated_days: number;
  status: StepStatus;
  completed_date: string | null;
  updated_at: string;
  /** The owner who last changed the step; null for seeded data. */
  updated_by: string | null;
}

export interface StatusHistoryTable {
  order_id: string;
  seq: number;
  status: CustomerStatus;
  date: string;
  description: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  phone: string;
  email: string;
  subject: string;
  message: string;
  received_at: string;
}

export interface RateLimitsTable {
  key: string;
  /** Epoch milliseconds. A bigint column: pg returns it as a string, SQLite as a number. */
  window_start: ColumnType<number | string, number, number>;
  count: number;
}

export interface AdminAccountsTable {
  username: string;
  display_name: string;
  /** scrypt$N$r$p$salt$hash (see auth/password-hash.ts); never the password itself. */
  password_hash: string;
  updated_at: string;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
  token_hash: string;
  username: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface StepChangesTable {
  id: Generated<number>;
  order_id: string;
  step_id: string;
  step_name: string;
  from_status: StepStatus;
  to_status: StepStatus;
  /** The owner's username. */
  changed_by: string;
  changed_at: string;
}

export type OrderRow = Selectable<OrdersTable>;
export type StepRow = Selectable<ProductionStepsTable>;
export type HistoryRow = Selectable<StatusHistoryTable>;
export type NewOrderRows = {
  order: Insertable<OrdersTable>;
  steps: Insertable<ProductionStepsTable>[];
  history: Insertable<StatusHistoryTable>[];
};

export type Engine = "sqlite" | "postgres";

export interface Db {
  db: Kysely<Database>;
  engine: Engine;
  /** Closes the connection (pool); safe to call more than once. */
  close(): Promise<void>;
}
