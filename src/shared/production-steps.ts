import type { CustomerStatus, OrderType, ProductionStep } from "./orders";

export type ProductionStepTemplate = Pick<
  ProductionStep,
  "id" | "name" | "description" | "estimatedDays"
>;

/** The nine production steps of a made-to-order (custom) order (spec §3; 19 days in all). */
export const PRODUCTION_STEP_TEMPLATE: readonly ProductionStepTemplate[] = [
  {
    id: "step-0",
    name: "Customer Requirements Analysis",
    description: "Discuss the occasion, design, colours and measurements with the customer.",
    estimatedDays: 1,
  },
  {
    id: "step-1",
    name: "Fabric Sourcing",
    description: "Select and procure the fabric, gota, zari and trims for the order.",
    estimatedDays: 2,
  },
  {
    id: "step-2",
    name: "Design Finalization",
    description: "Finalise motifs and placement, and trace the pattern onto the fabric.",
    estimatedDays: 2,
  },
  {
    id: "step-3",
    name: "Fabric Cutting",
    description: "Cut the panels precisely to the customer's measurements.",
    estimatedDays: 1,
  },
  {
    id: "step-4",
    name: "Embroidery Work",
    description: "Master artisans hand-embroider the Gota Patti, Zardozi or thread work.",
    estimatedDays: 7,
  },
  {
    id: "step-5",
    name: "Stitching & Tailoring",
    description: "Stitch and tailor the garment, with linings, borders and fittings.",
    estimatedDays: 3,
  },
  {
    id: "step-6",
    name: "Finishing",
    description: "Final quality check, pressing, tassels and latkans.",
    estimatedDays: 1,
  },
  {
    id: "step-7",
    name: "Packaging",
    description: "Fold in tissue and pack securely in the boutique's gift box.",
    estimatedDays: 1,
  },
  {
    id: "step-8",
    name: "Distribution",
    description: "Hand over to the courier or keep ready for pickup at the boutique.",
    estimatedDays: 1,
  },
];

/**
 * A ready-made piece is neither cut nor embroidered: it is taken from stock, checked, packed and
 * sent (issue 25, slip 11). Its own ids, so an order's stored steps say which template it has.
 */
export const READY_MADE_STEP_TEMPLATE: readonly ProductionStepTemplate[] = [
  {
    id: "ready-0",
    name: "Order Received",
    description: "Confirm the piece, its size and colour, and set it aside from stock.",
    estimatedDays: 1,
  },
  {
    id: "ready-1",
    name: "Quality Check",
    description: "Check the work, seams and finish; press it and make any small alteration.",
    estimatedDays: 1,
  },
  {
    id: "ready-2",
    name: "Packing",
    description: "Fold in tissue and pack securely in the boutique's gift box.",
    estimatedDays: 1,
  },
  {
    id: "ready-3",
    name: "Dispatch",
    description: "Hand over to the courier or keep ready for pickup at the boutique.",
    estimatedDays: 2,
  },
];

/**
 * A step template and the customer status while each of its steps is the first still to do
 * (`statusAt[currentStep]`; the last entry once every step is done).
 */
export interface StepTemplate {
  steps: readonly ProductionStepTemplate[];
  statusAt: readonly CustomerStatus[];
  /** Days from order to delivery when every step takes its estimate: the default delivery. */
  days: number;
}

const template = (
  steps: readonly ProductionStepTemplate[],
  statusAt: readonly CustomerStatus[],
): StepTemplate => ({ steps, statusAt, days: steps.reduce((sum, t) => sum + t.estimatedDays, 0) });

/** Made to order: see product-decisions.md for the mapping. */
const MADE_TO_ORDER = template(PRODUCTION_STEP_TEMPLATE, [
  ...["received", "received", "received"],
  ...["in-work", "in-work", "in-work", "in-work"],
  ...["ready", "dispatched", "delivered"],
] as const);

/** Ready-made: Order Received until checked, Ready for Dispatch while packed, then as above. */
const READY_MADE = template(READY_MADE_STEP_TEMPLATE, [
  ...["received", "received", "ready", "dispatched", "delivered"],
] as const);

/** The steps and default delivery a new order of each type gets. */
export const STEP_TEMPLATES: Record<OrderType, StepTemplate> = {
  custom: MADE_TO_ORDER,
  "ready-made": READY_MADE,
};

/**
 * The template an order's stored steps come from (an order keeps the one it was made with,
 * whatever its type says later); the nine steps for anything else, as every older order has.
 */
export function templateOfSteps(stepIds: readonly string[]): StepTemplate {
  const ids = stepIds.join();
  return ids === READY_MADE.steps.map((s) => s.id).join() ? READY_MADE : MADE_TO_ORDER;
}

/** A fresh set of steps for a new order: all pending. */
export function newProductionSteps(orderType: OrderType = "custom"): ProductionStep[] {
  return STEP_TEMPLATES[orderType].steps.map((t) => ({
    ...t,
    status: "pending",
    completedDate: null,
  }));
}

/** Days from order to delivery when every step takes its estimate (19). */
export const PRODUCTION_DAYS = MADE_TO_ORDER.days;
