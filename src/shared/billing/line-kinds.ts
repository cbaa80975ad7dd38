/**
 * What a document's line is, for its HSN/SAC code and unit: the owners keep each kind's code
 * (Settings → Tax rules), and each design may have its own. These are the first defaults.
 */
export interface LineKind {
  key: string;
  label: string;
  /** HSN for goods, SAC for a service. */
  code: string;
  unit: string;
  service: boolean;
}

export const SEEDED_LINE_KINDS: readonly LineKind[] = [
  {
    key: "garment",
    label: "Stitched garment (lehenga, poshak, kurti set)",
    code: "6204",
    unit: "PCS",
    service: false,
  },
  {
    key: "ensemble",
    label: "Other garment (dupatta, odhni)",
    code: "6211",
    unit: "PCS",
    service: false,
  },
  { key: "saree", label: "Saree", code: "5407", unit: "PCS", service: false },
  { key: "fabric", label: "Fabric by the metre", code: "5208", unit: "MTR", service: false },
  {
    key: "stitching",
    label: "Stitching only (her fabric)",
    code: "998821",
    unit: "NOS",
    service: true,
  },
];

/** The kind a design's lines take unless the owners set its own code. */
export const DEFAULT_LINE_KIND = "garment";
