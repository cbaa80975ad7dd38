import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { filterAdminOrders, type PriorityFilter } from "../../../shared/admin";
import { PRIORITIES } from "../../../shared/orders";
import { Notice } from "./notice";
import { OrderDetail } from "./order-detail";
import { OrderRow } from "./order-row";
import type { AdminCall } from "./use-admin-session";
import { useOrderList } from "./use-order-list";

export function OrdersTab({ call }: { call: AdminCall }) {
  const { orders, error, refresh, follow } = useOrderList(call);
  const [search, setSearch] = useState("");
  const [priority, setPriority] = useState<PriorityFilter>("all");
  const [openId, setOpenId] = useState<string | null>(null);

  // The list is asked for again on every return from an order, in the background: the rows
  // already show what the order's answers said (follow), and an older answer never wins.
  useEffect(() => {
    if (!openId) void refresh();
  }, [openId, refresh]);

  // Switching between list and detail starts the owner at the top of the new view.
  const show = (id: string | null) => {
    setOpenId(id);
    window.scrollTo({ top: 0 });
  };
  if (openId)
    return <OrderDetail orderId={openId} call={call} onAnswer={follow} onBack={() => show(null)} />;

  const shown = filterAdminOrders(orders ?? [], { search, priority });
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
      {error && <Notice error>{error}</Notice>}
      {orders === null && !error && <Notice>Loading orders…</Notice>}
      {orders && shown.length === 0 && <Notice>No orders match your search.</Notice>}
      <ul className="mt-4 space-y-3">
        {shown.map((o) => (
          <OrderRow key={o.orderId} order={o} onOpen={() => show(o.orderId)} />
        ))}
      </ul>
    </section>
  );
}
