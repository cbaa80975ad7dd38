// npm run owner:reset-password -- <username>: a new password for an owner who is locked out,
// typed twice on the host's terminal (not shown). Every session of hers ends.
import { resetOwnerPassword } from "../src/server/auth/reset-password";
import { askHidden } from "./ops/terminal";
import { env, fail, openConfiguredDatabase } from "./ops/settings";

const username = process.argv[2];
if (!username) fail("Usage: npm run owner:reset-password -- <username>   (sunita or rekha)");
if (env.ADMIN_DEMO_MODE) {
  fail(
    "ADMIN_DEMO_MODE is on (the default): the owners' passwords are the printed demo ones, put " +
      "back at every start. Run this with the server's settings (ADMIN_DEMO_MODE=0 and its " +
      "DATA_DIR or DATABASE_URL).",
  );
}
const password = await askHidden(`New password for ${username} (12 characters or more): `);
const repeated = await askHidden("The same again: ");
const database = await openConfiguredDatabase().catch(fail);
try {
  const { sessionsEnded } = await resetOwnerPassword(
    database.db,
    username,
    password,
    repeated,
    new Date(),
  );
  console.log(
    `Password changed for ${username}; ${sessionsEnded} open session(s) ended. She can log in now.`,
  );
} catch (error) {
  fail(error);
} finally {
  await database.close();
}
