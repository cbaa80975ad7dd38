import { useEffect, useState } from "react";
import { describeChange, type CatalogueChange } from "../../../../shared/catalogue-changes";
import { formatIndianDateTime } from "../../../../shared/orders";
import type { AdminCall } from "../use-admin-session";

/** Changes, newest first: who, what, when. */
export function ChangeList({ changes }: { changes: readonly CatalogueChange[] }) {
  if (changes.length === 0) return <p className="mt-2 text-sm text-ink/70">No changes yet.</p>;
  return (
    <ol className="mt-2 space-y-2 text-sm" data-testid="change-log">
      {changes.map((c) => (
        <li key={c.id} className="rounded-lg bg-white p-3">
          <span className="font-semibold">{c.byName ?? "The boutique"}</span>:{" "}
          {describeChange(c.what)}
          <span className="block text-ink/70">
            <time dateTime={c.at}>{formatIndianDateTime(c.at)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The catalogue's latest changes, loaded again whenever `version` moves. */
export function ChangeLog({ call, version }: { call: AdminCall; version: number }) {
  const [changes, setChanges] = useState<CatalogueChange[]>([]);
  useEffect(() => {
    let current = true;
    void call<{ changes: CatalogueChange[] }>("/catalogue/changes?limit=20").then((r) => {
      if (current && r.ok) setChanges(r.data.changes);
    });
    return () => {
      current = false;
    };
  }, [call, version]);
  return (
    <section aria-labelledby="catalogue-changes" className="mt-10">
      <h3 id="catalogue-changes" className="text-lg font-semibold text-maroon-800">
        Recent changes
      </h3>
      <ChangeList changes={changes} />
    </section>
  );
}
