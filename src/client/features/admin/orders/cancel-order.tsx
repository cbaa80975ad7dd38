import { Ban } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { AdminOrder, AdminOrderDetail } from "../../../../shared/admin";
import { inLocale, m } from "../../../../shared/messages";
import { CancelOrderSchema, ORDER_LIMITS } from "../../../../shared/order-input";
import { checkInput } from "../../../../shared/schema-problem";
import { Button } from "../button";
import { FormError, TextInput, useServerAction } from "../form-parts";
import { useAdminLocale } from "../i18n/admin-locale";
import type { AdminCall } from "../use-admin-session";
import { ORDER_PROBLEMS } from "./order-problems";

/** Cancelling takes a reason; the order leaves the active list and its steps freeze. */
export function CancelOrder({
  order,
  call,
  onAnswer,
}: {
  order: AdminOrder;
  call: AdminCall;
  onAnswer: (detail: AdminOrderDetail) => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const o = inLocale(useAdminLocale());
  const server = useServerAction({
    labels: { reason: m.admin_orders_reason({}, o) },
    known: ORDER_PROBLEMS,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkInput(CancelOrderSchema, { reason });
    if (!checked.ok) return server.refuse(checked);
    const r = await server.run(() =>
      call<AdminOrderDetail>(`/orders/${encodeURIComponent(order.orderId)}/cancellation`, {
        body: checked.data,
      }),
    );
    if (r.ok) {
      setOpen(false);
      onAnswer(r.data);
    }
  }

  if (!open)
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Ban className="size-4" aria-hidden="true" /> {m.admin_orders_cancel({}, o)}
      </Button>
    );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={m.admin_orders_cancel({}, o)}
      className="w-full space-y-3 rounded-xl border border-red-200 bg-red-50 p-4"
    >
      <TextInput
        label={m.admin_orders_cancel_why({ orderId: order.orderId }, o)}
        required
        maxLength={ORDER_LIMITS.reason}
        value={reason}
        onChange={setReason}
        error={server.errorFor("reason")}
        hint={m.admin_orders_cancel_hint({}, o)}
      />
      <FormError message={server.field === "reason" ? "" : server.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" disabled={server.pending}>
          {m.admin_orders_cancel_confirm({}, o)}
        </Button>
        <Button variant="outline" onClick={() => setOpen(false)}>
          {m.admin_orders_cancel_keep({}, o)}
        </Button>
      </div>
    </form>
  );
}
