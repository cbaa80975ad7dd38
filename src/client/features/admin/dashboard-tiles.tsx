import { useEffect, useState } from "react";
import type { DashboardAnswer, DashboardTile } from "../../../shared/dashboard";
import type { AdminCall } from "./use-admin-session";

const LABELS = ["Total Orders", "Active Customers", "Revenue (Month)", "Products"];
const REFRESH_MS = 60_000;

/**
 * The four statistic tiles, as the server gives them: the spec's fixed values in demo mode, the
 * boutique's real figures otherwise. Until they arrive the tiles show their labels only.
 */
export function DashboardTiles({ call }: { call: AdminCall }) {
  const [tiles, setTiles] = useState<DashboardTile[] | null>(null);
  // The figures follow the data: read again every minute and whenever the owner comes back
  // to the window, not only at login.
  useEffect(() => {
    const load = () =>
      void call<DashboardAnswer>("/dashboard").then((r) => r.ok && setTiles(r.data.tiles));
    load();
    const timer = window.setInterval(load, REFRESH_MS);
    const onVisible = () => document.visibilityState === "visible" && load();
    window.addEventListener("focus", load);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("focus", load);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [call]);
  const shown: DashboardTile[] = tiles ?? LABELS.map((label) => ({ label, value: "…", trend: "" }));
  return (
    <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4" aria-busy={tiles === null}>
      {shown.map((t) => (
        <div
          key={t.label}
          data-testid="stat-tile"
          className="rounded-2xl border border-gold-200 bg-white p-5 shadow-sm"
        >
          <dt className="text-sm text-ink/70">{t.label}</dt>
          <dd className="mt-1 font-serif text-2xl font-bold text-maroon-800 sm:text-3xl">
            {t.value}
          </dd>
          <dd
            className={`min-h-5 text-sm font-semibold ${t.trend.startsWith("-") ? "text-red-700" : "text-green-700"}`}
          >
            {t.trend}
          </dd>
          {t.explains && (
            <dd data-testid="tile-explains" className="mt-1 text-xs text-ink/70">
              {t.explains}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
