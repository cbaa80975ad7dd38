import { Hono } from "hono";
import { DEVICE_REFUSED, type DeviceList } from "../../shared/devices";
import { requireOwner, type OwnerEnv } from "../auth/require-owner";
import { endDevice, listDevices } from "../auth/session-devices";
import type { AdminDeps } from "./admin-deps";

const NO_SUCH_DEVICE = { error: DEVICE_REFUSED } as const;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * GET /sessions: the owner's signed-in devices (Settings). DELETE /sessions/:id ends one of
 * hers (the one she is using too, which then logs out); another owner's id is unknown to her.
 */
export function deviceRoutes(deps: AdminDeps): Hono<OwnerEnv> {
  return new Hono<OwnerEnv>()
    .use("*", requireOwner(deps))
    .get("/", async (c) => {
      const { user, id } = c.get("session");
      const devices = await listDevices(deps.db, user.username, deps.now(), id);
      return c.json({ devices } satisfies DeviceList, 200);
    })
    .delete("/:id", async (c) => {
      const id = c.req.param("id");
      const { user } = c.get("session");
      if (!ID.test(id) || !(await endDevice(deps.db, user.username, id, deps.now())))
        return c.json(NO_SUCH_DEVICE, 404);
      return c.json({ ok: true }, 200);
    });
}
