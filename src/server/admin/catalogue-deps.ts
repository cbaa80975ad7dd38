import type { Context } from "hono";
import type { OwnerEnv } from "../auth/require-owner";
import type { CatalogueSource } from "../catalogue/catalogue-source";
import { CatalogueRefusal, type Actor } from "../catalogue/catalogue-write";
import type { PhotoStore } from "../photos/photo-store";
import type { AdminDeps } from "./admin-deps";

/** What the owners' catalogue routes need besides the admin routes' own. */
export interface CatalogueDeps extends AdminDeps {
  photos: PhotoStore;
  /** This instance's copy of the public catalogue, told of every change made here. */
  catalogue: CatalogueSource;
}

export const actorOf = (c: Context<OwnerEnv>, deps: AdminDeps): Actor => ({
  by: c.get("session").user.username,
  now: deps.now(),
});

/** A positive integer id from the path, or undefined. */
export function idParam(c: Context<OwnerEnv>, name: string): number | undefined {
  const text = c.req.param(name) ?? "";
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : undefined;
}

/**
 * Runs one change to the catalogue and answers: the answer built from its result, or the
 * refusal as JSON (status, message and field). This instance's public pages follow at once.
 */
export async function changeAndAnswer<T>(
  c: Context<OwnerEnv>,
  deps: CatalogueDeps,
  change: () => Promise<T>,
  answer: (result: T) => Promise<Response> | Response,
): Promise<Response> {
  let result: T;
  try {
    result = await change();
  } catch (error) {
    if (!(error instanceof CatalogueRefusal)) throw error;
    return c.json(
      { error: error.message, ...(error.field ? { field: error.field } : {}) },
      error.status,
    );
  }
  deps.catalogue.changed();
  return answer(result);
}
