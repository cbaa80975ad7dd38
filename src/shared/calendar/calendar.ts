/**
 * The calendar (issue 24 §3): her appointments at the boutique (a measurement, a trial or
 * fitting, a pickup, a delivery), each with the customer, perhaps the order and, for a fitting,
 * the measurement version used. Times are instants; the boutique reads and types them in Jaipur
 * (India has one time zone and no summer time: +05:30 all year). The refusals name the field in
 * English; the back office says them in Hindi (client/features/admin/calendar/).
 */
import { isoDate, optionalText, requiredText } from "../schema-fields";
import { z } from "../zod";

export const APPOINTMENT_KINDS = ["measurement", "fitting", "pickup", "delivery"] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];

/** The boutique's time zone: what every time shown or typed means. */
export const BOUTIQUE_TIME_ZONE = "Asia/Kolkata";
const INDIA_OFFSET = "+05:30";

/** How long before an appointment each reminder goes (24 hours and 2 hours). */
export const REMINDER_LEADS = [
  { id: "24h", ms: 24 * 3_600_000 },
  { id: "2h", ms: 2 * 3_600_000 },
] as const;
export type ReminderLead = (typeof REMINDER_LEADS)[number]["id"];

export const CALENDAR_REFUSALS = {
  kind: "Kind must be measurement, fitting, pickup or delivery",
  customer: "Customer is required",
  customerNotFound: "Customer not found",
  orderNotFound: "Order not found",
  orderNotHers: "This order is not this customer's",
  measurementNotFound: "This measurement version is not this customer's",
  measurementOnlyFitting: "Only a fitting records the measurement version used",
  time: "Time must be a time of day (hh:mm)",
  duration: "Duration must be 5 to 480 minutes",
  notFound: "Appointment not found",
  cancelled: "This appointment is cancelled",
  past: "Date and time must be in the future",
  revision: "This appointment was changed meanwhile: open it again",
  week: "Week must start on a date (yyyy-mm-dd)",
  request: "Message is required",
  requestNotFound: "Request not found",
  days: "Days must be a whole number from 1 to 60",
  alterations: "Alterations must be a list of at most 10",
  status: "Status must be pending, in progress or completed",
  alterationNotFound: "Alteration not found",
  orderCancelled: "This order is cancelled",
} as const;

/** The instant (ISO, UTC) of a date and time of day in Jaipur. */
export const instantOf = (date: string, time: string): string =>
  new Date(`${date}T${time}:00${INDIA_OFFSET}`).toISOString();

const JAIPUR_PARTS = /* @__PURE__ */ new Intl.DateTimeFormat("en-CA", {
  timeZone: BOUTIQUE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant's date (yyyy-mm-dd) and time of day (hh:mm) in Jaipur. */
export function jaipurParts(instant: string | Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    JAIPUR_PARTS.formatToParts(new Date(instant)).map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

const id = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(2_000_000_000, message);

export const AppointmentInputSchema = z
  .object({
    kind: z.enum(APPOINTMENT_KINDS, { error: CALENDAR_REFUSALS.kind }),
    customerId: id(CALENDAR_REFUSALS.customer),
    orderId: z
      .string({ error: CALENDAR_REFUSALS.orderNotFound })
      .trim()
      .regex(/^[A-Za-z0-9-]{0,40}$/, CALENDAR_REFUSALS.orderNotFound)
      .nullable()
      .default(null)
      .transform((v) => (v ? v : null)),
    measurementVersion: id(CALENDAR_REFUSALS.measurementNotFound).nullable().default(null),
    date: isoDate("Date"),
    time: z
      .string({ error: CALENDAR_REFUSALS.time })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, CALENDAR_REFUSALS.time),
    durationMinutes: z
      .number({ error: CALENDAR_REFUSALS.duration })
      .int(CALENDAR_REFUSALS.duration)
      .min(5, CALENDAR_REFUSALS.duration)
      .max(480, CALENDAR_REFUSALS.duration)
      .default(30),
    note: optionalText("Note", 500),
    /** On a change: the revision read (a change made meanwhile is refused). */
    revision: z
      .number({ error: CALENDAR_REFUSALS.revision })
      .int(CALENDAR_REFUSALS.revision)
      .min(0, CALENDAR_REFUSALS.revision)
      .max(2_000_000_000, CALENDAR_REFUSALS.revision)
      .optional(),
  })
  .superRefine((a, ctx) => {
    if (a.measurementVersion !== null && a.kind !== "fitting")
      ctx.addIssue({
        code: "custom",
        path: ["measurementVersion"],
        message: CALENDAR_REFUSALS.measurementOnlyFitting,
      });
  });
export type AppointmentInput = z.output<typeof AppointmentInputSchema>;

/** GET /calendar?from=yyyy-mm-dd&days=1..7: a day or a week from `from`. */
export const RangeQuerySchema = z.object({
  from: isoDate("From"),
  days: z.coerce
    .number({ error: "Days must be 1 to 7" })
    .int("Days must be 1 to 7")
    .min(1, "Days must be 1 to 7")
    .max(7, "Days must be 1 to 7")
    .default(1),
});

/** Her request to move an appointment, from the link in its reminder. */
export const MoveRequestSchema = z.object({ message: requiredText("Message", 500) });

export interface MoveRequest {
  id: number;
  message: string;
  askedAt: string;
  handled: boolean;
}

export type AppointmentState = "booked" | "cancelled";

/** One appointment as the owners see it. */
export interface Appointment {
  id: number;
  kind: AppointmentKind;
  customerId: number;
  customerName: string;
  customerPhone: string;
  orderId: string | null;
  measurementVersion: number | null;
  /** The instant (ISO, UTC). */
  startsAt: string;
  /** Its date and time of day in Jaipur, as typed and shown. */
  date: string;
  time: string;
  durationMinutes: number;
  note: string;
  state: AppointmentState;
  revision: number;
  /** Her requests to move it, newest first. */
  requests: MoveRequest[];
}

/** GET /calendar: the days asked, each appointment in time order. */
export interface CalendarAnswer {
  from: string;
  days: number;
  appointments: Appointment[];
}

/** What her page shows of an appointment (by its code; no phone, no order details). */
export interface PublicAppointment {
  kind: AppointmentKind;
  date: string;
  time: string;
  cancelled: boolean;
  /** She has asked to move it already (the owners will answer). */
  asked: boolean;
}

/** POST /calendar/orders/:orderId/trial-notes: what a fitting found, and the alterations it needs. */
export const TrialNoteSchema = z.object({
  appointmentId: id(CALENDAR_REFUSALS.notFound).nullable().default(null),
  note: requiredText("Trial note", 1000),
  alterations: z
    .array(
      z.object(
        {
          name: requiredText("Alteration", 120),
          estimatedDays: z
            .number({ error: CALENDAR_REFUSALS.days })
            .int(CALENDAR_REFUSALS.days)
            .min(1, CALENDAR_REFUSALS.days)
            .max(60, CALENDAR_REFUSALS.days),
        },
        { error: CALENDAR_REFUSALS.alterations },
      ),
      { error: CALENDAR_REFUSALS.alterations },
    )
    .max(10, CALENDAR_REFUSALS.alterations)
    .default([]),
});
export type TrialNoteInput = z.output<typeof TrialNoteSchema>;

/** PATCH /calendar/orders/:orderId/alterations/:id: an alteration step moved on. */
export const AlterationStatusSchema = z.object({
  status: z.enum(["pending", "in-progress", "completed"], { error: CALENDAR_REFUSALS.status }),
});

/** PUT /calendar/orders/:orderId/occasion: her occasion's date, or null to clear it. */
export const OccasionSchema = z.object({
  eventDate: isoDate("Event date").nullable(),
});

export interface TrialNote {
  id: number;
  appointmentId: number | null;
  note: string;
  createdAt: string;
  createdBy: string;
}

/** An alteration: the order's own step after the nine, from a trial note. */
/** An alteration as her tracking page shows it (after her digits): what, and where it stands. */
export interface PublicAlteration {
  name: string;
  status: Alteration["status"];
  completedDate: string | null;
}

export interface Alteration {
  id: number;
  trialNoteId: number | null;
  name: string;
  estimatedDays: number;
  status: "pending" | "in-progress" | "completed" | "on-hold";
  completedDate: string | null;
}

/**
 * Whether the remaining steps fit before her occasion: each unfinished step's usual duration
 * (the spec's days for the nine, the owner's for an alteration), added up from today.
 */
export interface OccasionFit {
  eventDate: string;
  /** Days the unfinished steps usually take. */
  daysNeeded: number;
  /** Days from today to her occasion. */
  daysLeft: number;
  /** When they would be done, worked forward from today (yyyy-mm-dd). */
  readyBy: string;
  fits: boolean;
}

/** GET /calendar/orders/:orderId: the order's calendar. */
export interface OrderCalendar {
  appointments: Appointment[];
  trialNotes: TrialNote[];
  alterations: Alteration[];
  /** Null until her occasion's date is kept. */
  fit: OccasionFit | null;
}
