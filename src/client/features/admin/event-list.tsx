import { inLocale, m } from "../../../shared/messages";
import { useAdminLocale } from "./i18n/admin-locale";
import { useAdminFormat } from "./i18n/admin-format";

export interface ListedEvent {
  id: number;
  kind: string;
  /** The owner's display name; null for what the boutique's system did. */
  by: string | null;
  /** What happened, in a sentence that follows the name (in the owner's language). */
  text: string;
  /** ISO timestamp. */
  at: string;
}

/** A record's history, newest first: who did what and when (an order's timeline, a customer's). */
export function EventList({
  id,
  title,
  testId,
  events,
}: {
  id: string;
  title: string;
  testId: string;
  events: readonly ListedEvent[];
}) {
  const locale = useAdminLocale();
  const f = useAdminFormat();
  return (
    <section aria-labelledby={id} className="mt-8">
      <h3 id={id} className="text-lg font-semibold text-maroon-800">
        {title}
      </h3>
      <ol className="mt-2 space-y-2 text-sm" data-testid={testId}>
        {events.map((e) => (
          <li key={e.id} data-kind={e.kind} className="rounded-lg bg-white p-3">
            <span className="font-semibold" translate={e.by === null ? undefined : "no"}>
              {e.by ?? m.admin_orders_by_boutique({}, inLocale(locale))}
            </span>{" "}
            {e.text}
            <span className="block text-ink/70">
              <time dateTime={e.at}>{f.dateTime(e.at)}</time>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
