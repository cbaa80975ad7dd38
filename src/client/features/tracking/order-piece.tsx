// Icons no other page uses: one the home page or the back office uses too would move, with this
// lazily loaded part, into the chunk every page loads (vite.config.ts).
import { Check, CircleDashed, CirclePause, Hammer, Images, Scissors } from "lucide-react";
import type { PublicAlteration } from "../../../shared/calendar/calendar";
import type { Locale } from "../../../shared/locale";
import { inLocale, m } from "../../../shared/messages";
import {
  ORDER_PHOTO_THUMB_SIZES,
  type PublicOrderPhoto,
  type PublicPiece,
} from "../../../shared/order-photos";
import { formatIndianDate, type StepStatus } from "../../../shared/orders";
import { localizedStep } from "../../../shared/production-steps-hindi";
import { DesignPhoto } from "../../ui/design-photo";

const STATUS_ICON = {
  completed: Check,
  "in-progress": Hammer,
  pending: CircleDashed,
  "on-hold": CirclePause,
};

const statusWord = (status: StepStatus, o: ReturnType<typeof inLocale>) =>
  ({
    completed: m.tracking_photos_done({}, o),
    "in-progress": m.tracking_photos_in_progress({}, o),
    pending: m.tracking_photos_pending({}, o),
    "on-hold": m.tracking_photos_on_hold({}, o),
  })[status];

/**
 * Her piece step by step, once she has proved her phone's digits and the boutique has marked a
 * photo for her (issue 24 §4): each step with where it stands, and under it the photos the
 * owners chose to show her; the photos of the order as a whole first. Each photo opens at full
 * size; its links are signed for her and last an hour or two (SECURITY.md).
 */
export function OrderPiece({ piece, locale }: { piece: PublicPiece; locale: Locale }) {
  const o = inLocale(locale);
  const photosOf = (stepId: string | null) => piece.photos.filter((p) => p.stepId === stepId);
  const general = photosOf(null);
  return (
    <section
      aria-labelledby="piece-heading"
      data-testid="order-piece"
      className="mt-6 rounded-2xl border border-gold-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="piece-heading" className="flex items-center gap-2 text-xl font-bold text-maroon-800">
        <Images className="size-5" aria-hidden="true" />
        {m.tracking_photos_heading({}, o)}
      </h2>
      <p className="mt-2 text-ink/80">{m.tracking_photos_intro({}, o)}</p>
      {general.length > 0 && (
        <div data-testid="piece-step" data-step-id="" className="mt-5">
          <h3 className="font-sans font-semibold text-maroon-800">
            {m.tracking_photos_whole_order({}, o)}
          </h3>
          <Photos photos={general} step={m.tracking_photos_whole_order({}, o)} locale={locale} />
        </div>
      )}
      <ol className="mt-5 space-y-4 border-l-2 border-gold-200 pl-5">
        {piece.steps.map((step) => {
          const { name, description } = localizedStep(step, locale);
          const Icon = STATUS_ICON[step.status];
          const photos = photosOf(step.id);
          return (
            <li
              key={step.id}
              data-testid="piece-step"
              data-step-id={step.id}
              data-status={step.status}
            >
              <p className="flex flex-wrap items-center gap-x-2 font-medium">
                <Icon
                  className={`size-4 ${step.status === "completed" ? "text-green-700" : "text-maroon-700"}`}
                  aria-hidden="true"
                />
                {name}
                <span className="text-sm font-normal text-ink/70">
                  · {statusWord(step.status, o)}
                </span>
              </p>
              {photos.length > 0 && (
                <>
                  <p className="text-sm text-ink/70">{description}</p>
                  <Photos photos={photos} step={name} locale={locale} />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Photos({
  photos,
  step,
  locale,
}: {
  photos: PublicOrderPhoto[];
  step: string;
  locale: Locale;
}) {
  const o = inLocale(locale);
  return (
    <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {photos.map((photo) => (
        <li key={photo.id} data-testid="piece-photo">
          <a
            href={photo.src}
            target="_blank"
            rel="noopener"
            aria-label={m.tracking_photos_open({}, o)}
          >
            <DesignPhoto
              photo={photo}
              alt={m.tracking_photos_alt(
                { step, date: formatIndianDate(photo.addedOn, locale) },
                o,
              )}
              sizes={ORDER_PHOTO_THUMB_SIZES}
              load="lazy"
              className="aspect-square w-full rounded-lg bg-stone-100 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * What her fitting found to alter (issue 24 §3), after her digits: each alteration a step of
 * its own, with where it stands. In this module so it loads with her piece's steps, one chunk.
 */
export function OrderAlterations({
  alterations,
  locale,
}: {
  alterations: readonly PublicAlteration[];
  locale: Locale;
}) {
  const o = inLocale(locale);
  return (
    <section
      aria-labelledby="alterations-heading"
      data-testid="order-alterations"
      className="mt-6 rounded-2xl border border-gold-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2
        id="alterations-heading"
        className="flex items-center gap-2 text-xl font-bold text-maroon-800"
      >
        <Scissors className="size-5" aria-hidden="true" />
        {m.tracking_alterations_heading({}, o)}
      </h2>
      <p className="mt-2 text-ink/75">{m.tracking_alterations_intro({}, o)}</p>
      <ol className="mt-4 space-y-3 border-l-2 border-gold-200 pl-5">
        {alterations.map((a, i) => {
          const Icon = STATUS_ICON[a.status];
          return (
            <li key={i} data-testid="her-alteration" data-status={a.status}>
              <p className="flex flex-wrap items-center gap-x-2 font-medium">
                <Icon
                  className={`size-4 ${a.status === "completed" ? "text-green-700" : "text-maroon-700"}`}
                  aria-hidden="true"
                />
                <span translate="no">{a.name}</span>
                <span className="text-sm font-normal text-ink/70">
                  · {statusWord(a.status, o)}
                  {a.completedDate &&
                    ` · ${m.tracking_alterations_done_on({ date: formatIndianDate(a.completedDate, locale) }, o)}`}
                </span>
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
