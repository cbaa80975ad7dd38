import { Undo2 } from "lucide-react";
import { useState } from "react";
import type { AdminOrderDetail } from "../../../../shared/admin";
import { inLocale, m } from "../../../../shared/messages";
import { Button } from "../button";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import type { AdminCall } from "../use-admin-session";
import { RefundForm } from "./refund-form";
import { UpiRequestPanel } from "./upi-request-panel";

/**
 * The order's money beyond its payments (orders/payments-panel.tsx): what is due as a UPI
 * request to scan at the counter, and money given back as a refund of its own.
 */
export function OrderMoney({
  detail,
  call,
  onAnswer,
}: {
  detail: AdminOrderDetail;
  call: AdminCall;
  onAnswer: (detail: AdminOrderDetail) => void;
}) {
  const [refunding, setRefunding] = useState(false);
  const o = inLocale(useAdminLocale());
  const toast = useAdminToast();
  return (
    <div data-testid="order-money">
      <UpiRequestPanel detail={detail} call={call} />
      {detail.order.paidRupees > 0 &&
        (refunding ? (
          <RefundForm
            detail={detail}
            call={call}
            onAnswer={(d) => {
              onAnswer(d);
              toast({ title: m.admin_money_refund_recorded({}, o) });
            }}
            onClose={() => setRefunding(false)}
          />
        ) : (
          <Button variant="outline" className="mt-3 text-sm" onClick={() => setRefunding(true)}>
            <Undo2 className="size-4" aria-hidden="true" /> {m.admin_money_refund_open({}, o)}
          </Button>
        ))}
    </div>
  );
}
