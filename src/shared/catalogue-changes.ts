/**
 * The catalogue's change log: every change the owners make, who made it and when. The server
 * stores `what` as JSON; the back office words it with describeChange.
 */
import { GROUP_LABELS, type FilterGroup } from "./filter";

export const DESIGN_FIELD_LABELS = {
  name: "name",
  category: "category",
  fabric: "fabric",
  work: "embroidery work",
  color: "colour",
  description: "description",
} as const;
export type DesignField = keyof typeof DESIGN_FIELD_LABELS;

export type CatalogueChangeWhat =
  | { kind: "design-added"; name: string }
  | {
      kind: "design-edited";
      name: string;
      fields: { field: DesignField; from: string; to: string }[];
    }
  | { kind: "design-hidden" | "design-shown"; name: string }
  | { kind: "designs-reordered" }
  | { kind: "photo-added" | "photo-removed"; name: string; photoId: number }
  | { kind: "photos-reordered"; name: string; mainPhotoId: number }
  | { kind: "option-added" | "option-removed"; group: FilterGroup; value: string }
  | { kind: "option-renamed"; group: FilterGroup; from: string; to: string; designs: number }
  | { kind: "options-reordered"; group: FilterGroup };

export interface CatalogueChange {
  id: number;
  /** ISO timestamp. */
  at: string;
  /** The owner's username; null for the seed. */
  by: string | null;
  /** The owner's name as the back office shows it. */
  byName: string | null;
  designId: number | null;
  what: CatalogueChangeWhat;
}

const quote = (text: string) => `“${text}”`;
const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);
const list = (group: FilterGroup) => GROUP_LABELS[group].list;

/** One line for the change log: "Renamed “A” to “B”", "Hid “A”", "Added “Silk” to Fabric Type". */
export function describeChange(what: CatalogueChangeWhat): string {
  switch (what.kind) {
    case "design-added":
      return `Added the design ${quote(what.name)}`;
    case "design-edited":
      return `Changed ${quote(what.name)}: ${what.fields
        .map(
          (f) => `${DESIGN_FIELD_LABELS[f.field]} ${quote(short(f.from))} → ${quote(short(f.to))}`,
        )
        .join("; ")}`;
    case "design-hidden":
      return `Hid ${quote(what.name)} from the website`;
    case "design-shown":
      return `Showed ${quote(what.name)} on the website`;
    case "designs-reordered":
      return "Changed the order of the designs";
    case "photo-added":
      return `Added a photo to ${quote(what.name)}`;
    case "photo-removed":
      return `Deleted a photo of ${quote(what.name)}`;
    case "photos-reordered":
      return `Changed the main photo or the photos' order of ${quote(what.name)}`;
    case "option-added":
      return `Added ${quote(what.value)} to ${list(what.group)}`;
    case "option-removed":
      return `Deleted ${quote(what.value)} from ${list(what.group)}`;
    case "option-renamed":
      return `Renamed ${quote(what.from)} to ${quote(what.to)} in ${list(what.group)} (${what.designs} ${what.designs === 1 ? "design" : "designs"} updated)`;
    case "options-reordered":
      return `Changed the order of ${list(what.group)}`;
  }
}
