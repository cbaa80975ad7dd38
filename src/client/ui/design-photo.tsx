import type { Photo } from "../../shared/design";
import type { Locale } from "../../shared/locale";
import { inLocale, m } from "../../shared/messages";
import { useLocale } from "../use-locale";

interface Props {
  photo: Pick<Photo, "src" | "sources"> | undefined;
  alt: string;
  /** The `sizes` of the layout it sits in (shared/design.ts CARD_PHOTO_SIZES, PAGE_PHOTO_SIZES). */
  sizes: string;
  className: string;
  /** How soon the browser fetches it: the page's largest image first, off-screen ones lazily. */
  load: "high" | "eager" | "lazy";
  /** Extra attributes of the <img> (mainImage's Element Timing mark). */
  imgProps?: object;
  /** The language of its label when not the page's (the back office's owner's). */
  locale?: Locale;
}

/**
 * A design's photo at the size the layout needs: AVIF where the browser takes it, WebP
 * otherwise, each in several widths (srcset/sizes), so a phone downloads a phone-sized file.
 * Seeded artwork is one SVG. Without a photo, an empty frame of the same shape.
 */
export function DesignPhoto({ photo, alt, sizes, className, load, imgProps, ...props }: Props) {
  const eager = load !== "lazy";
  const pageLocale = useLocale();
  const locale = props.locale ?? pageLocale;
  if (!photo)
    return (
      <div
        role="img"
        aria-label={m.no_photo({ alt }, inLocale(locale))}
        className={`${className} bg-gradient-to-b from-gold-100 to-maroon-50`}
      />
    );
  const img = (
    <img
      src={photo.src}
      srcSet={photo.sources?.webp}
      sizes={photo.sources ? sizes : undefined}
      alt={alt}
      width={400}
      height={500}
      loading={eager ? "eager" : "lazy"}
      decoding={eager ? "sync" : "async"}
      fetchPriority={load === "high" ? "high" : undefined}
      {...imgProps}
      className={className}
    />
  );
  if (!photo.sources) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={photo.sources.avif} sizes={sizes} />
      {img}
    </picture>
  );
}
