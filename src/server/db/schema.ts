import type { ColumnType, Generated, Insertable, Kysely, Selectable } from "kysely";
import type { CustomerEvent, CustomerType } from "../../shared/customers";
import type { MeasurementUnit } from "../../shared/measurements";
import type { FilterGroup } from "../../shared/filter";
import type {
  Audience,
  Channel,
  Language,
  MessageKind,
  MessageState,
} from "../../shared/notifications";
import type { OrderEventKind } from "../../shared/order-events";
import type { ConsentForm, ConsentPurpose } from "../../shared/privacy-rules";
import type { CustomerStatus, OrderType, Priority, StepStatus } from "../../shared/orders";
import type { PaymentMethod } from "../../shared/payments";
import type { DocumentKind } from "../../shared/billing/documents";
import type { DispatchTables } from "../dispatch/dispatch-tables";
import type { QuoteTables } from "../quotes/quote-tables";
import type { OrderPhotoTables } from "../order-photos/order-photo-tables";
import type { CalendarTables } from "../calendar/calendar-tables";
import type { ChallanTables } from "../challans/challan-tables";

/**
 * The one typed view of the database, shared by SQLite and PostgreSQL. Dates are ISO text
 * (yyyy-mm-dd) and timestamps ISO text with time, so both engines return the same values.
 */
export interface Database
  extends QuoteTables, DispatchTables, OrderPhotoTables, ChallanTables, CalendarTables {
  orders: OrdersTable;
  production_steps: ProductionStepsTable;
  status_history: StatusHistoryTable;
  contact_messages: ContactMessagesTable;
  rate_limits: RateLimitsTable;
  admin_accounts: AdminAccountsTable;
  sessions: SessionsTable;
  login_devices: LoginDevicesTable;
  customers: CustomersTable;
  customer_events: CustomerEventsTable;
  customer_figures: CustomerFiguresTable;
  measurements: MeasurementsTable;
  payments: PaymentsTable;
  order_events: OrderEventsTable;
  order_sequences: OrderSequencesTable;
  catalogue_state: CatalogueStateTable;
  designs: DesignsTable;
  design_slugs: DesignSlugsTable;
  design_photos: DesignPhotosTable;
  design_reviews: DesignReviewsTable;
  catalogue_options: CatalogueOptionsTable;
  catalogue_changes: CatalogueChangesTable;
  backup_runs: BackupRunsTable;
  server_instances: ServerInstancesTable;
  outbox_messages: OutboxMessagesTable;
  notification_channels: NotificationChannelsTable;
  database_mode: DatabaseModeTable;
  server_secrets: ServerSecretsTable;
  consents: ConsentsTable;
  erasures: ErasuresTable;
  retention_settings: RetentionSettingsTable;
  order_search_keys: OrderSearchKeysTable;
  search_positions: SearchPositionsTable;
  billing_business: BillingBusinessTable;
  billing_line_kinds: BillingLineKindsTable;
  design_tax_codes: DesignTaxCodesTable;
  tax_rates: TaxRatesTable;
  billing_sequences: BillingSequencesTable;
  billing_documents: BillingDocumentsTable;
  billing_cancellations: BillingCancellationsTable;
  payment_utrs: PaymentUtrsTable;
  karigars: KarigarsTable;
  karigar_rates: KarigarRatesTable;
  step_assignments: StepAssignmentsTable;
  karigar_entries: KarigarEntriesTable;
  balance_reminders: BalanceRemindersTable;
  money_settings: MoneySettingsTable;
}

/** Migration 0027: when each delivered order's balance was last asked for. */
export interface BalanceRemindersTable {
  order_id: string;
  /** yyyy-mm-dd (India) */
  last_sent_on: string;
  count: number;
}

/** One row (id 1): Settings → Balance reminders. */
export interface MoneySettingsTable {
  id: number;
  /** Days between reminders; null: none. */
  reminder_days: number | null;
  updated_at: string | null;
  updated_by: string | null;
}

/** A bigint column: pg returns it as a string, SQLite as a number. */
type BigMoney = ColumnType<number | string, number, never>;

/** The workshop (migration 0025, server/workshop/). */
export interface KarigarsTable {
  id: Generated<number>;
  name: string;
  phone: string;
  place: "workshop" | "outside";
  /** JSON array of production step ids. */
  skills: string;
  note: string;
  active: number;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

export interface KarigarRatesTable {
  id: Generated<number>;
  karigar_id: number;
  step_id: string;
  work: string;
  unit: "piece" | "metre";
  rate_paise: BigMoney;
  effective_from: string;
  created_at: string;
  created_by: string | null;
}

export interface StepAssignmentsTable {
  order_id: string;
  step_id: string;
  karigar_id: number;
  work: string;
  quantity: number;
  due_date: string;
  earned_entry_id: number | null;
  assigned_at: string;
  assigned_by: string | null;
}

export interface KarigarEntriesTable {
  id: Generated<number>;
  karigar_id: number;
  kind: "earned" | "reversed" | "adjustment" | "payout";
  amount_paise: BigMoney;
  on_date: string;
  order_id: string | null;
  step_id: string | null;
  description: string;
  method: "cash" | "upi" | null;
  reference: string;
  created_at: string;
  created_by: string | null;
}

/** Billing (migration 0024, server/billing/). One row (id 1): Settings → Business. */
export interface BillingBusinessTable {
  id: number;
  /** JSON of BusinessProfile. */
  profile: string;
  sample: number;
  updated_at: string;
  updated_by: string | null;
}

export interface BillingLineKindsTable {
  key: string;
  label: string;
  code: string;
  unit: string;
  service: number;
  position: number;
  updated_at: string;
  updated_by: string | null;
}

export interface DesignTaxCodesTable {
  design_id: number;
  line_kind: string;
  updated_at: string;
  updated_by: string | null;
}

export interface TaxRatesTable {
  id: Generated<number>;
  code_prefix: string;
  effective_from: string;
  up_to_paise: ColumnType<number | string | null, number | null, never>;
  rate_bp: number;
  note: string;
  created_at: string;
  created_by: string | null;
}

export interface BillingSequencesTable {
  series: string;
  financial_year: string;
  last: number;
}

/** Never updated (a trigger refuses it): a cancellation is a row of billing_cancellations. */
export interface BillingDocumentsTable {
  id: Generated<number>;
  kind: DocumentKind;
  series: string;
  financial_year: string;
  seq: number;
  number: string;
  order_id: string;
  issued_on: string;
  issued_at: string;
  issued_by: string;
  amount_paise: BigMoney;
  payment_id: number | null;
  /** JSON of DocumentContent. */
  content: string;
}

export interface BillingCancellationsTable {
  document_id: number;
  at: string;
  by: string;
  reason: string;
}

export interface PaymentUtrsTable {
  /** utrKey(reference) */
  utr: string;
  payment_id: number;
}

/** One row (id 1): the catalogue's revision, raised by every change, and whether it was seeded. */
export interface CatalogueStateTable {
  id: number;
  revision: number;
  seeded: number;
}

export interface DesignsTable {
  id: number;
  slug: string;
  name: string;
  category: string;
  fabric: string;
  work: string;
  color: string;
  description: string;
  /** The optional Hindi name and description (migration 0037); "" when none is given. */
  name_hi: Generated<string>;
  description_hi: Generated<string>;
  hidden: Generated<number>;
  /** Shown among the home page's featured designs (migration 0028): 0 or 1. */
  featured: Generated<number>;
  /** The site's order: ascending. */
  position: number;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

/** Every address a design has had, its current one included. */
export interface DesignSlugsTable {
  slug: string;
  design_id: number;
}

/** A review the owners recorded for a design (migration 0038). */
export interface DesignReviewsTable {
  id: Generated<number>;
  design_id: number;
  first_name: string;
  city: string;
  /** 1 to 5. */
  rating: number;
  text: string;
  /** yyyy-mm-dd. */
  reviewed_on: string;
  /** 1: shown on the site. */
  approved: Generated<number>;
  created_at: string;
  created_by: string;
}

export interface DesignPhotosTable {
  id: Generated<number>;
  design_id: number;
  /** 0 is the main photo. */
  position: number;
  kind: "artwork" | "photo";
  width: number;
  height: number;
  /** JSON of PhotoFile[] (server/photos/photo-files.ts). */
  files: string;
  created_at: string;
  created_by: string | null;
}

export interface CatalogueOptionsTable {
  id: Generated<number>;
  group_name: FilterGroup;
  value: string;
  position: number;
}

export interface CatalogueChangesTable {
  id: Generated<number>;
  at: string;
  by: string | null;
  design_id: number | null;
  /** JSON of CatalogueChangeWhat (shared/catalogue-changes.ts). */
  what: string;
}

export interface BackupRunsTable {
  id: Generated<number>;
  kind: "daily" | "manual";
  /** 'daily:yyyy-mm-dd' (India) for a daily run, so one instance takes it; null otherwise. */
  claim: string | null;
  /** The backup's folder name in BACKUP_DIR. */
  name: string;
  started_at: string;
  finished_at: string | null;
  /** 1 written whole, 0 failed, null while running. */
  ok: number | null;
  /** A bigint column: pg returns it as a string, SQLite as a number. */
  bytes: ColumnType<number | string | null, number | null, number | null>;
  error: string | null;
}

/** One row (id 1): the mode a database was created in and whether it has held real data. */
export interface DatabaseModeTable {
  id: number;
  created_in: "demo" | "production";
  recorded_at: string;
  /** When it first held real data (production mode, an owner's own password); null: never. */
  real_since: string | null;
  real_reason: string | null;
}

/** The server's own keys (db/server-secret.ts); never in a backup. */
export interface ServerSecretsTable {
  name: string;
  /** Base64. */
  value: string;
  created_at: string;
}

export interface ServerInstancesTable {
  /** Random per start. */
  id: string;
  host: string;
  pid: number;
  started_at: string;
  /** Refreshed every PRESENCE_INTERVAL_MS while the server runs (server-presence.ts). */
  seen_at: string;
}

export interface OrdersTable {
  order_id: string;
  customer_id: number | null;
  customer_name: string;
  customer_phone: string;
  customer_email: Generated<string>;
  address_line: string;
  city: string;
  state: string;
  postal_code: string;
  order_date: string;
  expected_delivery: string;
  /** JSON array of OrderItem (shared/order-items.ts). */
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
  /** 1 for the spec's sample orders (seeded in demo mode only), 0 for orders taken. */
  is_sample: Generated<number>;
  /** The owner who took the order; null for the samples. */
  created_by: string | null;
  cancelled_at: string | null;
  cancelled_by: string | null;
  cancel_reason: string | null;
  /** JSON of the MeasurementVersion the order is made with (a copy); null when none. */
  measurements: ColumnType<string | null, string | null | undefined, string | null>;
  /** Random, unique, never changed (orders/tracking-code.ts): in her links and messages. */
  tracking_code: ColumnType<string, string, never>;
  /** What her payments add up to (reversals negative): kept by triggers on payments (0022). */
  paid_rupees: ColumnType<number, never, never>;
  /** amount_rupees - paid_rupees, generated by the database (0022). */
  balance_rupees: ColumnType<number, never, never>;
  /** The advance her accepted quote asked, whole paise (0035); null: none was asked. */
  advance_due_paise: ColumnType<
    number | string | null,
    number | string | null | undefined,
    number | null
  >;
}

/**
 * Every suffix (its first SEARCH_KEY_LENGTH characters, ASCII letters in small letters) of an
 * order's ID and customer name, kept by triggers on orders (0022): what the list's search reads.
 */
export interface OrderSearchKeysTable {
  key: ColumnType<string, never, never>;
  order_id: ColumnType<string, never, never>;
}

/** The numbers 1..SEARCH_POSITIONS, for the search keys' triggers. */
export interface SearchPositionsTable {
  i: ColumnType<number, never, never>;
}

export interface CustomersTable {
  id: Generated<number>;
  name: string;
  phone: string;
  /** phoneKey(phone) (shared/phone.ts); unique: one customer per number. */
  phone_key: string;
  email: string;
  address_line: string;
  city: string;
  state: string;
  postal_code: string;
  is_sample: Generated<number>;
  created_at: string;
  updated_at: string;
  customer_type: Generated<CustomerType>;
  notes: Generated<string>;
  /** Goes up by one with every edit of the record. */
  revision: Generated<number>;
  /** The language of her messages. */
  language: Generated<Language>;
  /** When she agreed to messages on each channel; null when she has not. */
  whatsapp_consent_at: string | null;
  email_consent_at: string | null;
}

/** One message to send, sent or not sent (server/notifications, docs/decisions/0012). */
export interface OutboxMessagesTable {
  id: Generated<number>;
  kind: MessageKind;
  channel: Channel;
  audience: Audience;
  recipient: string;
  language: Language;
  order_id: string | null;
  subject: string;
  body: string;
  /** JSON array of the WhatsApp template's parameters. */
  params: string;
  state: MessageState;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_until: string | null;
  claimed_by: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  sent_by: string | null;
  provider_id: string | null;
  dedupe_key: string | null;
  /** Where a reply goes (e-mail): the sender of a contact message; null: to the boutique. */
  reply_to: Generated<string | null>;
  resend_of: number | null;
  /** A bill or receipt sent to her (migration 0026): the e-mail attaches its PDF. */
  document_id: Generated<number | null>;
  /** A quote version sent to her (migration 0036): the e-mail attaches its PDF. */
  quote_version_id: Generated<number | null>;
}

/** One consent she gave (migration 0011): kept when withdrawn, removed when she is erased. */
export interface ConsentsTable {
  id: Generated<number>;
  customer_id: number;
  purpose: ConsentPurpose;
  given_at: string;
  given_through: ConsentForm;
  /** The owner who recorded it on her behalf; null for a record made from the old flags. */
  given_by: string | null;
  withdrawn_at: string | null;
  withdrawn_through: ConsentForm | null;
  withdrawn_by: string | null;
}

/** One erasure on request: when, by whom, how many rows of each kind; never her data. */
export interface ErasuresTable {
  id: Generated<number>;
  erased_at: string;
  erased_by: string;
  /** JSON of ErasureCounts (shared/privacy.ts). */
  counts: string;
}

/** One row (id 1): how long old data is kept (Settings; RETENTION_LIMITS bound them). */
export interface RetentionSettingsTable {
  id: number;
  enquiry_months: number;
  outbox_days: number;
  updated_at: string | null;
  updated_by: string | null;
}

export interface NotificationChannelsTable {
  channel: Channel;
  last_success_at: string | null;
  last_failure_at: string | null;
  last_failure_reason: string | null;
}

/**
 * Each customer's figures for the list (migration 0019): kept exact by triggers on orders and
 * payments, in the transaction of the change; one row per customer.
 */
export interface CustomerFiguresTable {
  customer_id: number;
  order_count: Generated<number>;
  /** Quoted less paid over her orders that stand. */
  balance_rupees: Generated<number>;
  /** yyyy-mm-dd; '' before her first order. */
  last_order_date: Generated<string>;
}

export interface CustomerEventsTable {
  id: Generated<number>;
  customer_id: number;
  at: string;
  /** The owner's username; null for the seed. */
  by: string | null;
  kind: CustomerEvent["kind"];
  /** JSON of the event's own fields. */
  detail: string;
}

export interface MeasurementsTable {
  id: Generated<number>;
  customer_id: number;
  version: number;
  unit: MeasurementUnit;
  /** JSON of MeasurementValues. */
  sizes: string;
  note: string;
  recorded_at: string;
  /** The owner's username. */
  recorded_by: string;
}

export interface PaymentsTable {
  id: Generated<number>;
  order_id: string;
  /** Whole rupees; negative for a refund and for an entry reversing a mistaken payment. */
  amount_rupees: number;
  paid_on: string;
  method: PaymentMethod;
  reference: string;
  /** The payment this entry reverses (at most one entry per payment). */
  reverses_id: number | null;
  recorded_by: string;
  recorded_at: string;
  /** 1: money given back (a refund, negative) or a refund's reversal (0025). */
  refund: Generated<number>;
  /** The refund's voucher (billing_documents.id), when it has one. */
  refund_voucher_id: Generated<number | null>;
  /** Why the money went back (refunds); empty for payments. */
  reason: Generated<string>;
}

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: string;
  at: string;
  /** The owner's username; null for the system (the samples' seed). */
  by: string | null;
  kind: OrderEventKind;
  /** JSON of the event's own fields (shared/order-events.ts). */
  detail: string;
}

export interface OrderSequencesTable {
  year: number;
  /** The last sequence number given out in that year. */
  last: number;
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
  /** phoneKey(phone) (shared/phone.ts): her number as customers.phone_key has it. */
  phone_key: string;
  email: string;
  subject: string;
  message: string;
  received_at: string;
  handled_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The owner's username. */
  handled_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** The customer record made from the message. */
  customer_id: ColumnType<number | null, number | null | undefined, number | null>;
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
  /** Her screens' language: 'en' or 'hi' (migration 0018; English until she chooses). */
  language: ColumnType<string, string | undefined, string>;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
  token_hash: string;
  username: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** The session's public id (Settings' device list ends one by it); random, not the hash. */
  id: string;
  /** 1 when she ticked "Keep me signed in on this device": 30 days from last use. */
  persistent: Generated<number>;
  last_seen_at: string;
  /** The client's address and browser (User-Agent, cut short) when it was last used. */
  ip: string | null;
  user_agent: string | null;
}

/** A browser an owner has logged in from (auth/login-devices.ts). */
export interface LoginDevicesTable {
  /** SHA-256 (hex) of the device cookie's token. */
  token_hash: string;
  username: string;
  created_at: string;
  last_login_at: string;
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
