/**
 * Every target of the audit in one place. Lighthouse runs its default mobile emulation (Moto G
 * Power, simulated slow 4G, 4× CPU slowdown) on the production build.
 *
 * Two uses (docs/benchmarks.md, "Audit"):
 * - `npm run audit` measures each page's Lighthouse figures MEDIAN_OF runs and holds their
 *   median to the GOALS: the targets the pages are built to.
 * - `npm run audit:gate`, the last step of `npm test`, must pass on any machine however busy.
 *   It gates what does not jump between runs (bytes, request counts, layout shift, where the
 *   largest paint comes from, accessibility, best practices, SEO, axe, the Nu HTML Checker)
 *   and prints Lighthouse's timings (performance, LCP, TBT) against the GOALS without gating
 *   them: no margin holds. On the 2-core VM one build's TBT ranged 49–1,053 ms from one run to
 *   the next; in a fresh-clone CI on a machine twice as slow, beside the unit tests
 *   (2026-11-28), the best of two runs of / measured 6,035 ms and performance 67, so even a
 *   floor of 2,000 ms, thirteen times the goal, failed a build whose pages had not changed.
 */
export const GOALS = {
  /** Minimum category scores, 0–100. */
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Largest Contentful Paint, ms. */
  lcpMs: 1500,
  /** Cumulative Layout Shift (unitless). */
  cls: 0,
  /** Total Blocking Time, ms. */
  tbtMs: 150,
} as const;

/** Lighthouse runs per page in `npm run audit`; the median of each figure is reported. */
export const MEDIAN_OF = 3;

export const GATE = {
  /** Scores that do not change between runs: every run must reach them. */
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Layout shift: the pages are static until hydrated, so any shift is a real one (a shift on
   * one run only gets another run, as the timings do: lighthouse.ts). */
  cls: 0.001,
  /** Runs per page at most; a page is measured again only after a failed recording or a
   * layout shift. */
  maxRuns: 2,
} as const;

/**
 * Bytes and requests of a public page at 390 px with an empty cache, until it has hydrated and
 * the network is quiet; the same every run. The JavaScript budget is set from React's share
 * (measured by react-share.ts, printed by every audit): React 19 (react, react-dom/client,
 * scheduler) 67 KB and React Router's browser runtime 42 KB at gzip -9, so 109 KB of every page
 * is the libraries; the site's own code was 11–14 KB a page when this was set (pages 120–122
 * KB), and the budget leaves it room to grow by about as much again. A module that root, entry.client
 * or two public route modules import goes into the "shared" chunk every page loads
 * (vite.config.ts); the back office's route does not count since the bills' money and titles,
 * used by it and /tracking only, rode to every page (+2 KB). Before that rule, the back
 * office's retention settings had put the privacy notice's texts into every page (+2.8 KB);
 * privacy-rules.ts holds what the back office needs of it. A message or an icon went to "shared"
 * whenever two chunks used it, since walking its importers through Paraglide's index (or
 * lucide-react's) always reached root; judged by the modules that name it, every page lost
 * 2.0–2.1 KB (/products 135.9 → 133.9), /tracking and /contact gaining two small requests.
 */
export const PAGE = {
  /**
   * JavaScript, KB (1024 bytes) gzip -9. 135 until issue 23's home page (featured designs,
   * collections, new arrivals, the hero's lazy slides), its inline field errors (the text field
   * and its errors' hook, in the every-page chunk: the contact and tracking pages use them) and
   * the quotes' enquiry (issue 24) met: / and /hi/ then measured 135.1, the other pages
   * 130.8–134.7. Raised to 136 for that.
   */
  jsKbGzip: 136,
  /**
   * Everything on the wire (HTML, images, scripts, fonts), KB: 132–150 when this was first set
   * at 220, before the public pages had faces of their own (fontKb below). The Hindi pages carry
   * the two Devanagari faces and the Latin ones for their Latin words (57.9 KB of fonts, the
   * English pages 38.7): with issue 23's home page (its featured designs, collections and new
   * arrivals, their photos loaded lazily, two of the hero's five slides at first) /hi/ measured
   * 226.1 KB, the other Hindi pages 205–219, the English ones 185–206. Raised to 230 for that.
   */
  transferKb: 230,
  /**
   * Responses, all kinds: 8–14 when this was set at 18. A design's page then gained issue 23's
   * related designs: four photos, lazy, but near enough below the first screen that the browser
   * fetches them at once; the Hindi design pages (one more font than the English) measured 19.
   * Raised to 19 for that.
   */
  requests: 19,
  /**
   * Web fonts on the wire, KB, and those inlined into the page's CSS (the switch's "हिन्दी"):
   * issue 23's limit; 36–55 when it was set (docs/decisions/0024).
   */
  fontKb: 60,
} as const;

/** axe-core violations allowed on any screen. */
export const AXE_VIOLATIONS = 0;
/** Nu HTML Checker errors allowed on any prerendered page. */
export const VNU_ERRORS = 0;

/** The phone viewport of the page-size, transfer and axe phone checks. */
export const PHONE = { width: 390, height: 844 } as const;
/** The desktop viewport of the axe desktop checks (the e2e desktop project's). */
export const DESKTOP = { width: 1366, height: 900 } as const;
