import { LogOut } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { LANGUAGE_TAGS, type Locale } from "../../../shared/locale";
import { inLocale, m } from "../../../shared/messages";
import {
  ADMIN_PATHS,
  ADMIN_TABS,
  APP_TABS,
  TAB_PATHS,
  isAdminHome,
  type AdminTab,
} from "../../../shared/admin-paths";
import { AdminShell } from "./admin-shell";
import { Button } from "./button";
import { CustomersTab } from "./customers/customers-tab";
import { DashboardTiles } from "./dashboard-tiles";
import { TodaysAppointments } from "./calendar/todays-appointments";
import { useHindiFont, WITH_HINDI_FONT } from "./hindi-font";
import { MoneyTab } from "./money/money-tab";
import { Notice } from "./notice";
import { OrdersTab } from "./orders-tab";
import { ProductsTab } from "./catalogue/products-tab";
import { SettingsTab } from "./settings-tab";
import { WorkshopTab } from "./workshop/workshop-tab";
import { useStickyTop } from "./sticky-top";
import { useAdminNav } from "./use-admin-nav";
import { OwnerContext } from "./use-draft";
import type { AdminCall, AdminDownload, AdminSession } from "./use-admin-session";
import { AdminLanguageProvider } from "./i18n/admin-locale";
import { tabName } from "./i18n/display-names";

/** Demo mode's frame: the shop's navigation bar, sticky at the top (layout/site-nav.tsx). */
const SHOP_NAVIGATION = () => document.querySelector<HTMLElement>("body > header");

/**
 * The back office after login. Each tab and each screen in it has its own address
 * (shared/admin-paths.ts); the tabs are links to them. Demo mode shows the spec's dashboard
 * (title, Logout, four tiles, four tabs) inside the shop's frame; outside it the owners' app
 * has a frame of its own (admin-shell.tsx), the tiles on its home view only.
 */
export function Dashboard({
  session,
  call,
  download,
  chooseLanguage,
  onLogout,
}: {
  session: AdminSession;
  call: AdminCall;
  download: AdminDownload;
  chooseLanguage: (locale: Locale) => Promise<boolean>;
  onLogout: () => void;
}) {
  const { screen, location } = useAdminNav();
  useHindiFont();
  useStickyTop(session.demo ? SHOP_NAVIGATION : null);
  const language = useMemo(
    () => ({ locale: session.language, choose: chooseLanguage }),
    [session.language, chooseLanguage],
  );
  const tab = screen.tab;
  const o = inLocale(session.language);
  // Demo mode keeps the spec's four tabs; the Workshop is still at its address.
  const tabs: readonly AdminTab[] = session.demo ? ADMIN_TABS : APP_TABS;
  const panel = (
    <div
      role="tabpanel"
      id={tab ? `panel-${tab}` : "panel-none"}
      aria-labelledby={tab && tabs.includes(tab) ? `tab-${tab}` : undefined}
      className={session.demo ? "mt-6" : "mt-4"}
    >
      {screen.tab === "Orders" && (
        <OrdersTab screen={screen} call={call} download={download} token={session.token} />
      )}
      {screen.tab === "Products" && (
        <ProductsTab screen={screen} call={call} token={session.token} />
      )}
      {screen.tab === "Customers" && (
        <CustomersTab screen={screen} call={call} download={download} />
      )}
      {screen.tab === "Workshop" && <WorkshopTab screen={screen} call={call} download={download} />}
      {screen.tab === "Money" && <MoneyTab call={call} download={download} />}
      {screen.tab === "Settings" && (
        <SettingsTab call={call} user={session.user} demo={session.demo} token={session.token} />
      )}
      {screen.tab === null && (
        <Notice>
          {m.admin_no_such_page({}, o)}{" "}
          <Link to={ADMIN_PATHS.orders} className="font-semibold underline">
            {m.admin_go_to_orders({}, o)}
          </Link>
        </Notice>
      )}
    </div>
  );
  return (
    <OwnerContext.Provider value={session.user.username}>
      <AdminLanguageProvider value={language}>
        {session.demo ? (
          <div
            className="mx-auto max-w-7xl px-4 py-10"
            style={WITH_HINDI_FONT}
            lang={session.language === "en" ? undefined : LANGUAGE_TAGS[session.language]}
          >
            <div className="flex flex-wrap items-center justify-between gap-4">
              <div>
                <h1 className="text-3xl font-bold text-maroon-800">{m.admin_shell_title({}, o)}</h1>
                <p className="text-ink/70">
                  {m.admin_welcome({ name: session.user.displayName }, o)}
                </p>
              </div>
              <Button variant="outline" onClick={onLogout}>
                <LogOut className="size-4" aria-hidden="true" /> {m.admin_shell_logout({}, o)}
              </Button>
            </div>

            <DashboardTiles call={call} />

            <div
              role="tablist"
              aria-label={m.admin_shell_sections({}, o)}
              className="mt-8 flex gap-1 overflow-x-auto border-b border-gold-200"
            >
              {ADMIN_TABS.map((t) => (
                <Link
                  key={t}
                  id={`tab-${t}`}
                  to={TAB_PATHS[t]}
                  role="tab"
                  aria-selected={tab === t}
                  aria-controls={tab === t ? `panel-${t}` : undefined}
                  className={`-mb-px border-b-2 px-4 py-2.5 font-semibold ${tab === t ? "border-maroon-700 text-maroon-800" : "border-transparent text-ink/70 hover:text-maroon-700"}`}
                >
                  {tabName(t, session.language)}
                </Link>
              ))}
            </div>
            {panel}
          </div>
        ) : (
          <AdminShell user={session.user} tab={tab} onLogout={onLogout}>
            {isAdminHome(location.pathname) && (
              <>
                <DashboardTiles call={call} compact />
                <TodaysAppointments call={call} />
              </>
            )}
            {panel}
          </AdminShell>
        )}
      </AdminLanguageProvider>
    </OwnerContext.Provider>
  );
}
