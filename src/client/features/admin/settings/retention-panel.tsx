import { useEffect, useState } from "react";
import { inLocale, m } from "../../../../shared/messages";
import { RETENTION_LIMITS } from "../../../../shared/privacy-rules";
import {
  retentionMessages,
  RetentionSettingsSchema,
  type RetentionSettings,
} from "../../../../shared/privacy-admin";
import { problemOf } from "../../../../shared/schema-problem";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import { problemText, type KnownProblems } from "../i18n/problem-text";
import { Button } from "../button";
import { FormError, TextInput } from "../form-parts";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";

/**
 * How long old data is kept (SECURITY.md, Privacy): contact messages and enquiries for a quote
 * that never became customers (an accepted quote and an open one being followed up stay), and
 * the texts of messages sent. The server retires what has aged out every hour; the privacy
 * notice's limits are the most either may be.
 */
/** The schema's refusals in Hindi. */
const ENGLISH = retentionMessages("en");
const KNOWN: KnownProblems = new Map(
  (Object.keys(ENGLISH) as (keyof typeof ENGLISH)[]).map((key) => [
    ENGLISH[key],
    (o: { locale: "en" | "hi" }) => retentionMessages(o.locale)[key],
  ]),
);

export function RetentionPanel({ call }: { call: AdminCall }) {
  const [saved, setSaved] = useState<RetentionSettings | null>(null);
  const [months, setMonths] = useState("");
  const [days, setDays] = useState("");
  const [error, setError] = useState("");
  const toast = useAdminToast();
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const show = (s: RetentionSettings) => {
    setSaved(s);
    setMonths(String(s.enquiryMonths));
    setDays(String(s.outboxDays));
  };
  useEffect(() => {
    void call<RetentionSettings>("/privacy/retention").then((r) =>
      r.ok ? show(r.data) : setError(r.error),
    );
  }, [call]);

  const said = problemText(locale, { error }, { known: KNOWN });
  if (!saved)
    return error ? <Notice error>{said}</Notice> : <Notice>{m.admin_loading({}, o)}</Notice>;
  return (
    <form
      aria-label={m.admin_settings_retention({}, o)}
      className="mt-3 space-y-3"
      onSubmit={async (e) => {
        e.preventDefault();
        const input = { enquiryMonths: Number(months), outboxDays: Number(days) };
        const parsed = RetentionSettingsSchema.safeParse(input);
        if (!parsed.success) return setError(problemOf(parsed.error).error);
        const r = await call<RetentionSettings>("/privacy/retention", {
          method: "PUT",
          body: parsed.data,
        });
        if (!r.ok) return setError(r.error);
        show(r.data);
        toast({
          title: m.admin_toast_saved({}, o),
          description: m.admin_retention_saved({}, o),
        });
      }}
    >
      <p className="text-sm text-ink/80">
        {m.admin_retention_intro(
          { months: RETENTION_LIMITS.enquiryMonths, days: RETENTION_LIMITS.outboxDays },
          o,
        )}
      </p>
      <TextInput
        label={m.admin_retention_months({}, o)}
        hint={m.admin_retention_months_hint({}, o)}
        inputMode="numeric"
        value={months}
        onChange={(v) => (setMonths(v), setError(""))}
      />
      <TextInput
        label={m.admin_retention_days({}, o)}
        inputMode="numeric"
        value={days}
        onChange={(v) => (setDays(v), setError(""))}
      />
      <FormError message={said} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">{m.admin_retention_save({}, o)}</Button>
        {saved.updatedAt && (
          <span className="text-sm text-ink/70">
            {m.admin_retention_changed(
              { when: f.dateTime(saved.updatedAt), who: saved.updatedBy ?? "" },
              o,
            )}
          </span>
        )}
      </div>
    </form>
  );
}
