/**
 * The catalogue's change log: every change the owners make, who made it and when. The server
 * stores `what` as JSON; the back office words it with describeChange, in the owner's language.
 */
import { groupLabels, type FilterGroup } from "./filter";
import type { Locale } from "./locale";
import { formatNumber, inLocale, m } from "./messages";

/** A design's fields that an edit may change, as the change log names them. */
export const designFieldLabels = (locale: Locale) => {
  const o = inLocale(locale);
  return {
    name: m.admin_catalogue_field_name({}, o),
    category: m.admin_catalogue_field_category({}, o),
    fabric: m.admin_catalogue_field_fabric({}, o),
    work: m.admin_catalogue_field_work({}, o),
    color: m.admin_catalogue_field_color({}, o),
    description: m.admin_catalogue_field_description({}, o),
    nameHi: m.admin_catalogue_field_name_hi({}, o),
    descriptionHi: m.admin_catalogue_field_description_hi({}, o),
  } as const;
};
export const DESIGN_FIELD_LABELS = /* @__PURE__ */ designFieldLabels("en");
export type DesignField = keyof typeof DESIGN_FIELD_LABELS;

export type CatalogueChangeWhat =
  | { kind: "design-added"; name: string }
  | {
      kind: "design-edited";
      name: string;
      fields: { field: DesignField; from: string; to: string }[];
    }
  | { kind: "design-hidden" | "design-shown"; name: string }
  | { kind: "design-featured" | "design-unfeatured"; name: string }
  | { kind: "designs-reordered" }
  | { kind: "photo-added" | "photo-removed"; name: string; photoId: number }
  | { kind: "photos-reordered"; name: string; mainPhotoId: number }
  | { kind: "option-added" | "option-removed"; group: FilterGroup; value: string }
  | { kind: "option-renamed"; group: FilterGroup; from: string; to: string; designs: number }
  | { kind: "options-reordered"; group: FilterGroup }
  | {
      kind: "review-added" | "review-approved" | "review-hidden" | "review-removed";
      name: string;
      firstName: string;
      rating: number;
    };

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

const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);
const same = (text: string) => text;

/**
 * One line for the change log: "Renamed “A” to “B” in Fabric Type (1 design updated)", "Hid “A”
 * from the website", in `locale`. `data` is given each of the owners' own words (a design's
 * name, a value, a field's old and new text) as they go in, so a screen can mark them.
 */
export function describeChange(
  what: CatalogueChangeWhat,
  locale: Locale = "en",
  data: (text: string) => string = same,
): string {
  const o = inLocale(locale);
  const list = (group: FilterGroup) => groupLabels(locale)[group].list;
  switch (what.kind) {
    case "design-added":
      return m.admin_catalogue_change_design_added({ name: data(what.name) }, o);
    case "design-edited": {
      const labels = designFieldLabels(locale);
      const fields = what.fields
        .map((f) =>
          m.admin_catalogue_change_field(
            { field: labels[f.field], from: data(short(f.from)), to: data(short(f.to)) },
            o,
          ),
        )
        .join("; ");
      return m.admin_catalogue_change_design_edited({ name: data(what.name), fields }, o);
    }
    case "design-hidden":
      return m.admin_catalogue_change_design_hidden({ name: data(what.name) }, o);
    case "design-shown":
      return m.admin_catalogue_change_design_shown({ name: data(what.name) }, o);
    case "design-featured":
      return m.admin_catalogue_change_design_featured({ name: data(what.name) }, o);
    case "design-unfeatured":
      return m.admin_catalogue_change_design_unfeatured({ name: data(what.name) }, o);
    case "designs-reordered":
      return m.admin_catalogue_change_designs_reordered({}, o);
    case "photo-added":
      return m.admin_catalogue_change_photo_added({ name: data(what.name) }, o);
    case "photo-removed":
      return m.admin_catalogue_change_photo_removed({ name: data(what.name) }, o);
    case "photos-reordered":
      return m.admin_catalogue_change_photos_reordered({ name: data(what.name) }, o);
    case "option-added":
      return m.admin_catalogue_change_option_added(
        { value: data(what.value), list: list(what.group) },
        o,
      );
    case "option-removed":
      return m.admin_catalogue_change_option_removed(
        { value: data(what.value), list: list(what.group) },
        o,
      );
    case "option-renamed": {
      const say =
        what.designs === 1
          ? m.admin_catalogue_change_option_renamed_one
          : m.admin_catalogue_change_option_renamed_other;
      return say(
        {
          from: data(what.from),
          to: data(what.to),
          list: list(what.group),
          count: formatNumber(what.designs, locale),
        },
        o,
      );
    }
    case "options-reordered":
      return m.admin_catalogue_change_options_reordered({ list: list(what.group) }, o);
    case "review-added":
    case "review-approved":
    case "review-hidden":
    case "review-removed": {
      const say = {
        "review-added": m.admin_catalogue_change_review_added,
        "review-approved": m.admin_catalogue_change_review_approved,
        "review-hidden": m.admin_catalogue_change_review_hidden,
        "review-removed": m.admin_catalogue_change_review_removed,
      }[what.kind];
      return say(
        {
          name: data(what.name),
          first_name: data(what.firstName),
          rating: formatNumber(what.rating, locale),
        },
        o,
      );
    }
  }
}
