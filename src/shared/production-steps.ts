import type { ProductionStep } from "./orders";

export type ProductionStepTemplate = Pick<
  ProductionStep,
  "id" | "name" | "description" | "estimatedDays"
>;

/** The nine production steps every order goes through (spec §3; 19 days in all). */
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

/** A fresh set of steps for a new order: all pending. */
export function newProductionSteps(): ProductionStep[] {
  return PRODUCTION_STEP_TEMPLATE.map((t) => ({ ...t, status: "pending", completedDate: null }));
}

/** Days from order to delivery when every step takes its estimate (19). */
export const PRODUCTION_DAYS = PRODUCTION_STEP_TEMPLATE.reduce(
  (sum, t) => sum + t.estimatedDays,
  0,
);
