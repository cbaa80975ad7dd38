/** What the owners' workshop API answers (server/workshop/). Money is whole paise. */
import type { StepStatus } from "../orders";
import type { KarigarPlace, PayoutMethod, RateUnit } from "./karigar-input";

export interface KarigarRate {
  id: number;
  stepId: string;
  work: string;
  unit: RateUnit;
  ratePaise: number;
  effectiveFrom: string;
}

export interface KarigarSummary {
  id: number;
  name: string;
  phone: string;
  place: KarigarPlace;
  skills: string[];
  active: boolean;
  /** What the boutique owes them now: earned and adjusted, less paid. */
  duePaise: number;
  openSteps: number;
}

export interface Karigar extends KarigarSummary {
  note: string;
  /** Every dated rate, newest first within a step and work. */
  rates: KarigarRate[];
}

/** A step assigned to a karigar, as the board and the order's step row show it. */
export interface StepAssignment {
  orderId: string;
  stepId: string;
  stepName: string;
  karigarId: number;
  karigarName: string;
  work: string;
  quantity: number;
  dueDate: string;
  status: StepStatus;
  /** Due before today and not completed. */
  late: boolean;
}

export type EntryKind = "earned" | "reversed" | "adjustment" | "payout";

export interface AccountEntry {
  id: number;
  kind: EntryKind;
  /** Signed: what they are owed goes up (earned) or down (a payout). */
  amountPaise: number;
  onDate: string;
  orderId: string | null;
  stepId: string | null;
  /** For an earned entry: the step, work, quantity and rate it was earned at. */
  description: string;
  method: PayoutMethod | null;
  reference: string;
  by: string | null;
}

export interface KarigarStatement {
  karigar: KarigarSummary;
  from: string;
  to: string;
  openingPaise: number;
  entries: AccountEntry[];
  closingPaise: number;
}

export interface KarigarPage {
  karigar: Karigar;
  open: StepAssignment[];
  recent: AccountEntry[];
}

export interface WorkloadBoard {
  karigars: { karigar: KarigarSummary; steps: StepAssignment[] }[];
}

/**
 * A karigar's job card: their open steps only, with what to make and by when. No prices and
 * nothing of the customer's (no name, no phone): it travels with the piece.
 */
export interface JobCard {
  karigar: { id: number; name: string; place: KarigarPlace };
  steps: {
    orderId: string;
    stepName: string;
    work: string;
    quantity: number;
    dueDate: string;
    late: boolean;
    /** "2 × Matching potli bag (size M)" */
    items: string[];
  }[];
}
