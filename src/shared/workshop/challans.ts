/** What the owners' challan API answers (server/challans/). Pieces whole, fabric centimetres. */
import type { KarigarPlace } from "./karigar-input";
import type { ChallanState } from "./challan-input";

export interface ChallanSummary {
  id: number;
  number: string;
  karigarId: number;
  karigarName: string;
  orderId: string;
  stepId: string;
  stepName: string;
  sentOn: string;
  expectedOn: string;
  state: ChallanState;
  /** Expected back before today and not all back. */
  overdue: boolean;
  /** What was sent. */
  lines: { description: string; quantity: number; centimetres: number }[];
}

export interface ChallanLine {
  id: number;
  description: string;
  quantity: number;
  centimetres: number;
  /** What has come back of it so far. */
  returnedQuantity: number;
  returnedCentimetres: number;
}

export interface ChallanReturn {
  id: number;
  returnedOn: string;
  note: string;
  by: string;
  lines: { lineId: number; description: string; quantity: number; centimetres: number }[];
}

export interface Challan extends Omit<ChallanSummary, "lines"> {
  karigar: { id: number; name: string; phone: string; place: KarigarPlace };
  note: string;
  createdBy: string;
  lines: ChallanLine[];
  returns: ChallanReturn[];
}

export interface ChallanList {
  challans: ChallanSummary[];
  /** How many are overdue, of all (the attention list's count). */
  overdue: number;
}
