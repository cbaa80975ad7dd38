// What the libraries cost a page: React 19 (react, react-dom/client, scheduler) and React
// Router's browser runtime, each bundled alone as the browser build would (minified,
// production), at gzip -9. Run directly (`npx tsx scripts/audit/react-share.ts`) or through the
// audit's report; the page budgets in budgets.ts are set from these figures.
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { REPO_ROOT } from "./build-dir";

export interface LibraryShare {
  /** react + react-dom/client, KB gzip -9. */
  reactKb: number;
  /** React Router's browser runtime on top of React, KB gzip -9. */
  routerKb: number;
}

async function bundledKb(source: string): Promise<number> {
  const result = await build({
    stdin: { contents: source, resolveDir: REPO_ROOT, loader: "tsx" },
    bundle: true,
    minify: true,
    write: false,
    format: "esm",
    platform: "browser",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  return gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length / 1024;
}

const REACT = `import { startTransition, StrictMode, useActionState } from "react";
import { hydrateRoot } from "react-dom/client";
console.log(startTransition, StrictMode, useActionState, hydrateRoot);`;
/** What the site's browser code takes from React Router. */
const ROUTER = `import { Link, Links, Meta, NavLink, Outlet, Scripts, ScrollRestoration,
  isRouteErrorResponse, useLocation, useSearchParams } from "react-router";
import { HydratedRouter } from "react-router/dom";
console.log(Link, Links, Meta, NavLink, Outlet, Scripts, ScrollRestoration,
  isRouteErrorResponse, useLocation, useSearchParams, HydratedRouter);`;

export async function libraryShare(): Promise<LibraryShare> {
  const reactKb = await bundledKb(REACT);
  const withRouter = await bundledKb(`${REACT}\n${ROUTER}`);
  return { reactKb, routerKb: withRouter - reactKb };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const share = await libraryShare();
  console.log(
    `React 19 ${share.reactKb.toFixed(1)} KB, React Router ${share.routerKb.toFixed(1)} KB (gzip -9)`,
  );
}
