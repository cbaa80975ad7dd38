import { ArrowLeft } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import {
  ADMIN_TOASTS,
  currentStepName,
  type AdminOrder,
  type AdminOrderDetail,
} from "../../../shared/admin";
import { CUSTOMER_STATUS_INFO, formatIndianDate, type StepStatus } from "../../../shared/orders";
import { itemLabel } from "../../../shared/order-items";
import { useToast } from "../../ui/toast";
import { OrderTypeBadge, PriorityBadge } from "./badges";
import { Button } from "./button";
import { Timeline } from "./timeline";
import { Fact } from "./fact";
import { Notice } from "./notice";
import { newerDetail } from "./order-answers";
import { StepRow } from "./step-row";
import type { AdminCall } from "./use-admin-session";

export function OrderDetail({
  orderId,
  call,
  onAnswer,
  onBack,
}: {
  orderId: string;
  call: AdminCall;
  /** Every answer about the order, so the list can follow it. */
  onAnswer: (order: AdminOrder) => void;
  onBack: () => void;
}) {
  const [detail, setDetail] = useState<AdminOrderDetail | null>(null);
  const [error, setError] = useState("");
  const toast = useToast();

  // Two step changes in flight may answer in either order: the later revision stays shown.
  const answered = useCallback(
    (incoming: AdminOrderDetail) => {
      setDetail((shown) => newerDetail(shown, incoming));
      onAnswer(incoming.order);
    },
    [onAnswer],
  );

  useEffect(() => {
    void call<AdminOrderDetail>(`/orders/${encodeURIComponent(orderId)}`).then((r) =>
      r.ok ? answered(r.data) : setError(r.error),
    );
  }, [call, orderId, answered]);

  async function changeStep(stepId: string, status: StepStatus) {
    const r = await call<AdminOrderDetail>(
      `/orders/${encodeURIComponent(orderId)}/steps/${stepId}`,
      { method: "PATCH", body: { status } },
    );
    if (r.ok) {
      answered(r.data);
      toast(ADMIN_TOASTS.stepUpdated);
    } else if (r.status !== 401) {
      toast({ title: "Step not updated", description: r.error, variant: "destructive" });
    }
  }

  const back = (
    <Button variant="outline" onClick={onBack}>
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to Orders
    </Button>
  );
  if (!detail)
    return (
      <div>
        {back}
        <Notice error={error !== ""}>{error || "Loading order…"}</Notice>
      </div>
    );

  const { order, timeline } = detail;
  const totalDays = order.productionSteps.reduce((sum, s) => sum + s.estimatedDays, 0);
  return (
    <section aria-labelledby="detail-heading">
      {back}
      <div className="mt-4 rounded-2xl border border-gold-200 bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="detail-heading" className="font-mono text-2xl font-bold text-maroon-800">
            {order.orderId}
          </h2>
          <div className="flex gap-2">
            <PriorityBadge priority={order.priority} />
            <OrderTypeBadge orderType={order.orderType} />
          </div>
        </div>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <Fact label="Customer" valueClassName="font-medium">
            {order.customerName}
          </Fact>
          <Fact label="Phone">{order.customerPhone}</Fact>
          <Fact label="Order date">{formatIndianDate(order.orderDate)}</Fact>
          <Fact label="Expected delivery">{formatIndianDate(order.expectedDelivery)}</Fact>
          <Fact label="Address" className="sm:col-span-2">
            {`${order.address.line}, ${order.address.city}, ${order.address.state} ${order.address.postalCode}`}
          </Fact>
          <Fact label="Amount" valueClassName="font-semibold">
            {order.totalAmount}
          </Fact>
          <Fact label="Customer sees" testId="customer-status">
            {CUSTOMER_STATUS_INFO[order.currentStatus].label}
          </Fact>
          <Fact label="Items" className="sm:col-span-2 lg:col-span-4">
            {order.items.map(itemLabel).join(", ")}
          </Fact>
        </dl>
      </div>

      <div className="mt-6 flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-xl font-semibold text-maroon-800">Production Steps</h3>
        <p className="text-sm text-ink/70">
          Current:{" "}
          <span data-testid="detail-current-step" className="font-semibold">
            {currentStepName(order.productionSteps, order.currentStep)}
          </span>{" "}
          · Estimated total: <span data-testid="total-days">{totalDays}</span> days
        </p>
      </div>
      <ol className="mt-3 space-y-3">
        {order.productionSteps.map((step, i) => (
          <StepRow
            key={step.id}
            step={step}
            number={i + 1}
            onChange={(status) => changeStep(step.id, status)}
          />
        ))}
      </ol>
      <Timeline events={timeline} />
    </section>
  );
}
