import { useState } from "react";
import {
  contactFieldNames,
  type CustomerDetail,
  type OrdersContactUpdated,
  type StaleOrder,
} from "../../../../shared/customers";
import type { Locale } from "../../../../shared/locale";
import { formatNumber, inLocale, m } from "../../../../shared/messages";
import { Button } from "../button";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import { problemText } from "../i18n/problem-text";
import type { AdminCall } from "../use-admin-session";
import { CUSTOMER_PROBLEMS } from "./customer-problems";

/** "1 order" / "3 orders". */
const orderWords = (n: number, locale: Locale) =>
  n === 1
    ? m.admin_customers_stale_orders_one({}, inLocale(locale))
    : m.admin_customers_stale_orders_other({ count: formatNumber(n, locale) }, inLocale(locale));

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
  const toast = useAdminToast();
  const locale = useAdminLocale();
  const o = inLocale(locale);
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
      const n = r.data.updated.length;
      toast({
        title:
          n === 1
            ? m.admin_customers_stale_updated_one({}, o)
            : m.admin_customers_stale_updated_other({ count: formatNumber(n, locale) }, o),
        description: r.data.updated.join(", ") || m.admin_customers_stale_nothing({}, o),
      });
    } else if (r.status !== 401) {
      toast({
        title: m.admin_customers_stale_failed({}, o),
        description: problemText(locale, r, { known: CUSTOMER_PROBLEMS }),
        variant: "destructive",
      });
    }
  }

  return (
    <section
      aria-labelledby="stale-orders-heading"
      className="mt-4 rounded-xl border border-yellow-300 bg-yellow-50 p-4 text-sm"
    >
      <h3 id="stale-orders-heading" className="font-semibold text-yellow-900">
        {m.admin_customers_stale_heading({}, o)}
      </h3>
      <p className="mt-1 text-ink/80">{m.admin_customers_stale_intro({}, o)}</p>
      <ul className="mt-2 space-y-1" data-testid="stale-orders">
        {stale.map((s) => (
          <li key={s.orderId}>
            <span className="font-mono font-semibold text-maroon-800">{s.orderId}</span>:{" "}
            {s.fields.map((f) => contactFieldNames(locale)[f]).join(", ")}
          </li>
        ))}
      </ul>
      <Button className="mt-3" disabled={busy} onClick={() => void update()}>
        {m.admin_customers_stale_update({ orders: orderWords(stale.length, locale) }, o)}
      </Button>
    </section>
  );
}
