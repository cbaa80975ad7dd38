/**
 * A design of the catalogue as the public pages show it. The catalogue lives in the database
 * (the owners edit it in the back office); catalogue.ts holds only what a fresh start seeds.
 */
import type { FilterGroup } from "./filter";
import type { Locale } from "./locale";
import { inLocale, m } from "./messages";
import type { DesignReview, RatingSummary } from "./reviews";

/** One photo of a design. */
export interface Photo {
  id: number;
  /** Intrinsic size of the photo, upright (EXIF rotation applied). */
  width: number;
  height: number;
  /** The <img> source: a WebP of middle width, or the seeded artwork's SVG. */
  src: string;
  /** srcset per modern format (`url 400w, url 800w`); none for artwork (an SVG scales). */
  sources?: { avif: string; webp: string };
  /** A 1200×630 JPEG for social cards (og:image). */
  social: string;
}

export interface Design {
  id: number;
  /** The address segment of its page; a rename gives a new one (old ones redirect). */
  slug: string;
  name: string;
  category: string;
  fabric: string;
  work: string;
  color: string;
  description: string;
  /**
   * The owners' Hindi name and description (the Products tab), only when given: the Hindi pages
   * show them, and the English, marked lang="en", where there are none (catalogue-hindi.ts).
   */
  nameHi?: string;
  descriptionHi?: string;
  /** The owners chose it for the home page's featured designs (the Products tab). */
  featured: boolean;
  /** When it was added to the catalogue (ISO timestamp): the home page's new arrivals. */
  addedAt: string;
  /** The main photo first; may be empty. */
  photos: Photo[];
  /**
   * Its approved reviews (reviews.ts), only when it has any: their average and count, and the
   * newest few. The pages show them outside demo mode only.
   */
  rating?: RatingSummary;
  reviews?: DesignReview[];
}

/** The four filter lists the owners keep, in their order. */
export type FilterLists = Record<FilterGroup, readonly string[]>;

/** What the public catalogue pages read: the shown designs in the owners' order, and the lists. */
export interface CatalogueView {
  designs: Design[];
  lists: FilterLists;
}

/**
 * The address segment a name gives ("Cherry Rani Bambric Satin Poshak" → "cherry-rani-…"):
 * lower case ASCII letters and digits joined by hyphens; empty for a name without any.
 */
export const slugOfName = (name: string): string =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * Alternative text of a design's photo: what it is, as the card's badges say it (pass the
 * design with its values in the page's language, catalogue-hindi.ts).
 */
export const designAlt = (
  d: Pick<Design, "name" | "color" | "fabric" | "work">,
  locale: Locale = "en",
): string =>
  m.design_alt({ name: d.name, color: d.color, fabric: d.fabric, work: d.work }, inLocale(locale));

/** A photo's largest file: the widest WebP of its srcset, or the artwork's one file. */
export const largestFile = (photo: Pick<Photo, "src" | "sources">): string =>
  photo.sources?.webp.split(",").at(-1)?.trim().split(/\s+/)[0] || photo.src;

export const mainPhoto = <P = Photo>(design: { photos: readonly P[] }): P | undefined =>
  design.photos[0];

/** The `sizes` of a card's photo: one column on phones, two from 640 px, three from 1280 px. */
export const CARD_PHOTO_SIZES =
  "(min-width: 1280px) 330px, (min-width: 1024px) 38vw, (min-width: 640px) 48vw, 92vw";

/** The `sizes` of the photo on a design's own page (half of the page from 768 px). */
export const PAGE_PHOTO_SIZES = "(min-width: 1152px) 550px, (min-width: 768px) 48vw, 92vw";

/** The widths a photo is stored in (never wider than the photo itself). */
export const PHOTO_WIDTHS = [400, 800, 1200] as const;

/** A design's address as the catalogue finds it: the design, or the address it moved to. */
export type SlugLookup = { design: Design } | { movedTo: string } | undefined;

/**
 * What the server hands the catalogue pages' loaders (React Router's load context): the
 * catalogue as stored, at one revision.
 */
export interface PublicCatalogue {
  revision: number;
  view: CatalogueView;
  lookup(slug: string): SlugLookup;
}
