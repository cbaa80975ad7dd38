import { useEffect, useState } from "react";
import { describeChange, type CatalogueChange } from "../../../../shared/catalogue-changes";
import { inLocale, m } from "../../../../shared/messages";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import type { AdminCall } from "../use-admin-session";
import { dataPart, withParts } from "./with-parts";

/** Changes, newest first: who, what (the owners' own words marked as data), when. */
export function ChangeList({ changes }: { changes: readonly CatalogueChange[] }) {
  const locale = useAdminLocale();
  const f = useAdminFormat();
  const o = inLocale(locale);
  if (changes.length === 0)
    return <p className="mt-2 text-sm text-ink/70">{m.admin_catalogue_no_changes({}, o)}</p>;
  return (
    <ol className="mt-2 space-y-2 text-sm" data-testid="change-log">
      {changes.map((c) => (
        <li key={c.id} className="rounded-lg bg-white p-3">
          <span className="font-semibold">{c.byName ?? m.admin_catalogue_the_boutique({}, o)}</span>
          : {withParts((part) => describeChange(c.what, locale, dataPart(part)))}
          <span className="block text-ink/70">
            <time dateTime={c.at}>{f.dateTime(c.at)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The catalogue's latest changes, loaded again whenever `version` moves. */
export function ChangeLog({ call, version }: { call: AdminCall; version: number }) {
  const [changes, setChanges] = useState<CatalogueChange[]>([]);
  const o = inLocale(useAdminLocale());
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
        {m.admin_catalogue_recent_changes({}, o)}
      </h3>
      <ChangeList changes={changes} />
    </section>
  );
}
