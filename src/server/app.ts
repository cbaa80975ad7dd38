import { Hono } from "hono";
import { compressAnswers } from "./compress-answers";
import { HTTPException } from "hono/http-exception";
import type { CatalogueSource } from "./catalogue/catalogue-source";
import { mountMedia } from "./photos/media-routes";
import type { PhotoStore } from "./photos/photo-store";
import { renderedPages, type RenderedPages, type RenderPage } from "./rendered-pages";
import { mountHealth } from "./health";
import { fallbackLogger, type Logger } from "./log/logger";
import { requestIdOf, requestLog } from "./log/request-log";
import { securityHeaders } from "./security-headers";
import { mountSiteFiles } from "./site-files";
import { loadStaticSite, mountStaticSite, type StaticSite } from "./static-site";

export interface AppOptions {
  /** Folder of the built client (build/client). */
  clientDir: string;
  /** That folder as loaded (main.ts shares it with site-listener.ts); loaded here if not given. */
  site?: StaticSite;
  /** The JSON API, mounted under /api. */
  api?: Hono;
  /** Behind our reverse proxy (TRUST_PROXY): believe its X-Forwarded-Proto for HSTS. */
  trustProxy?: boolean;
  /** The catalogue: its pages rendered from the database, the sitemap, the photos' files. */
  catalogue?: {
    source: CatalogueSource;
    photos: PhotoStore;
    /** React Router's server build's handler; without it, unknown paths get the SPA fallback. */
    render?: RenderPage;
    /** Its pages as kept (main.ts shares them with site-listener.ts); made here if not given. */
    pages?: RenderedPages;
  };
  /** One JSON line per request and per error (log/logger.ts); default: stderr, failures only. */
  logger?: Logger;
  /** For GET /readyz: the database answers and is migrated (db/readiness.ts). */
  ready?: () => Promise<boolean>;
}

/** The whole HTTP app; used by the server entry and by the tests, in-process. */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  const logger = options.logger ?? fallbackLogger;
  app.use(requestLog(logger, { trustProxy: options.trustProxy ?? false }));
  app.use(securityHeaders({ trustProxy: options.trustProxy ?? false }));
  // JSON answers are compressed per request; the site's files were compressed once, at start
  // (static-site.ts, site-files.ts), and must not go through this again.
  mountHealth(app, options.ready);
  app.use("/api/*", compressAnswers());
  if (options.api) app.route("/api", options.api);
  // A sub-app's notFound does not apply once mounted, so unknown /api paths are caught here.
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));
  const catalogue = options.catalogue;
  mountSiteFiles(app, catalogue?.source);
  if (catalogue) mountMedia(app, catalogue.photos);
  mountStaticSite(
    app,
    options.site ?? loadStaticSite(options.clientDir),
    catalogue?.pages ??
      (catalogue?.render &&
        renderedPages({ render: catalogue.render, catalogue: catalogue.source })),
  );
  // The API answers its own failures (503 JSON); this is the last resort. The details go to
  // the log, never to the client.
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    const requestId = requestIdOf(c);
    logger.error({ reqId: requestId, method: c.req.method, err: error }, "server error");
    return c.req.path.startsWith("/api/")
      ? c.json({ error: "Something went wrong. Please try again.", requestId }, 500)
      : c.text(`Internal Server Error (request ${requestId})`, 500);
  });
  return app;
}
