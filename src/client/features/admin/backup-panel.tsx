import { useEffect, useState } from "react";
import { formatBytes, type BackupRunView, type BackupStatus } from "../../../shared/backups";
import { inLocale, m } from "../../../shared/messages";
import { RichText } from "../../ui/rich-text";
import { Fact } from "./fact";
import { useAdminFormat } from "./i18n/admin-format";
import { useAdminLocale } from "./i18n/admin-locale";
import { problemText } from "./i18n/problem-text";
import { Notice } from "./notice";
import type { AdminCall } from "./use-admin-session";

const OUTCOME_CLASSES: Record<BackupRunView["outcome"], string> = {
  ok: "bg-green-100 text-green-800 border-green-200",
  failed: "bg-red-100 text-red-800 border-red-200",
  running: "bg-blue-100 text-blue-800 border-blue-200",
  unfinished: "bg-yellow-100 text-yellow-800 border-yellow-200",
};

/** The host's words (a setting, a command) are code, not words to translate. */
const Code = ({ children }: { children: string }) => <span translate="no">{children}</span>;

/** The backups as the owners need to know them: is there a recent one, and did it work. */
export function BackupPanel({ call }: { call: AdminCall }) {
  const [status, setStatus] = useState<BackupStatus | null>(null);
  const [error, setError] = useState("");
  const locale = useAdminLocale();
  const o = inLocale(locale);

  useEffect(() => {
    void call<BackupStatus>("/backups").then((r) => (r.ok ? setStatus(r.data) : setError(r.error)));
  }, [call]);

  if (error) return <Notice error>{problemText(locale, { error })}</Notice>;
  if (!status) return <Notice>{m.admin_backups_loading({}, o)}</Notice>;
  return (
    <div data-testid="backup-status">
      <p className="mt-2 text-ink/80">
        {status.dailyHour === null ? (
          <RichText
            say={(marks) => m.admin_backups_no_daily(marks, o)}
            parts={{ variable: <Code>BACKUP_HOUR</Code>, command: <Code>npm run backup</Code> }}
          />
        ) : (
          m.admin_backups_daily({ hour: `${String(status.dailyHour).padStart(2, "0")}:00` }, o)
        )}{" "}
        {m.admin_backups_kept({ keep: status.keep }, o)}
      </p>
      {status.last ? (
        <RunFacts title={m.admin_backups_last({}, o)} run={status.last} />
      ) : (
        <Notice>{m.admin_backups_none({}, o)}</Notice>
      )}
      {status.lastGood && (
        <RunFacts title={m.admin_backups_last_good({}, o)} run={status.lastGood} />
      )}
    </div>
  );
}

function RunFacts({ title, run }: { title: string; run: BackupRunView }) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const outcome: Record<BackupRunView["outcome"], string> = {
    ok: m.admin_backups_outcome_ok({}, o),
    failed: m.admin_backups_outcome_failed({}, o),
    running: m.admin_backups_outcome_running({}, o),
    unfinished: m.admin_backups_outcome_unfinished({}, o),
  };
  return (
    <section aria-label={title} className="mt-4 rounded-xl border border-gold-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold text-maroon-800">{title}</h4>
        <span
          data-testid="backup-outcome"
          data-outcome={run.outcome}
          className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${OUTCOME_CLASSES[run.outcome]}`}
        >
          {outcome[run.outcome]}
        </span>
      </div>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <Fact label={m.admin_backups_started({}, o)}>{f.dateTime(run.startedAt)}</Fact>
        <Fact label={m.admin_backups_kind({}, o)}>
          {run.kind === "daily" ? (
            m.admin_backups_kind_daily({}, o)
          ) : (
            <RichText
              say={(marks) => m.admin_backups_kind_manual(marks, o)}
              parts={{ command: <Code>npm run backup</Code> }}
            />
          )}
        </Fact>
        {run.bytes !== null && (
          <Fact label={m.admin_backups_size({}, o)}>{formatBytes(run.bytes)}</Fact>
        )}
        <Fact label={m.admin_backups_folder({}, o)} valueClassName="break-all font-mono text-xs">
          <Code>{run.name}</Code>
        </Fact>
      </dl>
      {run.error && (
        <p
          role="alert"
          translate="no"
          className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800"
        >
          {run.error}
        </p>
      )}
    </section>
  );
}
