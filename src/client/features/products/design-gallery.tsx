import { localizedDesign } from "../../../shared/catalogue-hindi";
import { designAlt, type Design } from "../../../shared/design";
import { inLocale, m } from "../../../shared/messages";
import { useLocale } from "../../use-locale";
import { DesignPhoto } from "../../ui/design-photo";

/** A quarter of the photo column: 4 a row under the main photo. */
const THUMB_SIZES = "(min-width: 1152px) 130px, (min-width: 768px) 11vw, 22vw";

/** The design's other photos, under the main one (the owners keep up to 8 more). */
export function DesignGallery({ design }: { design: Design }) {
  const locale = useLocale();
  const o = inLocale(locale);
  const more = design.photos.slice(1);
  if (more.length === 0) return null;
  const alt = designAlt(localizedDesign(design, locale), locale);
  return (
    <ul aria-label={m.more_photos({}, o)} className="mt-4 grid grid-cols-4 gap-3">
      {more.map((photo, i) => (
        <li key={photo.id}>
          <a
            href={photo.src}
            className="block rounded-xl focus-visible:ring-2 focus-visible:ring-maroon-600"
          >
            <DesignPhoto
              photo={photo}
              alt={m.photo_number({ alt, number: i + 2 }, o)}
              sizes={THUMB_SIZES}
              load="lazy"
              className="aspect-[4/5] w-full rounded-xl border border-gold-200 bg-white object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
