import { lazy, Suspense, useCallback, useState, type MouseEvent } from "react";
import { localizedDesign } from "../../../shared/catalogue-hindi";
import {
  designAlt,
  largestFile,
  mainPhoto,
  PAGE_PHOTO_SIZES,
  type Design,
} from "../../../shared/design";
import { inLocale, m } from "../../../shared/messages";
import { mainImage } from "../../main-image";
import { useLocale } from "../../use-locale";
import { DesignPhoto } from "../../ui/design-photo";

/** The full-screen viewer's code: fetched when she first opens a photo, not with the page. */
const PhotoViewer = lazy(() => import("./photo-viewer"));

/** A quarter of the photo column: 4 a row under the main photo. */
const THUMB_SIZES = "(min-width: 1152px) 130px, (min-width: 768px) 11vw, 22vw";

/**
 * A design's photos on its page: the main one, the others under it (the owners keep up to 8
 * more), each a link to its largest file; with JavaScript, a tap opens them all full screen
 * (photo-viewer.tsx), where she swipes, pinches and zooms.
 */
export function DesignPhotos({ design }: { design: Design }) {
  const locale = useLocale();
  const o = inLocale(locale);
  const shown = localizedDesign(design, locale);
  const alt = designAlt(shown, locale);
  const alts = design.photos.map((_, i) =>
    i === 0 ? alt : m.photo_number({ alt, number: i + 1 }, o),
  );
  const [open, setOpen] = useState<number | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const opener = (i: number) => (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    setOpen(i);
  };
  const main = mainPhoto(design);
  const photo = (
    <DesignPhoto
      photo={main}
      alt={alt}
      sizes={PAGE_PHOTO_SIZES}
      load="high"
      imgProps={mainImage}
      className="aspect-[4/5] w-full rounded-3xl border border-gold-200 bg-white object-cover shadow"
    />
  );
  return (
    <>
      {main ? (
        <a
          href={largestFile(main)}
          onClick={opener(0)}
          aria-label={m.viewer_open({ alt }, o)}
          data-testid="main-photo"
          className="block cursor-zoom-in rounded-3xl focus-visible:ring-2 focus-visible:ring-maroon-600"
        >
          {photo}
        </a>
      ) : (
        photo
      )}
      {design.photos.length > 1 && (
        <ul aria-label={m.more_photos({}, o)} className="mt-4 grid grid-cols-4 gap-3">
          {design.photos.slice(1).map((p, k) => (
            <li key={p.id}>
              <a
                href={largestFile(p)}
                onClick={opener(k + 1)}
                className="block cursor-zoom-in rounded-xl focus-visible:ring-2 focus-visible:ring-maroon-600"
              >
                <DesignPhoto
                  photo={p}
                  alt={alts[k + 1]!}
                  sizes={THUMB_SIZES}
                  load="lazy"
                  className="aspect-[4/5] w-full rounded-xl border border-gold-200 bg-white object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={design.photos}
            alts={alts}
            start={open}
            label={m.viewer_label({ name: shown.name }, o)}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
