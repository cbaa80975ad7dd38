import type { AdminOrder, AdminOrderDetail } from "../../../../shared/admin";
import { inLocale, m } from "../../../../shared/messages";
import { Button } from "../button";
import { MeasurementTable } from "../customers/measurement-table";
import { useServerAction } from "../form-parts";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import { ORDER_PROBLEMS } from "./order-problems";
import type { AdminCall } from "../use-admin-session";

/**
 * The measurements this order is made with: a copy, so the customer's later changes never alter
 * it. The owner can take her latest version on purpose (told in the timeline).
 */
export function OrderMeasurements({
  order,
  call,
  onAnswer,
}: {
  order: AdminOrder;
  call: AdminCall;
  onAnswer: (detail: AdminOrderDetail) => void;
}) {
  const server = useServerAction({ known: ORDER_PROBLEMS });
  const toast = useAdminToast();
  const o = inLocale(useAdminLocale());
  async function takeLatest() {
    const r = await server.run(() =>
      call<AdminOrderDetail>(`/orders/${encodeURIComponent(order.orderId)}/measurements`, {
        method: "POST",
      }),
    );
    if (r.ok) {
      onAnswer(r.data);
      toast({
        title: m.admin_orders_measurements_taken({}, o),
        description: m.admin_orders_measurements_taken_description({ orderId: order.orderId }, o),
      });
    }
  }
  return (
    <section aria-labelledby="order-measurements-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="order-measurements-heading" className="text-xl font-semibold text-maroon-800">
          {m.admin_orders_measurements_heading({}, o)}
        </h3>
        {order.customerId !== null && !order.cancellation && (
          <Button variant="outline" disabled={server.pending} onClick={() => void takeLatest()}>
            {m.admin_orders_measurements_use_latest({}, o)}
          </Button>
        )}
      </div>
      {server.error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {server.error}
        </p>
      )}
      {order.measurements ? (
        <div
          className="mt-3 max-w-md rounded-xl border border-gold-200 bg-white p-4"
          data-testid="order-measurements"
        >
          <MeasurementTable version={order.measurements} />
        </div>
      ) : (
        <p className="mt-2 text-ink/70">{m.admin_orders_measurements_none({}, o)}</p>
      )}
    </section>
  );
}
