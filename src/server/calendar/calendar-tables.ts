import type { Generated } from "kysely";
import type { AppointmentKind, AppointmentState } from "../../shared/calendar/calendar";

/** The calendar's appointments and her requests to move them (migration 0033, server/calendar/). */
export interface CalendarTables {
  appointments: AppointmentsTable;
  appointment_requests: AppointmentRequestsTable;
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
