/**
 * Dispatch (issue 24 §5): the couriers the owners keep, each with its tracking-link template
 * ("https://…{awb}…"), and an order's dispatch: the courier and its tracking number (AWB). The
 * refusals name the field in English; the back office says them in Hindi
 * (client/features/admin/dispatch/dispatch-problems.ts).
 */
import { requiredText } from "../schema-fields";
import { z } from "../zod";

/** Where a courier's template puts the tracking number. */
export const AWB_PLACE = "{awb}";

/**
 * A tracking number as couriers print them: letters and digits only (India Post's
 * "EE123456789IN", an 11-digit Blue Dart or a 14-digit Delhivery waybill), 6 to 30 of them.
 * Spaces and hyphens typed to group it are dropped, and letters are kept in capitals.
 */
export const AWB_PATTERN = /^[A-Z0-9]{6,30}$/;

export const DISPATCH_REFUSALS = {
  template: "Tracking link must be an https address containing {awb}",
  awb: "Tracking number must be 6 to 30 letters and digits",
  courier: "Courier is required",
  courierNotFound: "Courier not found",
  courierInactive: "This courier is no longer in use",
  courierExists: "A courier of this name is already kept",
  orderNotFound: "Order not found",
  cancelled: "This order is cancelled: it cannot be dispatched",
  delivered: "This order is delivered: its dispatch can no longer be changed",
} as const;

/** The link to the courier's page for this tracking number. */
export const courierLink = (template: string, awb: string): string =>
  template.split(AWB_PLACE).join(encodeURIComponent(awb));

/** Whether a template makes an https link (to a named host) with the number in it. */
export function isTrackingTemplate(template: string): boolean {
  if (!template.includes(AWB_PLACE) || /\s/.test(template)) return false;
  try {
    const url = new URL(courierLink(template, "AWB123456"));
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username;
  } catch {
    return false;
  }
}

export const CourierInputSchema = z.object({
  name: requiredText("Name", 60),
  trackingTemplate: requiredText("Tracking link", 300).refine(
    isTrackingTemplate,
    DISPATCH_REFUSALS.template,
  ),
  active: z.boolean({ error: "Active must be yes or no" }).default(true),
});
export type CourierInput = z.output<typeof CourierInputSchema>;

/** The number as stored: what was typed, without grouping spaces or hyphens, in capitals. */
export const normaliseAwb = (typed: string): string => typed.replace(/[\s-]+/g, "").toUpperCase();

export const DispatchInputSchema = z.object({
  courierId: z
    .number({ error: DISPATCH_REFUSALS.courier })
    .int(DISPATCH_REFUSALS.courier)
    .min(1, DISPATCH_REFUSALS.courier)
    .max(2_000_000_000, DISPATCH_REFUSALS.courier),
  awb: z
    .string({ error: DISPATCH_REFUSALS.awb })
    .max(60, DISPATCH_REFUSALS.awb)
    .transform(normaliseAwb)
    .refine((v) => AWB_PATTERN.test(v), DISPATCH_REFUSALS.awb),
});
export type DispatchInput = z.output<typeof DispatchInputSchema>;

export interface Courier {
  id: number;
  name: string;
  trackingTemplate: string;
  active: boolean;
}

/** An order's dispatch as the owners see it. */
export interface OrderDispatch {
  courierId: number;
  courier: string;
  awb: string;
  /** The courier's page for this number. */
  link: string;
  /** The day it was recorded, in India (yyyy-mm-dd). */
  dispatchedOn: string;
  /** The owner who recorded it last, by her display name. */
  by: string;
}

/** What her tracking page shows, only after her phone's digits. */
export type PublicDispatch = Pick<OrderDispatch, "courier" | "awb" | "link" | "dispatchedOn">;

export interface DispatchAnswer {
  dispatch: OrderDispatch | null;
  /** False once the order is delivered or cancelled. */
  editable: boolean;
}
