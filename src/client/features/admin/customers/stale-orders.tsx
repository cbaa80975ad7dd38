import { useState } from "react";
import {
  CONTACT_FIELD_LABELS,
  type CustomerDetail,
  type OrdersContactUpdated,
  type StaleOrder,
} from "../../../../shared/customers";
import { useToast } from "../../../ui/toast";
import { Button } from "../button";
import type { AdminCall } from "../use-admin-session";

const orderWords = (n: number) => (n === 1 ? "1 order" : `${n} orders`);

/**
 * Her open orders that still carry an old phone, e-mail or address (an order keeps its own
 * copy: its tracking digits and messages use it), with one button that gives them her record's.
 */
export function StaleOrders({
  customerId,
  stale,
  call,
  onAnswer,
}: {
  customerId: number;
  stale: readonly StaleOrder[];
  call: AdminCall;
  onAnswer: (detail: CustomerDetail) => void;
}) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  if (stale.length === 0) return null;
  const ids = stale.map((s) => s.orderId);

  async function update() {
    setBusy(true);
    const r = await call<OrdersContactUpdated>(`/customers/${customerId}/orders/contact`, {
      body: { orderIds: ids },
    });
    setBusy(false);
    if (r.ok) {
      onAnswer(r.data.detail);
      toast({
        title: `${orderWords(r.data.updated.length)} updated`,
        description: r.data.updated.join(", ") || "Nothing was left to change",
      });
    } else if (r.status !== 401) {
      toast({ title: "Orders not updated", description: r.error, variant: "destructive" });
    }
  }

  return (
    <section
      aria-labelledby="stale-orders-heading"
      className="mt-4 rounded-xl border border-yellow-300 bg-yellow-50 p-4 text-sm"
    >
      <h3 id="stale-orders-heading" className="font-semibold text-yellow-900">
        Her open orders still have her old details
      </h3>
      <p className="mt-1 text-ink/80">
        Their tracking digits and messages use the order&apos;s own copy:
      </p>
      <ul className="mt-2 space-y-1" data-testid="stale-orders">
        {stale.map((s) => (
          <li key={s.orderId}>
            <span className="font-mono font-semibold text-maroon-800">{s.orderId}</span>:{" "}
            {s.fields.map((f) => CONTACT_FIELD_LABELS[f]).join(", ")}
          </li>
        ))}
      </ul>
      <Button className="mt-3" disabled={busy} onClick={() => void update()}>
        Update {orderWords(stale.length)} with her new details
      </Button>
    </section>
  );
}
