import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import {
  filterAdminOrders,
  type AdminOrderSummary,
  type PriorityFilter,
} from "../../../shared/admin";
import { formatIndianDate, PRIORITIES } from "../../../shared/orders";
import { PriorityBadge } from "./badges";
import { OrderDetail } from "./order-detail";
import type { AdminCall } from "./use-admin-session";

export function OrdersTab({ call }: { call: AdminCall }) {
  const [orders, setOrders] = useState<AdminOrderSummary[] | null>(null);
  const [error, setError] = useState("");
  const [search, setSearch] = useState("");
  const [priority, setPriority] = useState<PriorityFilter>("all");
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    if (openId) return;
    void call<{ orders: AdminOrderSummary[] }>("/orders").then((r) => {
      if (r.ok) setOrders(r.data.orders);
      else setError(r.error);
    });
  }, [call, openId]);

  // Switching between list and detail starts the owner at the top of the new view.
  const show = (id: string | null) => {
    setOpenId(id);
    window.scrollTo({ top: 0 });
  };
  if (openId) return <OrderDetail orderId={openId} call={call} onBack={() => show(null)} />;

  const shown = filterAdminOrders(orders ?? [], search, priority);
  return (
    <section aria-label="Orders">
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <label htmlFor="order-search" className="sr-only">
            Search orders
          </label>
          <Search
            className="pointer-events-none absolute left-3 top-3 size-4 text-ink/50"
            aria-hidden="true"
          />
          <input
            id="order-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by order ID or customer name"
            className="w-full rounded-lg border border-stone-300 bg-white py-2.5 pl-9 pr-3"
          />
        </div>
        <label htmlFor="priority-filter" className="sr-only">
          Filter by priority
        </label>
        <select
          id="priority-filter"
          value={priority}
          onChange={(e) => setPriority(e.target.value as PriorityFilter)}
          className="rounded-lg border border-stone-300 bg-white px-3 py-2.5 capitalize"
        >
          <option value="all">All Priorities</option>
          {PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p role="alert" className="mt-4 text-red-700">
          {error}
        </p>
      )}
      {orders === null && !error && <p className="mt-4 text-ink/70">Loading orders…</p>}
      {orders && shown.length === 0 && (
        <p className="mt-6 text-center text-ink/70">No orders match your search.</p>
      )}
      <ul className="mt-4 space-y-3">
        {shown.map((o) => (
          <li
            key={o.orderId}
            data-testid="admin-order-row"
            className="rounded-xl border border-gold-200 bg-white p-4 shadow-sm"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p className="font-mono font-semibold text-maroon-800">{o.orderId}</p>
                <p className="font-medium">{o.customerName}</p>
              </div>
              <div className="flex items-center gap-2">
                <PriorityBadge priority={o.priority} />
                <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold capitalize text-stone-700">
                  {o.orderType}
                </span>
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-ink/70">Ordered</dt>
                <dd>{formatIndianDate(o.orderDate)}</dd>
              </div>
              <div>
                <dt className="text-ink/70">Delivery</dt>
                <dd>{formatIndianDate(o.expectedDelivery)}</dd>
              </div>
              <div>
                <dt className="text-ink/70">Amount</dt>
                <dd className="font-semibold">{o.totalAmount}</dd>
              </div>
              <div>
                <dt className="text-ink/70">Current step</dt>
                <dd data-testid="current-step">{o.currentStepName}</dd>
              </div>
            </dl>
            <button
              type="button"
              onClick={() => show(o.orderId)}
              className="mt-3 rounded-lg bg-maroon-700 px-4 py-2 text-sm font-semibold text-white hover:bg-maroon-800"
              aria-label={`View order ${o.orderId}`}
            >
              View Details
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
