// Bundles the server to build/node/: server.js (src/server/start.ts: V8's settings, then the
// rest) and, as a chunk it loads afterwards, the server itself; npm packages stay external.
import { build } from "esbuild";

await build({
  entryPoints: { server: "src/server/start.ts" },
  outdir: "build/node",
  chunkNames: "chunks/[name]-[hash]",
  splitting: true,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
