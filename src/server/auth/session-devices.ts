import type { Kysely } from "kysely";
import { deviceName, deviceOf, type SignedInDevice } from "../../shared/devices";
import type { Database } from "../db/schema";

/** An owner's live sessions, most recently used first: her signed-in devices. */
export async function listDevices(
  db: Kysely<Database>,
  username: string,
  now: Date,
  currentId: string,
): Promise<SignedInDevice[]> {
  const rows = await db
    .selectFrom("sessions")
    .select(["id", "persistent", "created_at", "last_seen_at", "ip", "user_agent"])
    .where("username", "=", username)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .orderBy("last_seen_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((r) => {
    const device = deviceOf(r.user_agent);
    return {
      id: r.id,
      browser: deviceName(device, "en"),
      ...device,
      ip: r.ip,
      signedInAt: r.created_at,
      lastSeenAt: r.last_seen_at,
      persistent: Number(r.persistent) === 1,
      current: r.id === currentId,
    };
  });
}

/** Ends one of her sessions by its id; false when she has no live session with that id. */
export async function endDevice(
  db: Kysely<Database>,
  username: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const ended = await db
    .updateTable("sessions")
    .set({ revoked_at: now.toISOString() })
    .where("id", "=", id)
    .where("username", "=", username)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return Number(ended.numUpdatedRows) === 1;
}
