import type { AdminOrder } from "../../../../shared/admin";
import { BUSINESS } from "../../../../shared/business";
import { changeFieldNames } from "../../../../shared/order-changes";
import { itemLabel } from "../../../../shared/order-items";
import { inLocale, m } from "../../../../shared/messages";
import { ContactLinks, EmailLink } from "../contact-links";
import { Fact } from "../fact";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { customerStatusName } from "../i18n/display-names";

const addressText = (a: AdminOrder["address"]) =>
  [a.line, a.city, a.state, a.postalCode].filter((part) => part !== "").join(", ");

/** The order's customer, dates, amount and items, as the owners read them. */
export function OrderFacts({ order }: { order: AdminOrder }) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const field = changeFieldNames(locale);
  return (
    <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
      <Fact label={m.admin_orders_fact_customer({}, o)} valueClassName="font-medium">
        <span translate="no">{order.customerName}</span>
      </Fact>
      <Fact label={field.phone}>
        <ContactLinks
          compact
          name={order.customerName}
          phone={order.customerPhone}
          email=""
          subject=""
        />
      </Fact>
      <Fact label={m.admin_orders_fact_order_date({}, o)}>{f.date(order.orderDate)}</Fact>
      <Fact label={field.expectedDelivery}>{f.date(order.expectedDelivery)}</Fact>
      <Fact label={field.address} className="sm:col-span-2">
        <span translate="no">{addressText(order.address)}</span>
      </Fact>
      {order.customerEmail && (
        <Fact label={field.email}>
          <EmailLink email={order.customerEmail} subject={`${BUSINESS.name}: ${order.orderId}`} />
        </Fact>
      )}
      <Fact label={m.admin_orders_fact_amount({}, o)} valueClassName="font-semibold">
        {f.rupees(order.amountRupees)}
      </Fact>
      <Fact label={m.admin_orders_fact_customer_sees({}, o)} testId="customer-status">
        {order.cancellation
          ? m.admin_orders_fact_cancelled({}, o)
          : customerStatusName(order.currentStatus, locale)}
      </Fact>
      <Fact label={field.items} className="sm:col-span-2 lg:col-span-4">
        <ul className="list-inside list-disc" data-testid="order-items">
          {order.items.map((item, i) => (
            <li key={i} translate="no">
              {itemLabel(item)}
            </li>
          ))}
        </ul>
      </Fact>
    </dl>
  );
}
