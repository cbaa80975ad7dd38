import { useEffect, useState } from "react";
import { formatIndianDateTime } from "../../../../shared/orders";
import type { ErasureCounts, ErasureLogPage } from "../../../../shared/privacy-admin";
import { Button } from "../button";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";

/** What an erasure did, in the words an owner would say it ("2 orders anonymised, …"). */
const COUNT_WORDS: [keyof ErasureCounts, string, string][] = [
  ["ordersAnonymised", "order anonymised", "orders anonymised"],
  [
    "ordersKeepingNameForTax",
    "order keeps her name for the tax records",
    "orders keep her name for the tax records",
  ],
  ["contactMessagesDeleted", "contact message deleted", "contact messages deleted"],
  ["messagesToHerCleared", "message to her cleared", "messages to her cleared"],
  ["ownerNoticesCleared", "owners' notice cleared", "owners' notices cleared"],
  ["measurementsDeleted", "measurement deleted", "measurements deleted"],
  ["consentsDeleted", "consent deleted", "consents deleted"],
  ["historyDeleted", "history entry deleted", "history entries deleted"],
  ["timelineEntriesScrubbed", "timeline entry scrubbed", "timeline entries scrubbed"],
];

export const erasureSummary = (counts: ErasureCounts): string =>
  COUNT_WORDS.filter(([key]) => counts[key] > 0)
    .map(([key, one, many]) => `${counts[key]} ${counts[key] === 1 ? one : many}`)
    .join(", ") || "nothing else held about her";

/**
 * The erasures done on customers' requests (SECURITY.md, Privacy): when, by whom and what was
 * removed, never whose. What the owners show when asked how a request was answered.
 */
export function ErasureLogPanel({ call }: { call: AdminCall }) {
  const [log, setLog] = useState<ErasureLogPage | null>(null);
  const [error, setError] = useState("");
  useEffect(() => {
    void call<ErasureLogPage>("/privacy/erasures").then((r) =>
      r.ok ? setLog(r.data) : setError(r.error),
    );
  }, [call]);
  const showOlder = async (before: number) => {
    const r = await call<ErasureLogPage>(`/privacy/erasures?before=${before}`);
    if (!r.ok) return setError(r.error);
    setLog((shown) => ({
      entries: [...(shown?.entries ?? []), ...r.data.entries],
      older: r.data.older,
    }));
  };

  if (!log) return error ? <Notice error>{error}</Notice> : <Notice>Loading…</Notice>;
  if (log.entries.length === 0)
    return <p className="mt-2 text-sm text-ink/70">No customer has asked to be erased.</p>;
  return (
    <div className="mt-2">
      <ul aria-label="Erasures" className="divide-y divide-gold-100">
        {log.entries.map((e) => (
          <li key={e.id} className="py-2 text-sm" data-testid="erasure-row">
            <span className="font-medium">{formatIndianDateTime(e.erasedAt)}</span>, by {e.erasedBy}
            : {erasureSummary(e.counts)}
          </li>
        ))}
      </ul>
      {error && <Notice error>{error}</Notice>}
      {log.older !== null && (
        <Button
          type="button"
          variant="outline"
          className="mt-2"
          onClick={() => void showOlder(log.older!)}
        >
          Show older erasures
        </Button>
      )}
    </div>
  );
}
