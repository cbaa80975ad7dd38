import { LogOut } from "lucide-react";
import { useState } from "react";
import { Button } from "./button";
import { CustomersTab } from "./customers/customers-tab";
import { DashboardTiles } from "./dashboard-tiles";
import { useHindiFont, WITH_HINDI_FONT } from "./hindi-font";
import { OrdersTab } from "./orders-tab";
import { ProductsTab } from "./catalogue/products-tab";
import { SettingsTab } from "./settings-tab";
import type { AdminCall, AdminDownload, AdminSession } from "./use-admin-session";

const TABS = ["Orders", "Products", "Customers", "Settings"] as const;
type Tab = (typeof TABS)[number];

export function Dashboard({
  session,
  call,
  download,
  onLogout,
}: {
  session: AdminSession;
  call: AdminCall;
  download: AdminDownload;
  onLogout: () => void;
}) {
  const [tab, setTab] = useState<Tab>("Orders");
  useHindiFont();
  // An order opened from elsewhere (a customer's page): the Orders tab opens on it.
  const [orderToOpen, setOrderToOpen] = useState<{ orderId: string } | null>(null);
  const openOrder = (orderId: string) => {
    setOrderToOpen({ orderId });
    setTab("Orders");
  };
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

      <DashboardTiles call={call} />

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
            onClick={() => {
              setOrderToOpen(null);
              setTab(t);
            }}
            className={`-mb-px border-b-2 px-4 py-2.5 font-semibold ${tab === t ? "border-maroon-700 text-maroon-800" : "border-transparent text-ink/70 hover:text-maroon-700"}`}
          >
            {t}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="mt-6">
        {tab === "Orders" && (
          <OrdersTab
            key={orderToOpen?.orderId ?? "list"}
            call={call}
            download={download}
            initialOrderId={orderToOpen?.orderId ?? null}
          />
        )}
        {tab === "Products" && <ProductsTab call={call} token={session.token} />}
        {tab === "Customers" && (
          <CustomersTab call={call} download={download} onOpenOrder={openOrder} />
        )}
        {tab === "Settings" && <SettingsTab call={call} user={session.user} />}
      </div>
    </div>
  );
}
