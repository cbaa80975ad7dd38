import type { AdminOrder } from "../../../../shared/admin";
import { itemLabel } from "../../../../shared/order-items";
import { CUSTOMER_STATUS_INFO, formatIndianDate } from "../../../../shared/orders";
import { BUSINESS } from "../../../../shared/business";
import { ContactLinks, EmailLink } from "../contact-links";
import { Fact } from "../fact";

const addressText = (a: AdminOrder["address"]) =>
  [a.line, a.city, a.state, a.postalCode].filter((part) => part !== "").join(", ");

/** The order's customer, dates, amount and items, as the owners read them. */
export function OrderFacts({ order }: { order: AdminOrder }) {
  return (
    <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
      <Fact label="Customer" valueClassName="font-medium">
        {order.customerName}
      </Fact>
      <Fact label="Phone">
        <ContactLinks
          compact
          name={order.customerName}
          phone={order.customerPhone}
          email=""
          subject=""
        />
      </Fact>
      <Fact label="Order date">{formatIndianDate(order.orderDate)}</Fact>
      <Fact label="Expected delivery">{formatIndianDate(order.expectedDelivery)}</Fact>
      <Fact label="Address" className="sm:col-span-2">
        {addressText(order.address)}
      </Fact>
      {order.customerEmail && (
        <Fact label="Email">
          <EmailLink email={order.customerEmail} subject={`${BUSINESS.name}: ${order.orderId}`} />
        </Fact>
      )}
      <Fact label="Amount" valueClassName="font-semibold">
        {order.totalAmount}
      </Fact>
      <Fact label="Customer sees" testId="customer-status">
        {order.cancellation ? "Cancelled" : CUSTOMER_STATUS_INFO[order.currentStatus].label}
      </Fact>
      <Fact label="Items" className="sm:col-span-2 lg:col-span-4">
        <ul className="list-inside list-disc" data-testid="order-items">
          {order.items.map((item, i) => (
            <li key={i}>{itemLabel(item)}</li>
          ))}
        </ul>
      </Fact>
    </dl>
  );
}
