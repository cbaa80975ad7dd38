import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./src/shared/paths";

// Pages that never change are prerendered to static HTML at build time; the catalogue's pages
// (/products, /products/:slug), the home page (it shows designs) and the 404 page are rendered
// by our server from the database
// (src/server/rendered-pages.ts, docs/decisions/0011). Every page hydrates in the browser. The
// whole route manifest is in each page (8 routes), so navigation asks for no /__manifest.
export default {
  appDirectory: "src/client",
  buildDirectory: "build",
  ssr: true,
  prerender: [...PRERENDERED_PATHS],
  routeDiscovery: { mode: "initial" },
} satisfies Config;
