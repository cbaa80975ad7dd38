import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import {
  DEFAULT_ORDER_FILTER,
  filterAdminOrders,
  orderFilterQuery,
  type OrderListFilter,
} from "../../../shared/admin";
import { todayInIndia } from "../../../shared/dates";
import { useToast } from "../../ui/toast";
import { Button } from "./button";
import { ExportButton } from "./export-button";
import { Notice } from "./notice";
import { OrderDetail } from "./order-detail";
import { OrderRow } from "./order-row";
import { AttentionPanel } from "./orders/attention-panel";
import { OrderFilters } from "./orders/order-filters";
import { newOrderDraft } from "./orders/order-draft";
import { OrderForm } from "./orders/order-form";
import { useDesignChoices } from "./orders/use-design-choices";
import type { AdminCall, AdminDownload } from "./use-admin-session";
import { useOrderList } from "./use-order-list";

type View = { kind: "list" } | { kind: "order"; orderId: string } | { kind: "new" };

export function OrdersTab({
  call,
  download,
  initialOrderId = null,
}: {
  call: AdminCall;
  download: AdminDownload;
  /** An order to open at once (picked on a customer's page). */
  initialOrderId?: string | null;
}) {
  const { orders, error, refresh, follow } = useOrderList(call);
  const designs = useDesignChoices(call);
  const [filter, setFilter] = useState<OrderListFilter>(DEFAULT_ORDER_FILTER);
  const [view, setView] = useState<View>(
    initialOrderId ? { kind: "order", orderId: initialOrderId } : { kind: "list" },
  );
  const toast = useToast();

  // The list is asked for again on every return to it, in the background: the rows already
  // show what the order's answers said (follow), and an older answer never wins.
  useEffect(() => {
    if (view.kind === "list") void refresh();
  }, [view.kind, refresh]);

  // Switching views starts the owner at the top of the new one.
  const show = (next: View) => {
    setView(next);
    window.scrollTo({ top: 0 });
  };
  const toList = () => show({ kind: "list" });

  if (view.kind === "order")
    return (
      <OrderDetail
        orderId={view.orderId}
        call={call}
        designs={designs}
        onAnswer={follow}
        onBack={toList}
      />
    );
  if (view.kind === "new")
    return (
      <section aria-labelledby="new-order-heading">
        <h2 id="new-order-heading" className="mb-4 text-2xl font-bold text-maroon-800">
          New order
        </h2>
        <OrderForm
          initial={newOrderDraft(todayInIndia())}
          designs={designs}
          call={call}
          onSaved={(detail) => {
            follow(detail.order);
            toast({
              title: "Order created",
              description: `${detail.order.orderId} for ${detail.order.customerName}`,
            });
            show({ kind: "order", orderId: detail.order.orderId });
          }}
          onClose={toList}
        />
      </section>
    );

  const shown = filterAdminOrders(orders ?? [], filter);
  return (
    <section aria-label="Orders">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-maroon-800">Orders</h2>
        <div className="flex flex-wrap gap-2">
          <ExportButton
            download={download}
            path={`/orders/export.csv?${orderFilterQuery(filter)}`}
          />
          <Button onClick={() => show({ kind: "new" })}>
            <Plus className="size-4" aria-hidden="true" /> New order
          </Button>
        </div>
      </div>
      {orders && (
        <AttentionPanel
          orders={orders}
          selected={filter.attention}
          onSelect={(attention) => setFilter((f) => ({ ...f, attention }))}
        />
      )}
      <OrderFilters filter={filter} onChange={setFilter} />
      {error && <Notice error>{error}</Notice>}
      {orders === null && !error && <Notice>Loading orders…</Notice>}
      {orders && shown.length === 0 && <Notice>No orders match your search.</Notice>}
      <ul className="mt-4 space-y-3">
        {shown.map((o) => (
          <OrderRow
            key={o.orderId}
            order={o}
            onOpen={() => show({ kind: "order", orderId: o.orderId })}
          />
        ))}
      </ul>
    </section>
  );
}
