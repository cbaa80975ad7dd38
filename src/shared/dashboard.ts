/**
 * The dashboard's four tiles. Demo mode shows the spec's fixed values (DASHBOARD_TILES in
 * admin.ts); a real deployment shows these figures from the database.
 */
import { formatRupees } from "./orders";

export interface DashboardTile {
  label: string;
  value: string;
  /** "+12%", "-4%", "+3": up or down against last month. */
  trend: string;
  /** What the figure counts (the real figures only; demo mode shows the spec's tiles as they are). */
  explains?: string;
}

/** GET /api/admin/dashboard */
export interface DashboardAnswer {
  tiles: DashboardTile[];
}

export interface DashboardFigures {
  ordersTotal: number;
  ordersThisMonth: number;
  ordersLastMonth: number;
  /** Customers with an order not yet delivered (nor cancelled). */
  activeCustomers: number;
  newCustomersThisMonth: number;
  /** Payments received this month less reversals, whole rupees. */
  revenueThisMonth: number;
  revenueLastMonth: number;
  designs: number;
  designsAddedThisMonth: number;
}

const count = (n: number) => n.toLocaleString("en-IN");
const signed = (n: number) => (n >= 0 ? `+${count(n)}` : `-${count(-n)}`);

/** The change from last month to this one: "+12%"; "+5" when last month had nothing. */
export function monthTrend(thisMonth: number, lastMonth: number): string {
  if (lastMonth === 0) return signed(thisMonth);
  return `${signed(Math.round(((thisMonth - lastMonth) / lastMonth) * 100))}%`;
}

export function dashboardTiles(f: DashboardFigures): DashboardTile[] {
  return [
    {
      label: "Total Orders",
      value: count(f.ordersTotal),
      trend: monthTrend(f.ordersThisMonth, f.ordersLastMonth),
      explains:
        "Every order taken, cancelled ones too; the trend compares this month's with last month's.",
    },
    {
      label: "Active Customers",
      value: count(f.activeCustomers),
      trend: signed(f.newCustomersThisMonth),
      explains:
        "Customers with an order not yet delivered nor cancelled; the trend is customers added this month.",
    },
    {
      label: "Revenue (Month)",
      value: formatRupees(f.revenueThisMonth),
      trend: monthTrend(f.revenueThisMonth, f.revenueLastMonth),
      explains: "Payments received this month, less reversals; the trend compares with last month.",
    },
    {
      label: "Products",
      value: count(f.designs),
      trend: signed(f.designsAddedThisMonth),
      explains:
        "Designs shown on the site (hidden ones not counted); the trend is designs added this month.",
    },
  ];
}

/** The first day of the month of `isoDate`, and of the month before. */
export function monthStarts(isoDate: string): { thisMonth: string; lastMonth: string } {
  const [y, m] = isoDate.split("-").map(Number) as [number, number];
  const last = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
  return { thisMonth: `${isoDate.slice(0, 7)}-01`, lastMonth: `${last}-01` };
}
