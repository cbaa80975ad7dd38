import { Hono } from "hono";
import { DASHBOARD_TILES } from "../../shared/admin";
import { dashboardTiles, type DashboardAnswer } from "../../shared/dashboard";
import { requireOwner, type OwnerEnv } from "../auth/require-owner";
import type { AdminDeps } from "./admin-deps";
import { dashboardFigures } from "./dashboard-figures";

/** GET /: the dashboard's tiles: the spec's fixed values in demo mode, real figures otherwise. */
export function dashboardRoutes(deps: AdminDeps): Hono<OwnerEnv> {
  return new Hono<OwnerEnv>().get("/", requireOwner(deps), async (c) => {
    const answer: DashboardAnswer = {
      tiles: deps.config.demoMode
        ? DASHBOARD_TILES.map((t) => ({ ...t }))
        : dashboardTiles(await dashboardFigures(deps.db, deps.now())),
    };
    return c.json(answer, 200);
  });
}
