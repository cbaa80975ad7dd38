import { Hono } from "hono";
import { compress } from "hono/compress";
import { mountStaticSite } from "./static-site";

export interface AppOptions {
  /** Folder of the built client (build/client). */
  clientDir: string;
  /** The JSON API, mounted under /api. */
  api?: Hono;
}

/** The whole HTTP app; used by the server entry and by the tests, in-process. */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  app.use(compress());
  if (options.api) app.route("/api", options.api);
  // A sub-app's notFound does not apply once mounted, so unknown /api paths are caught here.
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));
  mountStaticSite(app, options.clientDir);
  return app;
}
