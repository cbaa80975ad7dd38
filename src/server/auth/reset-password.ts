import type { Kysely } from "kysely";
import { newPasswordField, PASSWORD_MESSAGES } from "../../shared/account";
import type { Database } from "../db/schema";
import { isCommonPassword } from "./common-passwords";
import { clearLoginLockout } from "./login-devices";
import { setOwnerPassword } from "./owner-password";
import { OWNER_USERNAMES } from "./owners";

/**
 * npm run owner:reset-password -- <username>: the host sets a new password for an owner who is
 * locked out. The same rules as her own change in Settings; every session of hers ends, and
 * her login lockout too (she can log in at once, from any device).
 * Throws with the reason when refused.
 */
export async function resetOwnerPassword(
  db: Kysely<Database>,
  username: string,
  password: string,
  repeated: string,
  now: Date,
): Promise<{ sessionsEnded: number }> {
  const owner = OWNER_USERNAMES.find((u) => u === username.trim().toLowerCase());
  if (!owner) {
    throw new Error(`No owner is called "${username}": use ${OWNER_USERNAMES.join(" or ")}.`);
  }
  if (password !== repeated) throw new Error(PASSWORD_MESSAGES.mismatch);
  const checked = newPasswordField().safeParse(password);
  if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? "Not a valid password");
  if (await isCommonPassword(password)) throw new Error(PASSWORD_MESSAGES.common);
  const { found, sessionsEnded } = await setOwnerPassword(db, owner, password, now);
  if (!found) {
    throw new Error(`The account "${owner}" does not exist yet: start the server once first.`);
  }
  await clearLoginLockout(db, owner);
  return { sessionsEnded };
}
