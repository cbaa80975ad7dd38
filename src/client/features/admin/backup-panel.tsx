import { useEffect, useState } from "react";
import {
  BACKUP_TEXTS,
  formatBytes,
  type BackupRunView,
  type BackupStatus,
} from "../../../shared/backups";
import { formatIndianDateTime } from "../../../shared/orders";
import { Fact } from "./fact";
import { Notice } from "./notice";
import type { AdminCall } from "./use-admin-session";

const OUTCOME_CLASSES: Record<BackupRunView["outcome"], string> = {
  ok: "bg-green-100 text-green-800 border-green-200",
  failed: "bg-red-100 text-red-800 border-red-200",
  running: "bg-blue-100 text-blue-800 border-blue-200",
  unfinished: "bg-yellow-100 text-yellow-800 border-yellow-200",
};

const KIND_LABELS: Record<BackupRunView["kind"], string> = {
  daily: "Daily, by the server",
  manual: "Taken on the server (npm run backup)",
};

/** The backups as the owners need to know them: is there a recent one, and did it work. */
export function BackupPanel({ call }: { call: AdminCall }) {
  const [status, setStatus] = useState<BackupStatus | null>(null);
  const [error, setError] = useState("");

  useEffect(() => {
    void call<BackupStatus>("/backups").then((r) => (r.ok ? setStatus(r.data) : setError(r.error)));
  }, [call]);

  if (error) return <Notice error>{error}</Notice>;
  if (!status) return <Notice>Loading backups…</Notice>;
  return (
    <div data-testid="backup-status">
      <p className="mt-2 text-ink/80">
        {status.dailyHour === null ? BACKUP_TEXTS.noDaily : BACKUP_TEXTS.daily(status.dailyHour)}{" "}
        The newest {status.keep} are kept.
      </p>
      {status.last ? (
        <RunFacts title="Last backup" run={status.last} />
      ) : (
        <Notice>{BACKUP_TEXTS.none}</Notice>
      )}
      {status.lastGood && <RunFacts title="Last good backup" run={status.lastGood} />}
    </div>
  );
}

function RunFacts({ title, run }: { title: string; run: BackupRunView }) {
  return (
    <section aria-label={title} className="mt-4 rounded-xl border border-gold-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold text-maroon-800">{title}</h4>
        <span
          data-testid="backup-outcome"
          data-outcome={run.outcome}
          className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${OUTCOME_CLASSES[run.outcome]}`}
        >
          {BACKUP_TEXTS.outcome[run.outcome]}
        </span>
      </div>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <Fact label="Started">{formatIndianDateTime(run.startedAt)}</Fact>
        <Fact label="Kind">{KIND_LABELS[run.kind]}</Fact>
        {run.bytes !== null && <Fact label="Size">{formatBytes(run.bytes)}</Fact>}
        <Fact label="Folder" valueClassName="break-all font-mono text-xs">
          {run.name}
        </Fact>
      </dl>
      {run.error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {run.error}
        </p>
      )}
    </section>
  );
}
