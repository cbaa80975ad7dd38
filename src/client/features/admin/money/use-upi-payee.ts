import { useEffect, useState } from "react";
import type { BusinessProfileAnswer } from "../../../../shared/billing/business-profile";
import { upiPayeeOf, type UpiPayee } from "../../../../shared/billing/upi-link";
import type { AdminCall } from "../use-admin-session";

/**
 * Settings → Business's UPI ID and payee name: undefined while asked, null when there is none
 * (or the business cannot be read: no request is offered then).
 */
export function useUpiPayee(call: AdminCall): UpiPayee | null | undefined {
  const [payee, setPayee] = useState<UpiPayee | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void call<BusinessProfileAnswer>("/billing/business").then((r) => {
      if (live) setPayee(r.ok ? upiPayeeOf(r.data.profile, r.data.sample) : null);
    });
    return () => {
      live = false;
    };
  }, [call]);
  return payee;
}
