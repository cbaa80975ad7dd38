import { Plus } from "lucide-react";
import { useEffect } from "react";
import { filterAdminOrders, orderFilterQuery } from "../../../shared/admin";
import {
  ADMIN_PATHS,
  orderFilterOf,
  orderFilterParams,
  type AdminScreen,
} from "../../../shared/admin-paths";
import { todayInIndia } from "../../../shared/dates";
import { Button } from "./button";
import { EN, m } from "../../../shared/messages";
import { ExportButton } from "./export-button";
import { Notice } from "./notice";
import { OrderDetail } from "./order-detail";
import { OrderTable } from "./order-table";
import { AttentionPanel } from "./orders/attention-panel";
import { OrderFilters } from "./orders/order-filters";
import { NewOrder } from "./orders/new-order";
import { useDesignChoices } from "./orders/use-design-choices";
import { useAddressQuery, useAdminNav } from "./use-admin-nav";
import type { AdminCall, AdminDownload } from "./use-admin-session";
import { useOrderList } from "./use-order-list";

/** The Orders tab: the list (/admin/orders, its filter in the query), one order, a new one. */
export function OrdersTab({
  screen,
  call,
  download,
}: {
  screen: Extract<AdminScreen, { tab: "Orders" }>;
  call: AdminCall;
  download: AdminDownload;
}) {
  const designs = useDesignChoices(call);
  const { go, back, fromList } = useAdminNav();
  const [filter, setFilter] = useAddressQuery(
    orderFilterOf,
    orderFilterParams,
    screen.view === "list",
  );
  // The server sorts (the sort is in the address with the filters); the filters apply here.
  const { orders, error, refresh, follow } = useOrderList(call, filter);

  // The list is asked for again on every return to it, in the background: the rows already
  // show what the order's answers said (follow), and an older answer never wins.
  useEffect(() => {
    if (screen.view === "list") void refresh();
  }, [screen.view, refresh]);

  const toList = () => back(ADMIN_PATHS.orders);

  if (screen.view === "order")
    return (
      <OrderDetail
        key={screen.orderId}
        orderId={screen.orderId}
        call={call}
        designs={designs}
        onAnswer={follow}
        onBack={toList}
      />
    );
  if (screen.view === "new")
    return (
      <NewOrder
        designs={designs}
        call={call}
        onSaved={(detail) => {
          follow(detail.order);
          // The new order takes the form's place in the history: Back goes to the list.
          go(ADMIN_PATHS.order(detail.order.orderId), {
            replace: true,
            fromList: fromList ?? false,
          });
        }}
        onClose={toList}
      />
    );

  const shown = filterAdminOrders(orders ?? [], filter);
  return (
    <section aria-label="Orders">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-maroon-800">Orders</h2>
        {/* On a phone the buttons are smaller, so the orders begin higher on the first screen. */}
        <div className="flex flex-wrap gap-2 max-sm:[&_button]:px-3 max-sm:[&_button]:py-1.5 max-sm:[&_button]:text-sm">
          <ExportButton
            download={download}
            path={`/orders/export.csv?${orderFilterQuery(filter)}`}
          />
          <ExportButton
            download={download}
            path="/orders/payments/export.csv"
            label={m.admin_orders_export_payments({}, EN)}
          />
          <Button onClick={() => go(ADMIN_PATHS.newOrder, { fromList: true })}>
            <Plus className="size-4" aria-hidden="true" /> New order
          </Button>
        </div>
      </div>
      {orders && (
        <AttentionPanel
          orders={orders}
          selected={filter.attention}
          onSelect={(attention) => setFilter({ ...filter, attention })}
        />
      )}
      <OrderFilters filter={filter} onChange={setFilter} />
      {error && <Notice error>{error}</Notice>}
      {orders === null && !error && <Notice>Loading orders…</Notice>}
      {orders && shown.length === 0 && <Notice>No orders match your search.</Notice>}
      {shown.length > 0 && (
        <OrderTable
          orders={shown}
          sorting={filter}
          onSort={(sorting) => setFilter({ ...filter, ...sorting })}
          onOpen={(orderId) => go(ADMIN_PATHS.order(orderId), { fromList: true })}
          today={todayInIndia()}
        />
      )}
    </section>
  );
}
