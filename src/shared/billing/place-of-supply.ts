/**
 * Where a supply is made, which decides CGST + SGST (inside the boutique's state) or IGST:
 * goods handed over at the boutique are supplied in its state; goods sent are supplied where
 * they are delivered (IGST Act, section 10(1)(a)); the owners may name another state with a
 * reason (a buyer registered elsewhere collecting for her shop, say), kept on the document.
 */
import { gstStateNamed, gstStateOf, type GstState } from "./gst-states";

export const HANDOVERS = ["at-boutique", "sent"] as const;
export type Handover = (typeof HANDOVERS)[number];

export interface PlaceOfSupplyInput {
  handover: Handover;
  /** The delivery address's state as typed on the order. */
  deliveryState: string;
  /** The owners' choice of another state's code, with their reason. */
  override?: { stateCode: string; reason: string };
}

export type PlaceOfSupply =
  | { ok: true; state: GstState; interState: boolean; basis: Handover | "override"; reason: string }
  | { ok: false; field: "placeOfSupply.stateCode"; error: string };

/**
 * `registered`: false for a boutique not registered under GST, whose plain bill charges no GST
 * and states no place of supply: a delivery state not recognised is taken as its own.
 */
export function placeOfSupply(
  boutiqueStateCode: string,
  input: PlaceOfSupplyInput,
  registered = true,
): PlaceOfSupply {
  const found = (state: GstState | undefined, basis: Handover | "override", reason = "") =>
    state
      ? ({ ok: true, state, interState: state.code !== boutiqueStateCode, basis, reason } as const)
      : ({
          ok: false,
          field: "placeOfSupply.stateCode",
          error: `The delivery state "${input.deliveryState}" is not a state of India: choose the place of supply`,
        } as const);
  if (input.override)
    return found(gstStateOf(input.override.stateCode), "override", input.override.reason);
  if (input.handover === "at-boutique") return found(gstStateOf(boutiqueStateCode), "at-boutique");
  const sent = found(gstStateNamed(input.deliveryState), "sent");
  return sent.ok || registered ? sent : found(gstStateOf(boutiqueStateCode), "at-boutique");
}
