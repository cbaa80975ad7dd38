import { formatIndianDateTime } from "../../../shared/orders";

export interface ListedEvent {
  id: number;
  kind: string;
  /** The owner's display name; null for what the boutique's system did. */
  by: string | null;
  /** What happened, in a sentence that follows the name. */
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
  return (
    <section aria-labelledby={id} className="mt-8">
      <h3 id={id} className="text-lg font-semibold text-maroon-800">
        {title}
      </h3>
      <ol className="mt-2 space-y-2 text-sm" data-testid={testId}>
        {events.map((e) => (
          <li key={e.id} data-kind={e.kind} className="rounded-lg bg-white p-3">
            <span className="font-semibold">{e.by ?? "The boutique"}</span> {e.text}
            <span className="block text-ink/70">
              <time dateTime={e.at}>{formatIndianDateTime(e.at)}</time>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
