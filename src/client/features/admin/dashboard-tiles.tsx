import { useEffect, useState } from "react";
import type { DashboardAnswer, DashboardTile } from "../../../shared/dashboard";
import type { AdminCall } from "./use-admin-session";
import { DASHBOARD_TILES } from "../../../shared/admin";
import type { Locale } from "../../../shared/locale";
import { inLocale, m } from "../../../shared/messages";
import { useAdminLocale } from "./i18n/admin-locale";

const LABELS = DASHBOARD_TILES.map((t) => t.label);

/**
 * A tile's words in her language. The server names each tile in English (the spec's labels);
 * the label is the tile's identity. The figures are the server's: Latin digits, Indian grouping
 * and ₹ read the same in Hindi.
 */
function tileWords(tile: DashboardTile, locale: Locale): { label: string; explains?: string } {
  if (locale === "en") return tile;
  const o = inLocale(locale);
  const words: Record<string, [string, string]> = {
    "Total Orders": [m.admin_tile_orders({}, o), m.admin_tile_orders_explains({}, o)],
    "Active Customers": [m.admin_tile_customers({}, o), m.admin_tile_customers_explains({}, o)],
    "Revenue (Month)": [m.admin_tile_revenue({}, o), m.admin_tile_revenue_explains({}, o)],
    Products: [m.admin_tile_products({}, o), m.admin_tile_products_explains({}, o)],
  };
  const [label, explains] = words[tile.label] ?? [tile.label, tile.explains];
  return tile.explains === undefined ? { label } : { label, explains };
}
const REFRESH_MS = 60_000;

const STYLE = {
  full: {
    list: "mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4",
    tile: "rounded-2xl border border-gold-200 bg-white p-5 shadow-sm",
    value: "mt-1 font-serif text-2xl font-bold text-maroon-800 sm:text-3xl",
  },
  compact: {
    list: "grid grid-cols-2 gap-2 lg:grid-cols-4",
    // The label above, the figure and its trend on one line, what it counts under them.
    tile: "flex flex-wrap items-baseline gap-x-4 rounded-xl border border-gold-200 bg-white px-3 py-1.5 shadow-sm sm:p-4",
    value: "font-serif text-lg font-bold text-maroon-800 sm:text-2xl",
  },
} as const;

/**
 * The four statistic tiles, as the server gives them: the spec's fixed values in demo mode, the
 * boutique's real figures otherwise. Until they arrive the tiles show their labels only.
 * `compact`: the owners' app's home view (admin-shell.tsx), small enough on a phone that the
 * orders below begin on the first screen.
 */
export function DashboardTiles({ call, compact = false }: { call: AdminCall; compact?: boolean }) {
  const [tiles, setTiles] = useState<DashboardTile[] | null>(null);
  const locale = useAdminLocale();
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
    <dl
      className={compact ? STYLE.compact.list : STYLE.full.list}
      aria-busy={tiles === null}
      data-testid="stat-tiles"
    >
      {shown.map((t) => {
        const words = tileWords(t, locale);
        return (
          <div
            key={t.label}
            data-testid="stat-tile"
            className={compact ? STYLE.compact.tile : STYLE.full.tile}
          >
            <dt className={compact ? "w-full text-xs text-ink/70" : "text-sm text-ink/70"}>
              {words.label}
            </dt>
            <dd className={compact ? STYLE.compact.value : STYLE.full.value}>{t.value}</dd>
            <dd
              className={`${compact ? "text-xs" : "min-h-5 text-sm"} font-semibold ${t.trend.startsWith("-") ? "text-red-700" : "text-green-700"}`}
            >
              {t.trend}
            </dd>
            {words.explains && (
              <dd
                data-testid="tile-explains"
                className={
                  compact
                    ? "mt-0.5 hidden w-full text-xs text-ink/70 sm:block"
                    : "mt-1 text-xs text-ink/70"
                }
              >
                {words.explains}
              </dd>
            )}
          </div>
        );
      })}
    </dl>
  );
}
