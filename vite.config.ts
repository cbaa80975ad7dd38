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

export default defineConfig({
  plugins: [preactInTheBrowser(), tailwindcss(), reactRouter()],
  server: { port: 5173 },
});
