import { useEffect, useState } from "react";
import { formatIndianDateTime } from "../../../../shared/orders";
import { RETENTION_LIMITS } from "../../../../shared/privacy-rules";
import { RetentionSettingsSchema, type RetentionSettings } from "../../../../shared/privacy-admin";
import { problemOf } from "../../../../shared/schema-problem";
import { useToast } from "../../../ui/toast";
import { Button } from "../button";
import { FormError, TextInput } from "../form-parts";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";

/**
 * How long old data is kept (SECURITY.md, Privacy): enquiries that never became customers, and
 * the texts of messages sent. The server retires what has aged out every hour; the privacy
 * notice's limits are the most either may be.
 */
export function RetentionPanel({ call }: { call: AdminCall }) {
  const [saved, setSaved] = useState<RetentionSettings | null>(null);
  const [months, setMonths] = useState("");
  const [days, setDays] = useState("");
  const [error, setError] = useState("");
  const toast = useToast();
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

  if (!saved) return error ? <Notice error>{error}</Notice> : <Notice>Loading…</Notice>;
  return (
    <form
      aria-label="Keeping data"
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
        toast({ title: "Saved", description: "Old data will be retired on the new schedule" });
      }}
    >
      <p className="text-sm text-ink/80">
        The server retires what has aged out every hour. The privacy notice promises at most{" "}
        {RETENTION_LIMITS.enquiryMonths} months and {RETENTION_LIMITS.outboxDays} days.
      </p>
      <TextInput
        label="Delete enquiries that never became customers after (months)"
        inputMode="numeric"
        value={months}
        onChange={(v) => (setMonths(v), setError(""))}
      />
      <TextInput
        label="Clear the text of messages sent after (days)"
        inputMode="numeric"
        value={days}
        onChange={(v) => (setDays(v), setError(""))}
      />
      <FormError message={error} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">Save</Button>
        {saved.updatedAt && (
          <span className="text-sm text-ink/70">
            Last changed {formatIndianDateTime(saved.updatedAt)} by {saved.updatedBy}
          </span>
        )}
      </div>
    </form>
  );
}
