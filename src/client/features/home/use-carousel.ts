import { useEffect, useState } from "react";
import { nextSlide } from "../../../shared/hero";

/**
 * Slide index that advances every `intervalMs` and wraps. Choosing a slide restarts the timer.
 * Auto-advance starts paused for visitors who ask for reduced motion.
 */
export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPaused(true);
  }, []);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => setIndex((i) => nextSlide(i, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [index, paused, count, intervalMs]);

  return { index, setIndex, paused, togglePaused: () => setPaused((p) => !p) };
}
