import type { Generated } from "kysely";
import type { AppointmentKind, AppointmentState } from "../../shared/calendar/calendar";
import type { StepStatus } from "../../shared/orders";

/** The calendar's appointments and her requests to move them (migration 0033, server/calendar/). */
export interface CalendarTables {
  appointments: AppointmentsTable;
  appointment_requests: AppointmentRequestsTable;
  trial_notes: TrialNotesTable;
  order_alterations: OrderAlterationsTable;
  order_occasions: OrderOccasionsTable;
}

export interface TrialNotesTable {
  id: Generated<number>;
  order_id: string;
  appointment_id: number | null;
  note: string;
  created_at: string;
  created_by: string;
}

export interface OrderAlterationsTable {
  id: Generated<number>;
  order_id: string;
  trial_note_id: number | null;
  name: string;
  estimated_days: number;
  status: StepStatus;
  completed_date: string | null;
  created_at: string;
  created_by: string;
  updated_at: string;
  updated_by: string;
}

export interface OrderOccasionsTable {
  order_id: string;
  /** yyyy-mm-dd */
  event_date: string;
  updated_at: string;
  updated_by: string;
}

export interface AppointmentsTable {
  id: Generated<number>;
  kind: AppointmentKind;
  customer_id: number;
  order_id: string | null;
  measurement_version: number | null;
  /** ISO instant (UTC). */
  starts_at: string;
  duration_minutes: number;
  note: string;
  state: AppointmentState;
  revision: number;
  code: string;
  created_at: string;
  created_by: string;
  updated_at: string;
  updated_by: string;
}

export interface AppointmentRequestsTable {
  id: Generated<number>;
  appointment_id: number;
  message: string;
  asked_at: string;
  /** 0 or 1. */
  handled: number;
}
