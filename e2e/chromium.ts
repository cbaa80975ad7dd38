/** Debian's Chromium and the flags it needs on a closed network, for every browser test. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--disable-dev-shm-usage",
  // Chromium 156 builds two WebUI pages for the address bar's popup in every new window, which
  // a headless test never opens: a renderer per browser context, 0.25 CPU-seconds each. Without
  // them four spec files took 127 CPU-seconds instead of 165 (2026-11-28).
  "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup",
];
