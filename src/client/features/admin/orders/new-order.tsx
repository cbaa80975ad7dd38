import type { AdminOrderDetail } from "../../../../shared/admin";
import { todayInIndia } from "../../../../shared/dates";
import { inLocale, m } from "../../../../shared/messages";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import type { AdminCall } from "../use-admin-session";
import type { DesignChoice } from "./item-rows";
import { newOrderDraft } from "./order-draft";
import { OrderForm } from "./order-form";

/** The new-order screen: its heading, the form (kept as her draft), and the toast once taken. */
export function NewOrder({
  designs,
  call,
  onSaved,
  onClose,
}: {
  designs: readonly DesignChoice[];
  call: AdminCall;
  onSaved: (detail: AdminOrderDetail) => void;
  onClose: () => void;
}) {
  const o = inLocale(useAdminLocale());
  const toast = useAdminToast();
  return (
    <section aria-labelledby="new-order-heading">
      <h2 id="new-order-heading" className="mb-4 text-2xl font-bold text-maroon-800">
        {m.admin_orders_form_new({}, o)}
      </h2>
      <OrderForm
        draftOf="new-order"
        initial={newOrderDraft(todayInIndia())}
        designs={designs}
        call={call}
        onSaved={(detail) => {
          toast({
            title: m.admin_orders_created({}, o),
            description: m.admin_orders_created_description(
              { orderId: detail.order.orderId, name: detail.order.customerName },
              o,
            ),
          });
          onSaved(detail);
        }}
        onClose={onClose}
      />
    </section>
  );
}
