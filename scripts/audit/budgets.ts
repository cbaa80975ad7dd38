/**
 * Every target of the audit in one place (the numbers). Lighthouse runs its default
 * mobile emulation (Moto G Power, simulated slow 4G, 4× CPU slowdown) on the production build.
 */
export const BUDGETS = {
  lighthouse: {
    /** Minimum category scores, 0–100. */
    performance: 95,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    /** Largest Contentful Paint, ms. */
    lcpMs: 1500,
    /** Cumulative Layout Shift (unitless). */
    cls: 0.01,
    /** Total Blocking Time, ms. */
    tbtMs: 50,
    /** A route that misses a Lighthouse budget is measured again, keeping its best run. */
    maxRuns: 3,
  },
  /** JavaScript a public route loads before it is interactive, KB (1024 bytes) gzip -9. */
  jsKbGzip: 90,
  /** Everything the home page transfers at a 390 px viewport (load + idle), KB on the wire. */
  homeTransferKb: 400,
  /** axe-core violations allowed on any screen. */
  axeViolations: 0,
  /** Nu HTML Checker errors allowed on any prerendered page. */
  vnuErrors: 0,
} as const;

/** The phone viewport of the JS, transfer and axe phone checks (the 390 px). */
export const PHONE = { width: 390, height: 844 } as const;
/** The desktop viewport of the axe desktop checks (the e2e desktop project's). */
export const DESKTOP = { width: 1366, height: 900 } as const;
