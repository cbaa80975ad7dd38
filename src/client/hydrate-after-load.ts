import { MAIN_IMAGE } from "./main-image";

/**
 * React Router ends every prerendered page with an inline module script whose static imports
 * fetch and run the page's modules as soon as the HTML is parsed:
 *
 *   import "/assets/manifest-….js";
 *   import * as route0 from "/assets/root-….js";
 *   import * as route1 from "/assets/products-….js";
 *   window.__reactRouterRouteModules = {"root":route0,"routes/products":route1};
 *   import("/assets/entry.client-….js");
 *
 * This rewrites it so the same modules are imported once the page has shown its main content: the
 * window's load event and then, when the page marks an image in view as its MAIN_IMAGE, the
 * browser's Element Timing entry for it (reported once that image is on screen), otherwise its
 * first Largest Contentful Paint entry (a small page can finish loading before it has painted). The page is
 * complete and styled without JavaScript; the scripts only make it interactive. Started earlier,
 * ~60 KB of modules share a slow phone connection with the largest image and their evaluation
 * runs ahead of its paint (docs/decisions/0006-first-paint-before-scripts.md).
 *
 * It waits on events only, never on animation frames: those stop in background tabs and under a
 * paused test clock. An image that never shows cannot keep the scripts away for more than
 * LOAD_WAIT_MS.
 */
export const LOAD_WAIT_MS = 4000;

const WAIT_FOR_MAIN_IMAGE = `await new Promise((start) => {
  setTimeout(start, ${LOAD_WAIT_MS});
  const afterEntry = (type, found) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return start();
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntries().some(found)) return;
      observer.disconnect();
      start();
    }).observe({ type, buffered: true });
  };
  const afterLoad = () => {
    const image = document.querySelector('img[elementtiming="${MAIN_IMAGE}"]');
    const box = image?.getBoundingClientRect();
    const shown = box && box.width > 0 && box.bottom > 0 && box.top < innerHeight;
    if (shown && image.naturalWidth)
      afterEntry("element", (entry) => entry.identifier === "${MAIN_IMAGE}");
    else afterEntry("largest-contentful-paint", () => true);
  };
  if (document.readyState === "complete") afterLoad();
  else addEventListener("load", afterLoad, { once: true });
});`;

const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;

export function hydrateAfterLoad(html: string): string {
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot) throw new Error("hydrateAfterLoad: no React Router module script in the page");

  const imports: { binding: string; url: string }[] = [];
  const rest: string[] = [];
  for (const raw of boot[1]!.split("\n")) {
    const line = raw.trim();
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const namespace = NAMESPACE_IMPORT.exec(line);
    if (sideEffect) imports.push({ binding: "", url: sideEffect[1]! });
    else if (namespace) imports.push({ binding: namespace[1]!, url: namespace[2]! });
    else if (/^import\s/.test(line))
      // A new kind of static import would be fetched before the wait: fail the build instead.
      throw new Error(`hydrateAfterLoad: unexpected import in React Router's script: ${line}`);
    else if (line) rest.push(line);
  }
  if (imports.length === 0) throw new Error("hydrateAfterLoad: the module script imports nothing");

  const script = [
    WAIT_FOR_MAIN_IMAGE,
    `const [${imports.map((i) => i.binding).join(", ")}] = await Promise.all([${imports
      .map((i) => `import(${JSON.stringify(i.url)})`)
      .join(", ")}]);`,
    ...rest,
  ].join("\n");
  return html.replace(boot[0], () => `<script type="module" async="">${script}</script>`);
}
