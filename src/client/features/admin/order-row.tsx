import type { AdminOrderSummary } from "../../../shared/admin";
import { formatIndianDate } from "../../../shared/orders";
import { OrderTypeBadge, PriorityBadge } from "./badges";
import { Button } from "./button";
import { Fact } from "./fact";

/** One order in the owners' list: who, when, how much, and how far production got. */
export function OrderRow({ order, onOpen }: { order: AdminOrderSummary; onOpen: () => void }) {
  return (
    <li
      data-testid="admin-order-row"
      className="rounded-xl border border-gold-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-mono font-semibold text-maroon-800">{order.orderId}</p>
          <p className="font-medium">{order.customerName}</p>
        </div>
        <div className="flex items-center gap-2">
          <PriorityBadge priority={order.priority} />
          <OrderTypeBadge orderType={order.orderType} />
        </div>
      </div>
      {order.cancelled && (
        <p className="mt-2 inline-block rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">
          Cancelled
        </p>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
        <Fact label="Ordered">{formatIndianDate(order.orderDate)}</Fact>
        <Fact label="Delivery">{formatIndianDate(order.expectedDelivery)}</Fact>
        <Fact label="Amount" valueClassName="font-semibold">
          {order.totalAmount}
        </Fact>
        <Fact
          label="Balance due"
          testId="balance"
          valueClassName={order.balanceRupees > 0 ? "font-semibold text-red-700" : "text-green-700"}
        >
          {order.balanceDue}
        </Fact>
        <Fact label="Current step" testId="current-step">
          {order.currentStepName}
        </Fact>
      </dl>
      <Button onClick={onOpen} className="mt-3 text-sm" aria-label={`View order ${order.orderId}`}>
        View Details
      </Button>
    </li>
  );
}
