import { describe, expect, it } from "vitest";
import { hydrateAfterLoad, LOAD_WAIT_MS } from "./hydrate-after-load";
import { MAIN_IMAGE } from "./main-image";

/** The script React Router 7 writes at the end of a prerendered page (its exact spacing). */
const ROUTER_SCRIPT = [
  'import "/assets/manifest-7d383179.js";',
  'import * as route0 from "/assets/root-DkffclTu.js";',
  'import * as route1 from "/assets/products-Mvz6Uh1t.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/products":route1};',
  "",
  'import("/assets/entry.client-U393Yq1y.js");',
].join("\n");

const page = (script: string) =>
  `<html><body><main>Designs</main><script>window.__reactRouterContext = {};</script>` +
  `<script type="module" async="">${script}</script></body></html>`;

const moduleScript = (html: string) =>
  /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;

describe("hydrateAfterLoad", () => {
  it("turns the static imports into imports made after the wait, keeping the rest in order", () => {
    const script = moduleScript(hydrateAfterLoad(page(ROUTER_SCRIPT)));
    expect(script).not.toMatch(/^import /m);
    const wait = script.indexOf('addEventListener("load"');
    const imports = script.indexOf(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-7d383179.js"), ' +
        'import("/assets/root-DkffclTu.js"), import("/assets/products-Mvz6Uh1t.js")]);',
    );
    const modules = script.indexOf(
      'window.__reactRouterRouteModules = {"root":route0,"routes/products":route1};',
    );
    const entry = script.indexOf('import("/assets/entry.client-U393Yq1y.js");');
    expect(wait).toBeGreaterThan(-1);
    expect(imports).toBeGreaterThan(wait);
    expect(modules).toBeGreaterThan(imports);
    expect(entry).toBeGreaterThan(modules);
    expect(script).toContain(`setTimeout(start, ${LOAD_WAIT_MS})`);
    expect(script).toContain(`img[elementtiming="${MAIN_IMAGE}"]`);
  });

  it("leaves the rest of the page as it was", () => {
    const before = page(ROUTER_SCRIPT);
    const after = hydrateAfterLoad(before);
    const outside = (html: string) => html.replace(moduleScript(html), "");
    expect(outside(after)).toBe(outside(before));
  });

  it("writes a script the browser can parse as a module body", () => {
    const script = moduleScript(hydrateAfterLoad(page(ROUTER_SCRIPT)));
    // Top-level await is only valid in a module; an async function body accepts the same code.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
      body: string,
    ) => unknown;
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it("fails the build on a page without the router's script or with an import it does not know", () => {
    expect(() => hydrateAfterLoad("<html><body></body></html>")).toThrow(/no React Router/);
    expect(() =>
      hydrateAfterLoad(page(`import RefreshRuntime from "/@react-refresh";\n${ROUTER_SCRIPT}`)),
    ).toThrow(/unexpected import/);
  });
});
