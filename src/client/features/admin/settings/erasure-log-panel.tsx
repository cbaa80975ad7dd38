import { useEffect, useState } from "react";
import type { Locale } from "../../../../shared/locale";
import { inLocale, m } from "../../../../shared/messages";
import type { ErasureCounts, ErasureLogPage } from "../../../../shared/privacy-admin";
import { RichText } from "../../../ui/rich-text";
import { Button } from "../button";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { problemText } from "../i18n/problem-text";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";

type Options = ReturnType<typeof inLocale>;

/** What an erasure did, in the words an owner would say it ("2 orders anonymised, …"). */
const COUNT_WORDS: [
  keyof ErasureCounts,
  (count: number, o: Options) => string,
  (count: number, o: Options) => string,
][] = [
  [
    "ordersAnonymised",
    (count, o) => m.admin_erasures_orders_anonymised_one({ count }, o),
    (count, o) => m.admin_erasures_orders_anonymised({ count }, o),
  ],
  [
    "ordersKeepingNameForTax",
    (count, o) => m.admin_erasures_orders_for_tax_one({ count }, o),
    (count, o) => m.admin_erasures_orders_for_tax({ count }, o),
  ],
  [
    "contactMessagesDeleted",
    (count, o) => m.admin_erasures_contacts_one({ count }, o),
    (count, o) => m.admin_erasures_contacts({ count }, o),
  ],
  [
    "quoteEnquiriesDeleted",
    (count, o) => m.admin_erasures_enquiries_one({ count }, o),
    (count, o) => m.admin_erasures_enquiries({ count }, o),
  ],
  [
    "messagesToHerCleared",
    (count, o) => m.admin_erasures_messages_one({ count }, o),
    (count, o) => m.admin_erasures_messages({ count }, o),
  ],
  [
    "ownerNoticesCleared",
    (count, o) => m.admin_erasures_notices_one({ count }, o),
    (count, o) => m.admin_erasures_notices({ count }, o),
  ],
  [
    "measurementsDeleted",
    (count, o) => m.admin_erasures_measurements_one({ count }, o),
    (count, o) => m.admin_erasures_measurements({ count }, o),
  ],
  [
    "consentsDeleted",
    (count, o) => m.admin_erasures_consents_one({ count }, o),
    (count, o) => m.admin_erasures_consents({ count }, o),
  ],
  [
    "historyDeleted",
    (count, o) => m.admin_erasures_history_one({ count }, o),
    (count, o) => m.admin_erasures_history({ count }, o),
  ],
  [
    "timelineEntriesScrubbed",
    (count, o) => m.admin_erasures_timeline_one({ count }, o),
    (count, o) => m.admin_erasures_timeline({ count }, o),
  ],
  [
    "orderPhotosDeleted",
    (count, o) => m.admin_erasures_photos_one({ count }, o),
    (count, o) => m.admin_erasures_photos({ count }, o),
  ],
];

export function erasureSummary(counts: ErasureCounts, locale: Locale = "en"): string {
  const o = inLocale(locale);
  return (
    // An erasure logged before a kind of data existed has no count of it.
    COUNT_WORDS.filter(([key]) => (counts[key] ?? 0) > 0)
      .map(([key, one, many]) => (counts[key] === 1 ? one : many)(counts[key], o))
      .join(", ") || m.admin_erasures_nothing_else({}, o)
  );
}

/**
 * The erasures done on customers' requests (SECURITY.md, Privacy): when, by whom and what was
 * removed, never whose. What the owners show when asked how a request was answered.
 */
export function ErasureLogPanel({ call }: { call: AdminCall }) {
  const [log, setLog] = useState<ErasureLogPage | null>(null);
  const [error, setError] = useState("");
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
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

  const said = problemText(locale, { error });
  if (!log)
    return error ? <Notice error>{said}</Notice> : <Notice>{m.admin_loading({}, o)}</Notice>;
  if (log.entries.length === 0)
    return <p className="mt-2 text-sm text-ink/70">{m.admin_erasures_none({}, o)}</p>;
  return (
    <div className="mt-2">
      <ul aria-label={m.admin_erasures_list({}, o)} className="divide-y divide-gold-100">
        {log.entries.map((e) => (
          <li key={e.id} className="py-2 text-sm" data-testid="erasure-row">
            <RichText
              say={(marks) =>
                m.admin_erasures_row({ ...marks, summary: erasureSummary(e.counts, locale) }, o)
              }
              parts={{
                when: <span className="font-medium">{f.dateTime(e.erasedAt)}</span>,
                who: e.erasedBy,
              }}
            />
          </li>
        ))}
      </ul>
      {error && <Notice error>{said}</Notice>}
      {log.older !== null && (
        <Button
          type="button"
          variant="outline"
          className="mt-2"
          onClick={() => void showOlder(log.older!)}
        >
          {m.admin_erasures_older({}, o)}
        </Button>
      )}
    </div>
  );
}
