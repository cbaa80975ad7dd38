import { Ban } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { AdminOrder, AdminOrderDetail } from "../../../../shared/admin";
import { CancelOrderSchema, ORDER_LIMITS } from "../../../../shared/order-input";
import { checkInput } from "../../../../shared/schema-problem";
import { Button } from "../button";
import { FormError, TextInput, useServerAction } from "../form-parts";
import type { AdminCall } from "../use-admin-session";

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
  const server = useServerAction();

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
        <Ban className="size-4" aria-hidden="true" /> Cancel order
      </Button>
    );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Cancel order"
      className="w-full space-y-3 rounded-xl border border-red-200 bg-red-50 p-4"
    >
      <TextInput
        label={`Why is ${order.orderId} cancelled?`}
        required
        maxLength={ORDER_LIMITS.reason}
        value={reason}
        onChange={setReason}
        error={server.errorFor("reason")}
        hint="The owners see the reason; the customer's tracking page says the order was cancelled."
      />
      <FormError message={server.field === "reason" ? "" : server.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" disabled={server.pending}>
          Cancel the order
        </Button>
        <Button variant="outline" onClick={() => setOpen(false)}>
          Keep the order
        </Button>
      </div>
    </form>
  );
}
