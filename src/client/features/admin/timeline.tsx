import type { OrderEvent } from "../../../shared/order-events";
import { inLocale, m } from "../../../shared/messages";
import { EventList } from "./event-list";
import { useAdminLocale } from "./i18n/admin-locale";
import { timelineText } from "./orders/timeline-text";

/** The order's one timeline, newest first: every change, payment and note, with who and when. */
export function Timeline({ events }: { events: OrderEvent[] }) {
  const locale = useAdminLocale();
  return (
    <EventList
      id="timeline-heading"
      title={m.admin_orders_timeline({}, inLocale(locale))}
      testId="timeline"
      events={events.map((e) => ({ ...e, text: timelineText(e, locale) }))}
    />
  );
}
