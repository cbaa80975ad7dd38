import type { AdminConfig, AdminUser } from "../../shared/admin";
import { BUSINESS } from "../../shared/business";
import { DEMO_PASSWORDS } from "./demo-accounts";

export const OWNER_USERNAMES = ["sunita", "rekha"] as const;
export type OwnerUsername = (typeof OWNER_USERNAMES)[number];

/** The two fixed accounts, one per founder, in BUSINESS.founders order. */
export const OWNERS: readonly (AdminUser & { username: OwnerUsername })[] = [
  { username: "sunita", displayName: BUSINESS.founders[0].name },
  { username: "rekha", displayName: BUSINESS.founders[1].name },
];

/** Where the passwords come from: the demo ones, or configuration (env) for a real deployment. */
export interface AdminSettings {
  demoMode: boolean;
  /** With demo mode off: the passwords that create missing accounts (auth/account-sync.ts). */
  passwords?: Partial<Record<OwnerUsername, string | undefined>>;
}

/** What the login page may know: the demo credentials in demo mode, nothing otherwise. */
export function adminConfigFor(settings: AdminSettings): AdminConfig {
  return settings.demoMode
    ? {
        demoMode: true,
        demoAccounts: OWNERS.map((o) => ({ ...o, password: DEMO_PASSWORDS[o.username] })),
      }
    : { demoMode: false, demoAccounts: [] };
}

/** An owner's name as the timeline shows it; the username itself for an account no longer listed. */
export const displayNameOf = (username: string | null): string =>
  OWNERS.find((o) => o.username === username)?.displayName ?? username ?? "";
