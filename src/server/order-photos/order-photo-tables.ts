import type { Generated } from "kysely";

/** Photos of her piece (migration 0031, server/order-photos/). */
export interface OrderPhotoTables {
  order_photos: OrderPhotosTable;
}

export interface OrderPhotosTable {
  id: Generated<number>;
  order_id: string;
  /** A production step's id of the order; null: the order's as a whole. */
  step_id: string | null;
  /** 0 or 1: marked for her (her tracking page shows it after her digits). */
  for_her: number;
  width: number;
  height: number;
  /** JSON of PhotoFile[] (server/photos/photo-files.ts). */
  files: string;
  created_at: string;
  created_by: string;
}
