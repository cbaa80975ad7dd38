import { LogOut } from "lucide-react";
import { useState } from "react";
import { DASHBOARD_TILES } from "../../../shared/admin";
import { Button } from "./button";
import { useHindiFont, WITH_HINDI_FONT } from "./hindi-font";
import { OrdersTab } from "./orders-tab";
import { CustomersTab, ProductsTab, SettingsTab } from "./placeholder-tabs";
import type { AdminCall, AdminSession } from "./use-admin-session";

const TABS = ["Orders", "Products", "Customers", "Settings"] as const;
type Tab = (typeof TABS)[number];

export function Dashboard({
  session,
  call,
  onLogout,
}: {
  session: AdminSession;
  call: AdminCall;
  onLogout: () => void;
}) {
  const [tab, setTab] = useState<Tab>("Orders");
  useHindiFont();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10" style={WITH_HINDI_FONT}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-maroon-800">Admin Dashboard</h1>
          <p className="text-ink/70">Welcome, {session.user.displayName}</p>
        </div>
        <Button variant="outline" onClick={onLogout}>
          <LogOut className="size-4" aria-hidden="true" /> Logout
        </Button>
      </div>

      <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {DASHBOARD_TILES.map((t) => (
          <div
            key={t.label}
            data-testid="stat-tile"
            className="rounded-2xl border border-gold-200 bg-white p-5 shadow-sm"
          >
            <dt className="text-sm text-ink/70">{t.label}</dt>
            <dd className="mt-1 font-serif text-2xl font-bold text-maroon-800 sm:text-3xl">
              {t.value}
            </dd>
            <dd className="text-sm font-semibold text-green-700">{t.trend}</dd>
          </div>
        ))}
      </dl>

      <div
        role="tablist"
        aria-label="Admin sections"
        className="mt-8 flex gap-1 overflow-x-auto border-b border-gold-200"
      >
        {TABS.map((t) => (
          <button
            key={t}
            id={`tab-${t}`}
            type="button"
            role="tab"
            aria-selected={tab === t}
            aria-controls={`panel-${t}`}
            onClick={() => setTab(t)}
            className={`-mb-px border-b-2 px-4 py-2.5 font-semibold ${tab === t ? "border-maroon-700 text-maroon-800" : "border-transparent text-ink/70 hover:text-maroon-700"}`}
          >
            {t}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="mt-6">
        {tab === "Orders" && <OrdersTab call={call} />}
        {tab === "Products" && <ProductsTab />}
        {tab === "Customers" && <CustomersTab call={call} />}
        {tab === "Settings" && <SettingsTab call={call} />}
      </div>
    </div>
  );
}
