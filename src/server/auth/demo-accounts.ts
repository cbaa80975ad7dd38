import type { OwnerUsername } from "./owners";

/**
 * The demo credentials: the only place they are written. In demo mode (ADMIN_DEMO_MODE, on by
 * default) the owners' accounts use these passwords and the login page prints them, fetched
 * from GET /api/admin/config, so they never ship in the public JavaScript.
 */
export const DEMO_PASSWORDS: Readonly<Record<OwnerUsername, string>> = {
  sunita: "Poshak@2024",
  rekha: "GotaPatti@2024",
};
