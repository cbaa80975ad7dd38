import { Pause, Play } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { businessTexts } from "../../../shared/business";
import { HERO_AUTO_ADVANCE_MS, HERO_FADE_MS, heroSlides, nextSlide } from "../../../shared/hero";
import { localizedPath } from "../../../shared/locale";
import { inLocale, m } from "../../../shared/messages";
import { PATHS } from "../../../shared/paths";
import { useLocale } from "../../use-locale";
import { useCarousel } from "./use-carousel";
import { mainImage } from "../../main-image";

export function HeroCarousel() {
  const locale = useLocale();
  const o = inLocale(locale);
  const slides = heroSlides(locale);
  const { index, setIndex, paused, togglePaused } = useCarousel(
    slides.length,
    HERO_AUTO_ADVANCE_MS,
  );
  const slide = slides[index] ?? slides[0]!;
  const near = useNearSlides(index, slides.length);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={m.hero_label({}, o)}
      className="relative isolate flex min-h-[calc(100svh-4.25rem)] items-center overflow-hidden bg-maroon-900"
    >
      {slides.map((s, i) => (
        <img
          key={s.url}
          src={s.url}
          alt=""
          data-testid="hero-slide"
          data-active={i === index}
          fetchPriority={i === 0 ? "high" : "low"}
          loading={i === 0 ? "eager" : "lazy"}
          {...(i === 0 ? mainImage : {})}
          className={`absolute inset-0 -z-20 size-full object-cover object-[80%_50%] transition-opacity ease-in-out md:object-center ${i === index || near.has(i) ? "" : "translate-x-[1000vw]"}`}
          style={{ opacity: i === index ? 1 : 0, transitionDuration: `${HERO_FADE_MS}ms` }}
        />
      ))}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-black/75 via-black/50 to-black/20" />

      <div className="mx-auto w-full max-w-7xl px-4 py-16 text-white">
        <p className="text-sm font-semibold uppercase tracking-[0.25em] text-gold-300">
          {businessTexts(locale).tagline}
        </p>
        <h1 className="mt-4 max-w-3xl text-5xl leading-tight sm:text-6xl lg:text-7xl">
          {m.hero_heading({}, o)}
        </h1>
        <div aria-live={paused ? "polite" : "off"} className="mt-6 max-w-2xl">
          <h2 className="text-3xl text-gold-200" data-testid="hero-title">
            {slide.title}
          </h2>
          <p className="mt-2 text-lg text-white/90" data-testid="hero-description">
            {slide.description}
          </p>
        </div>
        <div className="mt-8 flex flex-wrap gap-4">
          <Link
            to={localizedPath(PATHS.products, locale)}
            className="rounded-full bg-gold-400 px-7 py-3 font-semibold text-maroon-900 shadow hover:bg-gold-300"
          >
            {m.hero_explore({}, o)}
          </Link>
          <Link
            to={localizedPath(PATHS.contact, locale)}
            className="rounded-full border-2 border-white px-7 py-3 font-semibold text-white hover:bg-white hover:text-maroon-900"
          >
            {m.hero_wholesale({}, o)}
          </Link>
        </div>
      </div>

      {/* Each dot's target is 44 px square (a phone's tap target); the dot drawn inside it. */}
      {/* On a phone the row starts at the left: the floating chat button holds the right corner. */}
      <div className="absolute inset-x-0 bottom-3 flex items-center px-2 sm:justify-center sm:px-0">
        {slides.map((s, i) => (
          <button
            key={s.url}
            type="button"
            aria-label={m.hero_show_slide({ number: i + 1, title: s.title }, o)}
            aria-current={i === index}
            data-testid="hero-dot"
            onClick={() => setIndex(i)}
            className="flex size-11 items-center justify-center"
          >
            <span
              className={`block h-3 rounded-full transition-all ${i === index ? "w-8 bg-gold-300" : "w-3 bg-white/60 hover:bg-white"}`}
            />
          </button>
        ))}
        <button
          type="button"
          onClick={togglePaused}
          aria-label={paused ? m.hero_play({}, o) : m.hero_pause({}, o)}
          className="ml-2 flex size-11 items-center justify-center rounded-full bg-black/40 text-white hover:bg-black/60"
        >
          {paused ? (
            <Play className="size-4" aria-hidden="true" />
          ) : (
            <Pause className="size-4" aria-hidden="true" />
          )}
        </button>
      </div>
    </section>
  );
}

/**
 * The slides whose artwork the page fetches: the one shown, and once the page runs, the next
 * one (its fade starts 5 s later) and every one shown before. The others wait far outside the
 * carousel's frame (which clips them), lazily loaded: the browser fetches a lazy image only
 * once it is within about 1,250 px of the screen (2,500 px on a slow connection), so the first
 * view costs one or two slides' artwork, not five. A dot's slide comes into the frame at once,
 * its fade running as the artwork arrives.
 */
function useNearSlides(index: number, count: number): ReadonlySet<number> {
  // Shown ones stay in the frame: one fading out is seen to.
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  if (!shown.has(index)) setShown(new Set([...shown, index]));
  // The next one once the page runs: the prerendered page asks for the first alone.
  const running = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  return running ? new Set([...shown, nextSlide(index, count)]) : shown;
}

const noChange = () => () => {};
