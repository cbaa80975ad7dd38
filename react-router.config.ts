import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./src/shared/paths";

// Public pages are prerendered to static HTML and hydrate in the browser; there is no
// server-side rendering at request time. Unknown paths get __spa-fallback.html (status 404).
export default {
  appDirectory: "src/client",
  buildDirectory: "build",
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
} satisfies Config;
