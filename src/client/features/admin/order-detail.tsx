import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { ADMIN_TOASTS, currentStepName, type AdminOrderDetail } from "../../../shared/admin";
import { CUSTOMER_STATUS_INFO, formatIndianDate, type StepStatus } from "../../../shared/orders";
import { useToast } from "../../ui/toast";
import { PriorityBadge } from "./badges";
import { ChangeLog } from "./change-log";
import { StepRow } from "./step-row";
import type { AdminCall } from "./use-admin-session";

export function OrderDetail({
  orderId,
  call,
  onBack,
}: {
  orderId: string;
  call: AdminCall;
  onBack: () => void;
}) {
  const [detail, setDetail] = useState<AdminOrderDetail | null>(null);
  const [error, setError] = useState("");
  const toast = useToast();

  useEffect(() => {
    void call<AdminOrderDetail>(`/orders/${encodeURIComponent(orderId)}`).then((r) =>
      r.ok ? setDetail(r.data) : setError(r.error),
    );
  }, [call, orderId]);

  async function changeStep(stepId: string, status: StepStatus) {
    const r = await call<AdminOrderDetail>(
      `/orders/${encodeURIComponent(orderId)}/steps/${stepId}`,
      { method: "PATCH", body: { status } },
    );
    if (r.ok) {
      setDetail(r.data);
      toast(ADMIN_TOASTS.stepUpdated);
    } else if (r.status !== 401) {
      toast({ title: "Step not updated", description: r.error, variant: "destructive" });
    }
  }

  const back = (
    <button
      type="button"
      onClick={onBack}
      className="inline-flex items-center gap-2 rounded-lg border border-maroon-200 px-4 py-2 font-semibold text-maroon-700 hover:bg-maroon-50"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to Orders
    </button>
  );
  if (!detail)
    return (
      <div>
        {back}
        <p className="mt-4 text-ink/70" role={error ? "alert" : undefined}>
          {error || "Loading order…"}
        </p>
      </div>
    );

  const { order, changes } = detail;
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
            <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold capitalize">
              {order.orderType}
            </span>
          </div>
        </div>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-ink/70">Customer</dt>
            <dd className="font-medium">{order.customerName}</dd>
          </div>
          <div>
            <dt className="text-ink/70">Phone</dt>
            <dd>{order.customerPhone}</dd>
          </div>
          <div>
            <dt className="text-ink/70">Order date</dt>
            <dd>{formatIndianDate(order.orderDate)}</dd>
          </div>
          <div>
            <dt className="text-ink/70">Expected delivery</dt>
            <dd>{formatIndianDate(order.expectedDelivery)}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-ink/70">Address</dt>
            <dd>{`${order.address.line}, ${order.address.city}, ${order.address.state} ${order.address.postalCode}`}</dd>
          </div>
          <div>
            <dt className="text-ink/70">Amount</dt>
            <dd className="font-semibold">{order.totalAmount}</dd>
          </div>
          <div>
            <dt className="text-ink/70">Customer sees</dt>
            <dd data-testid="customer-status">{CUSTOMER_STATUS_INFO[order.currentStatus].label}</dd>
          </div>
          <div className="sm:col-span-2 lg:col-span-4">
            <dt className="text-ink/70">Items</dt>
            <dd>{order.items.join(", ")}</dd>
          </div>
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
      <ChangeLog changes={changes} history={order.statusHistory} />
    </section>
  );
}
