import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The browser bundle runs on Preact's React-compatible runtime (~10 KB gzipped instead of
 * React DOM's ~60 KB) so a public page stays within its 90 KB JavaScript budget; prerendering
 * still renders with React. See docs/decisions/0005-preact-in-the-browser.md.
 */
function preactInTheBrowser(): Plugin {
  const targets: Record<string, string> = {
    react: "preact/compat",
    "react-dom": "preact/compat",
    "react-dom/client": "preact/compat/client",
    "react/jsx-runtime": "preact/compat/jsx-runtime",
    "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
  };
  return {
    name: "preact-in-the-browser",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(id, importer, options) {
      const target = targets[id];
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
  };
}

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const ENTRY_MODULE = /[\\/]src[\\/]client[\\/](routes[\\/]|root\.tsx|entry\.client\.tsx)/;

type ModuleGraph = (id: string) => { importedIds: readonly string[] } | null;

/** Whether a module imports zod, directly or through its imports. */
function reachesZod(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (ZOD.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return graph(id)?.importedIds.some((dep) => reachesZod(dep, graph, seen)) ?? false;
}

/**
 * Browser chunks: a page loads the React Router manifest, entry.client, one "shared" chunk (Preact,
 * React Router, the icons and every app module two or more route modules use), root and its own
 * route module; five requests instead of ~16 small ones. zod and the modules that import it stay
 * out of "shared": only the contact form and admin load them.
 */
const browserChunks = {
  groups: [
    {
      name: (id: string, ctx: { getModuleInfo: ModuleGraph }) =>
        ENTRY_MODULE.test(id) || reachesZod(id, (m) => ctx.getModuleInfo(m)) ? null : "shared",
      minShareCount: 2,
    },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [preactInTheBrowser(), tailwindcss(), reactRouter()],
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: browserChunks } } },
  server: { port: 5173 },
}));
