/**
 * Photos of her piece (issue 24 §4): the owners attach photos to an order and, if they choose,
 * to one of its production steps (the reference pictures she sent, fabric swatches, work in
 * progress, the finished piece). Each is for the owners only unless marked for her; her
 * tracking page shows those, step by step, once she has proved her phone's digits.
 */
import { z } from "./zod";
import type { StepStatus } from "./orders";

/** Photos one order may carry: a piece's whole making, with room to spare. */
export const MAX_ORDER_PHOTOS = 40;

/** A step id as the templates name them (step-0…, ready-0…, an owner's own). */
const STEP_ID = /^[a-z][a-z0-9-]{0,39}$/;

export const ORDER_PHOTO_REFUSALS = {
  orderNotFound: "Order not found",
  photoNotFound: "Photo not found",
  step: "This order has no such step",
  forHer: "For her must be yes or no",
  tooMany: `An order keeps at most ${MAX_ORDER_PHOTOS} photos: delete one first`,
  nothing: "Say what to change: the step or whether it is for her",
} as const;

/** The step field of an upload or a change: a step of the order, or none (the order's). */
const stepField = z
  .string({ error: ORDER_PHOTO_REFUSALS.step })
  .regex(STEP_ID, ORDER_PHOTO_REFUSALS.step)
  .nullable();

/** PATCH …/photos/:id: mark or unmark it for her, or move it to another step (or none). */
export const OrderPhotoChangeSchema = z
  .object({
    forHer: z.boolean({ error: ORDER_PHOTO_REFUSALS.forHer }).optional(),
    stepId: stepField.optional(),
  })
  .strict()
  .refine((v) => v.forHer !== undefined || v.stepId !== undefined, {
    message: ORDER_PHOTO_REFUSALS.nothing,
    path: ["forHer"],
  });
export type OrderPhotoChange = z.output<typeof OrderPhotoChangeSchema>;

/**
 * The multipart upload's other fields, as text: `stepId` ("" for none) and `forHer`
 * ("true"/"false", absent for false).
 */
export const OrderPhotoUploadFieldsSchema = z.object({
  stepId: z
    .string({ error: ORDER_PHOTO_REFUSALS.step })
    .refine((v) => v === "" || STEP_ID.test(v), ORDER_PHOTO_REFUSALS.step)
    .optional()
    .transform((v) => (v ? v : null)),
  forHer: z
    .enum(["true", "false"], { error: ORDER_PHOTO_REFUSALS.forHer })
    .optional()
    .transform((v) => v === "true"),
});

/** A photo's files as a page asks for them: signed links (see SECURITY.md, Order photos). */
export interface PhotoLinks {
  width: number;
  height: number;
  /** The middle WebP width: what an <img> without srcset loads. */
  src: string;
  /** The smallest WebP: a thumbnail. */
  thumb: string;
  sources: { avif: string; webp: string };
}

/** A photo as the owners see it. */
export interface OrderPhoto extends PhotoLinks {
  id: number;
  stepId: string | null;
  forHer: boolean;
  /** ISO timestamp. */
  addedAt: string;
  /** The owner's name as her screens say it. */
  addedBy: string;
}

/** GET /api/admin/orders/:orderId/photos and the answer of every change. */
export interface OrderPhotosAnswer {
  photos: OrderPhoto[];
  /** The order's steps, for the step chooser. */
  steps: { id: string; name: string; description: string }[];
}

/** A photo marked for her, as her tracking page shows it. */
export interface PublicOrderPhoto extends PhotoLinks {
  id: number;
  stepId: string | null;
  /** yyyy-mm-dd (India). */
  addedOn: string;
}

/**
 * Her piece step by step (after her digits, when a photo is marked for her): each step's name,
 * description and status, and the photos marked for her, newest last.
 */
export interface PublicPiece {
  steps: { id: string; name: string; description: string; status: StepStatus }[];
  photos: PublicOrderPhoto[];
}

/** The `sizes` of a thumbnail in the owners' grid and her page's: about 10 rem wide. */
export const ORDER_PHOTO_THUMB_SIZES = "(min-width: 640px) 12rem, 45vw";
