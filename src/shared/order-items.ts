/** One line of an order: a design from the catalogue or a custom piece, with its quantity. */
export interface OrderItem {
  /** The catalogue design's id, or null for a custom piece described by its name. */
  designId: number | null;
  name: string;
  quantity: number;
  /** Colour, size or anything the artisans must know; may be empty. */
  note: string;
}

/** A piece as customers and owners read it: "Maroon Poshak", "2 × Kurti Set (blue, size M)". */
export function itemLabel(item: OrderItem): string {
  const count = item.quantity === 1 ? "" : `${item.quantity} × `;
  const note = item.note ? ` (${item.note})` : "";
  return `${count}${item.name}${note}`;
}

/** An item given only by its name (the spec's sample orders). */
export const namedItem = (name: string): OrderItem => ({
  designId: null,
  name,
  quantity: 1,
  note: "",
});
