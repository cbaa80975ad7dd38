/** Work sent out as the owner reads it, in her language: a challan's state and its lines. */
import type { Locale } from "../../../../shared/locale";
import { inLocale, m } from "../../../../shared/messages";
import { metresOf, type ChallanState } from "../../../../shared/workshop/challan-input";

export function challanStateName(state: ChallanState, locale: Locale): string {
  const o = inLocale(locale);
  const names: Record<ChallanState, string> = {
    open: m.admin_challan_state_open({}, o),
    "partly-returned": m.admin_challan_state_partly({}, o),
    returned: m.admin_challan_state_returned({}, o),
  };
  return names[state];
}

/** "2 pcs, 5.5 m", "1 pc" (only what the line has), in her language's digits. */
export function amountText(
  line: { quantity: number; centimetres: number },
  locale: Locale,
  number: (n: number) => string,
): string {
  const o = inLocale(locale);
  return [
    line.quantity === 1
      ? m.admin_challan_piece_one({}, o)
      : line.quantity > 0
        ? m.admin_challan_pieces({ count: number(line.quantity) }, o)
        : "",
    line.centimetres > 0 ? m.admin_challan_metres({ metres: metresOf(line.centimetres) }, o) : "",
  ]
    .filter(Boolean)
    .join(", ");
}

/** "Georgette for dyeing (5.5 m)". */
export const lineText = (
  line: { description: string; quantity: number; centimetres: number },
  locale: Locale,
  number: (n: number) => string,
) => `${line.description} (${amountText(line, locale, number)})`;
