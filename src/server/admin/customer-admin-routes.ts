import { Hono } from "hono";
import { CUSTOMER_QUERY_MAX } from "../../shared/customers";
import { requireOwner, type OwnerEnv } from "../auth/require-owner";
import { searchCustomers } from "../customers/customer-repository";
import { unstorableText } from "../json-body";
import type { AdminDeps } from "./admin-deps";

/** GET /?q=: the customers whose name or phone matches, for the new-order form's picker. */
export function customerAdminRoutes(deps: AdminDeps): Hono<OwnerEnv> {
  return new Hono<OwnerEnv>().get("/", requireOwner(deps), async (c) => {
    const q = c.req.query("q") ?? "";
    if (q.length > CUSTOMER_QUERY_MAX) {
      return c.json(
        { error: `Search must be at most ${CUSTOMER_QUERY_MAX} characters`, field: "q" },
        400,
      );
    }
    // SQLite would match everything after a NUL, PostgreSQL refuses it: neither is a search.
    if (unstorableText(q) !== undefined) {
      return c.json({ error: "Search contains a character that is not allowed", field: "q" }, 400);
    }
    return c.json({ customers: await searchCustomers(deps.db, q) }, 200);
  });
}
