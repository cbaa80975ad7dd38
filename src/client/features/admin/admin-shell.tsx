import {
  ClipboardList,
  LogOut,
  Settings,
  Shirt,
  Spool,
  UsersRound,
  Wallet,
  WifiOff,
  type LucideIcon,
} from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Link } from "react-router";
import type { AdminUser } from "../../../shared/admin";
import { ADMIN_PATHS, APP_TABS, TAB_PATHS, type AdminTab } from "../../../shared/admin-paths";
import { BUSINESS } from "../../../shared/business";
import { useConnection } from "./connection";
import { useStickyTop } from "./sticky-top";
import { WITH_HINDI_FONT } from "./hindi-font";
import { useAdminLocale } from "./i18n/admin-locale";
import { tabName } from "./i18n/display-names";
import { LanguageSwitch } from "./i18n/language-switch";
import { LANGUAGE_TAGS } from "../../../shared/locale";
import { inLocale, m } from "../../../shared/messages";

/**
 * Each tab's icon in the navigation (a bottom bar on phones). None of the public pages' icons:
 * an icon two route modules share moves into the chunk every public page loads.
 */
const TAB_ICONS: Record<AdminTab, LucideIcon> = {
  Orders: ClipboardList,
  Products: Shirt,
  Customers: UsersRound,
  Workshop: Spool,
  Money: Wallet,
  Settings,
};

/** The header (and the tabs under it on a wide screen) that stays at the top of the screen. */
const SHELL_BAR_ID = "admin-bar";
const SHELL_BAR = () => document.getElementById(SHELL_BAR_ID);

/**
 * The owners' app outside demo mode: a compact header of its own (the boutique, the owner,
 * the switch to her other language, Logout) in place of the shop's navigation, footer and chat button; the tabs as
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
  useWithoutShopFrame();
  useStickyTop(SHELL_BAR);
  const connected = useConnection();
  const locale = useAdminLocale();
  const o = inLocale(locale);
  return (
    <div
      className="bg-cream"
      style={WITH_HINDI_FONT}
      lang={locale === "en" ? undefined : LANGUAGE_TAGS[locale]}
      data-testid="admin-shell"
    >
      <div id={SHELL_BAR_ID} className="sticky top-0 z-40 print:hidden">
        <header className="bg-maroon-800 text-white shadow-sm">
          <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-1.5 sm:gap-3">
            <div className="min-w-0 flex-1 leading-tight">
              <h1 className="sr-only">{m.admin_shell_title({}, o)}</h1>
              <Link
                to={ADMIN_PATHS.home}
                className="block truncate font-serif text-lg font-bold text-gold-200"
              >
                {BUSINESS.name}
              </Link>
              <p className="truncate text-xs text-white/90" data-testid="shell-owner">
                {user.displayName}
              </p>
            </div>
            <LanguageSwitch />
            <button
              type="button"
              onClick={onLogout}
              className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg border border-maroon-200 px-2.5 py-1.5 text-sm font-semibold text-white hover:bg-white/20 sm:px-3"
            >
              <LogOut className="size-4" aria-hidden="true" /> {m.admin_shell_logout({}, o)}
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
              <span className="mx-auto w-full max-w-7xl">{m.admin_shell_offline({}, o)}</span>
            </p>
          )}
        </div>
        <AdminNav tab={tab} />
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-24 pt-2 md:pb-10">{children}</div>
    </div>
  );
}

/**
 * The shop's frame around every page (root.tsx): its navigation bar, footer and chat button,
 * each a child of <body> (the language bar shows no back-office page).
 */
const SHOP_FRAME = "body > header, body > footer, body > aside";

/**
 * Leaves the shop's frame out while the owners' app shows, and brings it back when she logs
 * out. Done here rather than in root.tsx so that not one byte of it reaches the public pages'
 * JavaScript (scripts/audit/budgets.ts); React sets no `hidden` on those elements itself.
 */
function useWithoutShopFrame(): void {
  useEffect(() => {
    const parts = [...document.querySelectorAll<HTMLElement>(SHOP_FRAME)];
    for (const part of parts) part.hidden = true;
    return () => {
      for (const part of parts) part.hidden = false;
    };
  }, []);
}

/**
 * The tabs: a row under the header on a wide screen, a bar fixed at the bottom on a phone (six
 * tabs of 65 px at 390 px: the labels in 11 px so "Customers" fits whole).
 */
function AdminNav({ tab }: { tab: AdminTab | null }) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  return (
    <nav
      aria-label={m.admin_shell_nav({}, o)}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-gold-200 bg-white shadow-lg md:static md:border-b md:border-t-0 md:shadow-none"
    >
      <div
        role="tablist"
        aria-label={m.admin_shell_sections({}, o)}
        className="mx-auto grid max-w-7xl auto-cols-fr grid-flow-col md:flex md:px-4"
      >
        {APP_TABS.map((t) => {
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
              className={`flex min-w-0 flex-col items-center gap-1 border-t-2 px-0.5 pb-2 pt-2 text-[11px] font-semibold tracking-tight md:-mb-px md:tracking-normal md:flex-row md:border-b-2 md:border-t-0 md:px-4 md:py-2.5 md:text-base ${selected ? "border-maroon-700 text-maroon-800" : "border-transparent text-ink/70 hover:text-maroon-700"}`}
            >
              <Icon className="size-5 md:size-4" aria-hidden="true" />
              {tabName(t, locale)}
            </Link>
          );
        })}
      </div>
    </nav>
  );
}
