import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Hono } from "hono";
import { createApi } from "../api";
import { createApp } from "../app";
import { prepareAdminAccounts } from "../auth/account-sync";
import { createCatalogueSource, type CatalogueSource } from "../catalogue/catalogue-source";
import type { Db } from "../db/schema";
import { folderPhotoStore, type PhotoStore } from "../photos/photo-store";
import type { RenderPage } from "../rendered-pages";
import { sessionTokenFor, withToken } from "./admin-app";

export interface CatalogueTestApp {
  app: Hono;
  source: CatalogueSource;
  photos: PhotoStore;
  /** The photo folder (a fresh temp folder unless a store was given). */
  photoDir: string;
  token: string;
}

const EMPTY_CLIENT_DIR = path.join(os.tmpdir(), "boutique-test-empty-client");

/**
 * The app as main.ts builds it for the catalogue (API, sitemap, /media, and the rendered pages
 * when `render` is given), with an owner's session. Demo mode unless told otherwise.
 */
export async function createCatalogueTestApp(
  db: Db,
  options: {
    now?: () => Date;
    photos?: PhotoStore;
    demoMode?: boolean;
    render?: RenderPage;
    checkEveryMs?: number;
    clock?: () => number;
  } = {},
): Promise<CatalogueTestApp> {
  const now = options.now ?? (() => new Date());
  const demoMode = options.demoMode ?? true;
  const { config } = await prepareAdminAccounts(
    db.db,
    demoMode
      ? { demoMode }
      : { demoMode, passwords: { sunita: "a long password 1", rekha: "a long password 2" } },
    now(),
  );
  const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-photos-test-"));
  const photos = options.photos ?? folderPhotoStore(photoDir);
  const source = createCatalogueSource(db.db, {
    ...(options.checkEveryMs !== undefined ? { checkEveryMs: options.checkEveryMs } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  fs.mkdirSync(EMPTY_CLIENT_DIR, { recursive: true });
  const api = createApi({ db, now, trustProxy: true, admin: config, photos, catalogue: source });
  const app = createApp({
    clientDir: EMPTY_CLIENT_DIR,
    api,
    catalogue: { source, photos, ...(options.render ? { render: options.render } : {}) },
  });
  const token = await sessionTokenFor(db, "sunita", now());
  return { app, source, photos, photoDir, token };
}

/** JSON calls to the owners' API with a session token. */
export function ownerApi(app: Hono, token: string) {
  const send = async <T = Record<string, unknown>>(method: string, url: string, body?: unknown) => {
    const res = await app.request(
      `/api/admin${url}`,
      withToken(token, {
        method,
        ...(body === undefined
          ? {}
          : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
      }),
    );
    return {
      status: res.status,
      body: (await res.json()) as T & { error?: string; field?: string },
    };
  };
  return {
    get: <T = Record<string, unknown>>(url: string) => send<T>("GET", url),
    post: <T = Record<string, unknown>>(url: string, body: unknown) => send<T>("POST", url, body),
    patch: <T = Record<string, unknown>>(url: string, body: unknown) => send<T>("PATCH", url, body),
    put: <T = Record<string, unknown>>(url: string, body: unknown) => send<T>("PUT", url, body),
    delete: <T = Record<string, unknown>>(url: string) => send<T>("DELETE", url),
    /** POST a file as the multipart field `photo`. */
    upload: async <T = Record<string, unknown>>(designId: number, file: Buffer, name: string) => {
      const form = new FormData();
      form.append("photo", new File([new Uint8Array(file)], name));
      const res = await app.request(
        `/api/admin/designs/${designId}/photos`,
        withToken(token, { method: "POST", body: form }),
      );
      return {
        status: res.status,
        body: (await res.json()) as T & { error?: string; field?: string },
      };
    },
  };
}

/** Every file under a folder, as paths relative to it. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}
