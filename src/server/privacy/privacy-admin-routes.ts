import { Hono, type Context } from "hono";
import { CUSTOMER_REFUSALS } from "../../shared/customers";
import { ErasureConfirmSchema, RetentionSettingsSchema } from "../../shared/privacy-admin";
import type { AdminDeps } from "../admin/admin-deps";
import { CUSTOMER_NOT_FOUND } from "../admin/customer-admin-routes";
import { requireOwner, type OwnerEnv } from "../auth/require-owner";
import { jsonBodyLimit } from "../json-body";
import type { PhotoStore } from "../photos/photo-store";
import { validatedBody } from "../validated-body";
import { eraseCustomer } from "./customer-erasure";
import { exportCustomer } from "./customer-export";
import { readErasureLog } from "./erasure-log";
import { exportHtml } from "./export-html";
import { readRetention, saveRetention } from "./retention";

type OwnerContext = Context<OwnerEnv>;

/**
 * A customer's rights, used by the owners on her request (SECURITY.md, Privacy): her data as
 * JSON and as a page to print, and her erasure (confirmed by typing her name); the log of
 * erasures and the retention schedule Settings shows and changes. Owners only.
 */
export function privacyAdminRoutes(deps: AdminDeps & { photos?: PhotoStore }): Hono<OwnerEnv> {
  const owner = requireOwner(deps);
  const who = (c: OwnerContext) => ({ by: c.get("session").user.username, now: deps.now() });
  const idOf = (c: OwnerContext) => {
    const text = c.req.param("customerId") ?? "";
    const id = Number(text);
    return /^[1-9]\d{0,9}$/.test(text) && id <= 2 ** 31 - 1 ? id : undefined;
  };
  const attachment = (c: OwnerContext, id: number, ext: "json" | "html") => {
    c.header("Content-Disposition", `attachment; filename="customer-${id}-data.${ext}"`);
    c.header("Cache-Control", "no-store");
  };
  const exported = async (c: OwnerContext) => {
    const id = idOf(c);
    const data = id ? await exportCustomer(deps.db, id, who(c)) : undefined;
    return id && data ? { id, data } : undefined;
  };

  return new Hono<OwnerEnv>()
    .get("/customers/:customerId/export.json", owner, async (c) => {
      const found = await exported(c);
      if (!found) return c.json(CUSTOMER_NOT_FOUND, 404);
      attachment(c, found.id, "json");
      return c.json(found.data, 200);
    })
    .get("/customers/:customerId/export.html", owner, async (c) => {
      const found = await exported(c);
      if (!found) return c.json(CUSTOMER_NOT_FOUND, 404);
      attachment(c, found.id, "html");
      return c.html(exportHtml(found.data), 200);
    })
    .post("/customers/:customerId/erase", owner, jsonBodyLimit(1024), async (c) => {
      const input = await validatedBody(c, ErasureConfirmSchema);
      if (!input.ok) return input.response;
      const id = idOf(c);
      if (!id) return c.json(CUSTOMER_NOT_FOUND, 404);
      const outcome = await eraseCustomer(deps.db, id, input.data.confirmName, who(c), deps.photos);
      if (outcome === "customer-not-found") return c.json(CUSTOMER_NOT_FOUND, 404);
      if (outcome === "name-mismatch")
        return c.json({ error: CUSTOMER_REFUSALS.eraseName, field: "confirmName" }, 400);
      return c.json(outcome, 200);
    })
    .get("/privacy/erasures", owner, async (c) => {
      const before = c.req.query("before");
      if (before !== undefined && !/^[1-9]\d{0,9}$/.test(before))
        return c.json({ error: "before must be an erasure's number" }, 400);
      return c.json(await readErasureLog(deps.db, before ? Number(before) : undefined), 200);
    })
    .get("/privacy/retention", owner, async (c) => c.json(await readRetention(deps.db), 200))
    .put("/privacy/retention", owner, jsonBodyLimit(1024), async (c) => {
      const input = await validatedBody(c, RetentionSettingsSchema);
      if (!input.ok) return input.response;
      return c.json(await saveRetention(deps.db, input.data, who(c)), 200);
    });
}
