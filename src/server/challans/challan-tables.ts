import type { Generated } from "kysely";
import type { ChallanState } from "../../shared/workshop/challan-input";

/** Work sent out (migration 0032, server/challans/). */
export interface ChallanTables {
  challans: ChallansTable;
  challan_lines: ChallanLinesTable;
  challan_returns: ChallanReturnsTable;
  challan_return_lines: ChallanReturnLinesTable;
}

export interface ChallansTable {
  id: Generated<number>;
  number: string;
  karigar_id: number;
  order_id: string;
  step_id: string;
  sent_on: string;
  expected_on: string;
  note: string;
  state: ChallanState;
  created_at: string;
  created_by: string;
}

export interface ChallanLinesTable {
  id: Generated<number>;
  challan_id: number;
  description: string;
  quantity: number;
  centimetres: number;
}

export interface ChallanReturnsTable {
  id: Generated<number>;
  challan_id: number;
  returned_on: string;
  note: string;
  created_at: string;
  created_by: string;
}

export interface ChallanReturnLinesTable {
  return_id: number;
  line_id: number;
  quantity: number;
  centimetres: number;
}
