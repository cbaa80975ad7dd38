import { useEffect, useState, type FormEvent } from "react";
import { inLocale, m } from "../../../../shared/messages";
import { REMINDER_RHYTHMS, type ReminderSettings } from "../../../../shared/money";
import { Button } from "../button";
import { FormError, SelectInput, useServerAction } from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";
import { MONEY_PROBLEMS } from "./money-problems";

type Rhythm = "off" | `${(typeof REMINDER_RHYTHMS)[number]}`;

/**
 * Settings → Balance reminders: how often a customer whose delivered order still owes money is
 * reminded (with her consent, in her language, with the UPI link), or never. A card of its own.
 */
export function RemindersPanel({ call }: { call: AdminCall }) {
  const [settings, setSettings] = useState<ReminderSettings | null>(null);
  const [rhythm, setRhythm] = useState<Rhythm>("off");
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const toast = useAdminToast();
  const server = useServerAction({ known: MONEY_PROBLEMS });
  useEffect(() => {
    void call<ReminderSettings>("/money/reminders").then((r) => {
      if (!r.ok) return;
      setSettings(r.data);
      setRhythm(r.data.everyDays === null ? "off" : (String(r.data.everyDays) as Rhythm));
    });
  }, [call]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const everyDays = rhythm === "off" ? null : Number(rhythm);
    const r = await server.run(() =>
      call<ReminderSettings>("/money/reminders", { method: "PUT", body: { everyDays } }),
    );
    if (r.ok) {
      setSettings(r.data);
      toast({ title: m.admin_money_reminders_saved({}, o) });
    }
  }
  const options = [
    { value: "off" as Rhythm, label: m.admin_money_reminders_off({}, o) },
    ...REMINDER_RHYTHMS.map((days) => ({
      value: String(days) as Rhythm,
      label: m.admin_money_reminders_every({ days: f.number(days) }, o),
    })),
  ];
  return (
    <section
      aria-labelledby="settings-reminders"
      className="rounded-2xl border border-gold-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="reminders-panel"
    >
      <h3 id="settings-reminders" className="text-lg font-semibold text-maroon-800">
        {m.admin_money_reminders_heading({}, o)}
      </h3>
      <p className="mt-1 text-sm text-ink/70">{m.admin_money_reminders_intro({}, o)}</p>
      {!settings ? (
        <Notice>{m.admin_money_loading({}, o)}</Notice>
      ) : (
        <form onSubmit={save} className="mt-4 flex flex-wrap items-end gap-3">
          <SelectInput
            label={m.admin_money_reminders_rhythm({}, o)}
            value={rhythm}
            options={options}
            onChange={setRhythm}
          />
          <Button type="submit" disabled={server.pending}>
            {m.admin_money_save({}, o)}
          </Button>
          <FormError message={server.error} />
          {settings.updatedAt && settings.updatedBy && (
            <p className="w-full text-xs text-ink/70">
              {m.admin_money_reminders_changed(
                { name: settings.updatedBy, at: f.dateTime(settings.updatedAt) },
                o,
              )}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
