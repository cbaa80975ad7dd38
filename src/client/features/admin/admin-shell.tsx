import {
  ClipboardList,
  LogOut,
  Settings,
  Shirt,
  Users,
  WifiOff,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AdminUser } from "../../../shared/admin";
import { ADMIN_PATHS, ADMIN_TABS, TAB_PATHS, type AdminTab } from "../../../shared/admin-paths";
import { BUSINESS } from "../../../shared/business";
import { useWithoutSiteChrome } from "../../layout/site-chrome";
import { useConnection } from "./connection";
import { WITH_HINDI_FONT } from "./hindi-font";

/** Each tab's icon in the navigation (a bottom bar on phones). */
const TAB_ICONS: Record<AdminTab, LucideIcon> = {
  Orders: ClipboardList,
  Products: Shirt,
  Customers: Users,
  Settings,
};

export const OFFLINE_NOTICE =
  "You are offline. What you type stays on this page (new orders and customers are kept as drafts); save it once you are back online.";

/**
 * The owners' app outside demo mode: a compact header of its own (the boutique, the owner,
 * her language, Logout) in place of the shop's navigation, footer and chat button; the tabs as
 * the main navigation, under the header on a wide screen and a bar at the bottom on a phone;
 * a notice while the connection is down.
 */
export function AdminShell({
  user,
  tab,
  onLogout,
  children,
}: {
  user: AdminUser;
  tab: AdminTab | null;
  onLogout: () => void;
  children: ReactNode;
}) {
  useWithoutSiteChrome();
  const connected = useConnection();
  return (
    <div className="min-h-screen bg-cream" style={WITH_HINDI_FONT} data-testid="admin-shell">
      <div className="sticky top-0 z-30 print:hidden">
        <header className="bg-maroon-800 text-white shadow-sm">
          <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-1.5">
            <div className="min-w-0 flex-1 leading-tight">
              <h1 className="sr-only">Admin Dashboard</h1>
              <Link
                to={ADMIN_PATHS.home}
                className="block truncate font-serif text-lg font-bold text-gold-100"
              >
                {BUSINESS.name}
              </Link>
              <p className="truncate text-xs text-white/85" data-testid="shell-owner">
                {user.displayName}
              </p>
            </div>
            <LanguageSlot />
            <button
              type="button"
              onClick={onLogout}
              className="inline-flex shrink-0 items-center gap-1.5 rounded-lg border border-white/40 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/10"
            >
              <LogOut className="size-4" aria-hidden="true" /> Logout
            </button>
          </div>
        </header>
        {/* A live region from the start, so the notice is announced when it appears. */}
        <div role="status">
          {!connected && (
            <p
              data-testid="offline-notice"
              className="flex items-start gap-2 bg-gold-100 px-4 py-2 text-sm text-ink"
            >
              <WifiOff className="mt-0.5 size-4 shrink-0 text-maroon-700" aria-hidden="true" />
              <span className="mx-auto w-full max-w-7xl">{OFFLINE_NOTICE}</span>
            </p>
          )}
        </div>
        <AdminNav tab={tab} />
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-24 pt-3 md:pb-10">{children}</div>
    </div>
  );
}

/**
 * Where the owner's language control will go (the back office in Hindi, per owner, is a later
 * task). Until then the back office is in English and the slot is empty.
 */
function LanguageSlot() {
  return null;
}

/** The tabs: a row under the header on a wide screen, a bar fixed at the bottom on a phone. */
function AdminNav({ tab }: { tab: AdminTab | null }) {
  return (
    <nav
      aria-label="Back office"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gold-200 bg-white shadow-[0_-2px_8px_rgba(0,0,0,0.06)] md:static md:border-b md:border-t-0 md:shadow-none"
    >
      <div
        role="tablist"
        aria-label="Admin sections"
        className="mx-auto grid max-w-7xl auto-cols-fr grid-flow-col md:flex md:gap-1 md:px-4"
      >
        {ADMIN_TABS.map((t) => {
          const Icon = TAB_ICONS[t];
          const selected = tab === t;
          return (
            <Link
              key={t}
              id={`tab-${t}`}
              to={TAB_PATHS[t]}
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? `panel-${t}` : undefined}
              className={`flex min-w-0 flex-col items-center gap-0.5 border-t-2 px-1 pb-2 pt-1.5 text-xs font-semibold md:-mb-px md:flex-row md:gap-2 md:border-b-2 md:border-t-0 md:px-4 md:py-2.5 md:text-base ${selected ? "border-maroon-700 text-maroon-800" : "border-transparent text-ink/70 hover:text-maroon-700"}`}
            >
              <Icon className="size-5 md:size-4" aria-hidden="true" />
              {t}
            </Link>
          );
        })}
      </div>
    </nav>
  );
}
