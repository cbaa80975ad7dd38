import { useEffect, useState } from "react";
import { nextSlide } from "../../../shared/hero";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** False while prerendering and on the first render, then the visitor's setting, kept current. */
function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

/**
 * Slide index that advances every `intervalMs` and wraps. Choosing a slide restarts the timer.
 * Auto-advance starts paused for visitors who ask for reduced motion; either can press play.
 */
export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [pausedChoice, setPausedChoice] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const paused = pausedChoice ?? reducedMotion;

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => setIndex((i) => nextSlide(i, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [index, paused, count, intervalMs]);

  return { index, setIndex, paused, togglePaused: () => setPausedChoice(!paused) };
}
