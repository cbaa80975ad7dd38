/**
 * The owners' catalogue (the back office's Products tab): the API contract shared by browser
 * and server, the input schemas and their limits. Messages name the field. The refusals are
 * said in a language (messages/admin-catalogue/): the server answers in English, the browser
 * says the same refusal in the owner's language (features/admin/catalogue/catalogue-problems.ts).
 */
import type { CatalogueChange } from "./catalogue-changes";
import type { Design, Photo } from "./design";
import { FILTER_GROUPS, GROUP_LABELS, groupLabels, type FilterGroup } from "./filter";
import type { Locale } from "./locale";
import { EN, formatNumber, inLocale, m } from "./messages";
import { optionalText, requiredText } from "./schema-fields";
import { z } from "./zod";

export const DESIGN_LIMITS = { name: 80, value: 40, description: 600 } as const;

/** One main photo and up to 8 more. */
export const MAX_PHOTOS = 9;
export const MAX_PHOTO_MB = 15;
export const MAX_PHOTO_BYTES = MAX_PHOTO_MB * 1024 * 1024;
/** Larger than any phone's photo (a 50 MP camera gives 8160×6120); a bomb is far above. */
export const MAX_PHOTO_MEGAPIXELS = 60;
/** What the upload accepts, checked by content on the server (not by the file's name). */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;

/** Why a photo is refused, in a language. */
export const photoErrors = (locale: Locale) => {
  const o = inLocale(locale);
  return {
    missing: m.admin_catalogue_photo_missing({}, o),
    empty: m.admin_catalogue_photo_empty({}, o),
    tooLarge: m.admin_catalogue_photo_too_large({ mb: MAX_PHOTO_MB }, o),
    notAPhoto: m.admin_catalogue_photo_not_a_photo({}, o),
    unreadable: m.admin_catalogue_photo_unreadable({}, o),
    tooManyPixels: m.admin_catalogue_photo_too_many_pixels({ megapixels: MAX_PHOTO_MEGAPIXELS }, o),
    tooMany: m.admin_catalogue_photo_too_many({ max: MAX_PHOTOS, more: MAX_PHOTOS - 1 }, o),
    /** The server is busy with the other owner's upload (503, server/admin/upload-admission.ts). */
    busy: m.admin_catalogue_photo_busy({}, o),
  } as const;
};
export type PhotoError = keyof ReturnType<typeof photoErrors>;

/** In English: what the server answers and the tests expect. */
export const PHOTO_ERRORS = /* @__PURE__ */ photoErrors("en");

/** Why a change to the catalogue is refused, in a language (the values as the owners typed them). */
export const catalogueRefusals = (locale: Locale) => {
  const o = inLocale(locale);
  const list = (group: FilterGroup) => groupLabels(locale)[group].list;
  return {
    designNotFound: m.admin_catalogue_design_not_found({}, o),
    designsChanged: m.admin_catalogue_designs_changed({}, o),
    nameTaken: m.admin_catalogue_name_taken({}, o),
    optionNotFound: m.admin_catalogue_option_not_found({}, o),
    photoNotFound: m.admin_catalogue_photo_not_found({}, o),
    photosChanged: m.admin_catalogue_photos_changed({}, o),
    /** A list's value that `designs` designs use. */
    optionInUse: (value: string, designs: number) =>
      designs === 1
        ? m.admin_catalogue_option_in_use_one({ value }, o)
        : m.admin_catalogue_option_in_use_other({ value, count: formatNumber(designs, locale) }, o),
    alreadyInList: (value: string, group: FilterGroup) =>
      m.admin_catalogue_already_in_list({ value, list: list(group) }, o),
    listChanged: (group: FilterGroup) => m.admin_catalogue_list_changed({ list: list(group) }, o),
  } as const;
};

/** In English: what the server answers. */
export const CATALOGUE_REFUSALS = /* @__PURE__ */ catalogueRefusals("en");

const value = (group: FilterGroup) => requiredText(GROUP_LABELS[group].field, DESIGN_LIMITS.value);

const designFields = {
  name: requiredText(m.admin_catalogue_name({}, EN), DESIGN_LIMITS.name),
  category: value("category"),
  fabric: value("fabric"),
  work: value("work"),
  color: value("color"),
  description: requiredText(m.admin_catalogue_description({}, EN), DESIGN_LIMITS.description),
};

/** The Hindi name and description: optional; empty, the Hindi pages show the English. */
const hindiFields = {
  nameHi: optionalText(m.admin_catalogue_name_hi({}, EN), DESIGN_LIMITS.name),
  descriptionHi: optionalText(m.admin_catalogue_description_hi({}, EN), DESIGN_LIMITS.description),
};

const hidden = z.boolean({ error: "hidden must be true or false" });
const featured = z.boolean({ error: "featured must be true or false" });

/**
 * POST /api/admin/designs: a new design (shown on the site unless `hidden`; among the home
 * page's featured designs when `featured`).
 */
export const NewDesignSchema = z.object({
  ...designFields,
  ...hindiFields,
  hidden: hidden.optional().default(false),
  featured: featured.optional().default(false),
});
export type NewDesign = z.output<typeof NewDesignSchema>;

/** PATCH /api/admin/designs/:id: the fields sent change; the rest stay. */
export const DesignPatchSchema = z
  .object({
    ...designFields,
    nameHi: hindiFields.nameHi.unwrap().unwrap(),
    descriptionHi: hindiFields.descriptionHi.unwrap().unwrap(),
    hidden,
    featured,
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, "Send at least one field to change");
export type DesignPatch = z.output<typeof DesignPatchSchema>;

/** PUT …/order: the new order of every design (or photo, or option of a list), by id. */
export const NewOrderOfIdsSchema = z.object({
  ids: z
    .array(z.number({ error: "ids must be numbers" }).int().positive(), {
      error: "ids must be a list of ids",
    })
    .max(5000, "ids must have at most 5000 entries")
    .refine((ids) => new Set(ids).size === ids.length, "ids must not repeat an id"),
});

/** POST and PATCH /api/admin/catalogue/lists/:group(/:id): one value of a filter list. */
export const OptionValueSchema = z.object({
  value: requiredText(m.admin_catalogue_value({}, EN), DESIGN_LIMITS.value),
});

export const isFilterGroup = (group: string): group is FilterGroup =>
  (FILTER_GROUPS as readonly string[]).includes(group);

/** A design as the owners see it: everything the site shows, whether it is shown, and when. */
export type AdminDesign = Design & {
  hidden: boolean;
  position: number;
  updatedAt: string;
  updatedBy: string | null;
};

/** GET /api/admin/designs/:id, and the answer of every change to a design or its photos. */
export interface AdminDesignDetail {
  design: AdminDesign;
  /** The design's changes, newest first. */
  changes: CatalogueChange[];
}

/**
 * A list's small photo: what a 64 px image needs (its smallest width of each format), not the
 * sizes and social card a design's page uses.
 */
export type Thumbnail = Pick<Photo, "id" | "width" | "height" | "src" | "sources">;

/** The photo as a list shows it: the first (smallest) width of each srcset. */
export const thumbnailOf = (photo: Photo): Thumbnail => ({
  id: photo.id,
  width: photo.width,
  height: photo.height,
  src: photo.src,
  ...(photo.sources && {
    sources: {
      avif: photo.sources.avif.split(",")[0]!.trim(),
      webp: photo.sources.webp.split(",")[0]!.trim(),
    },
  }),
});

/** GET /api/admin/designs/choices: the designs an order's items can name, in the site's order. */
export interface DesignChoices {
  designs: { id: number; name: string; hidden: boolean }[];
}

/** One row of GET /api/admin/designs (the Products tab's list). */
export interface AdminDesignRow {
  id: number;
  slug: string;
  name: string;
  category: string;
  fabric: string;
  work: string;
  color: string;
  hidden: boolean;
  featured: boolean;
  mainPhoto: Thumbnail | null;
  photoCount: number;
}

/** A value of a filter list, with how many designs use it (a used value cannot be deleted). */
export interface FilterOption {
  id: number;
  value: string;
  designs: number;
}

/** GET /api/admin/designs: the designs in the site's order and the four lists. */
export interface AdminCatalogue {
  designs: AdminDesignRow[];
  lists: Record<FilterGroup, FilterOption[]>;
  /** Demo mode: the Products tab's tiles are the spec's, with random counts. */
  demoMode: boolean;
}

/** Searches a design list by name, category, fabric, work or colour, ignoring case. */
export function searchDesigns<T extends Omit<AdminDesignRow, "mainPhoto" | "photoCount">>(
  designs: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [...designs];
  return designs.filter((d) =>
    [d.name, d.category, d.fabric, d.work, d.color].some((v) => v.toLowerCase().includes(needle)),
  );
}
