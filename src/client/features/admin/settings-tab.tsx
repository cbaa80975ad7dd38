import { useEffect, useState } from "react";
import { passwordMessages } from "../../../shared/account";
import type { AdminConfig, AdminUser } from "../../../shared/admin";
import { apiRequest } from "../../api-client";
import { BackupPanel } from "./backup-panel";
import { BillsSettings } from "./bills/bills-settings";
import { CouriersPanel } from "./dispatch/couriers-panel";
import { RemindersPanel } from "./money/reminders-panel";
import { Notice } from "./notice";
import { PasswordForm } from "./password-form";
import { deviceTexts } from "../../../shared/devices";
import { DevicesPanel } from "./settings/devices-panel";
import { ErasureLogPanel } from "./settings/erasure-log-panel";
import { NotificationsPanel } from "./settings/notifications-panel";
import { RetentionPanel } from "./settings/retention-panel";
import type { AdminCall } from "./use-admin-session";
import { inLocale, m } from "../../../shared/messages";
import { useAdminLocale } from "./i18n/admin-locale";
import { LanguagePanel } from "./settings/language-panel";

const CARD = "rounded-2xl border border-gold-200 bg-white p-5 shadow-sm sm:p-6";

/**
 * Settings: the language of her screens, the owner's own password, her signed-in devices, how the backups are doing, how
 * long old data is kept and the erasures done on request, and the messages' channels.
 */
export function SettingsTab({
  call,
  user,
  demo,
  token,
}: {
  call: AdminCall;
  user: AdminUser;
  demo: boolean;
  token?: string | undefined;
}) {
  const [config, setConfig] = useState<AdminConfig | null>(null);
  useEffect(() => {
    void apiRequest<AdminConfig>("/admin/config").then((r) => r.ok && setConfig(r.data));
  }, []);
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const devices = deviceTexts(locale);

  return (
    <section aria-label={m.admin_tab_settings({}, o)}>
      <h2 className="text-xl font-semibold text-maroon-800">{m.admin_tab_settings({}, o)}</h2>
      <div className="mt-4 grid items-start gap-6 lg:grid-cols-2">
        <section aria-labelledby="settings-language" className={CARD}>
          <h3 id="settings-language" className="text-lg font-semibold text-maroon-800">
            {m.admin_language_heading({}, o)}
          </h3>
          <LanguagePanel demo={demo} />
        </section>
        <section aria-labelledby="settings-password" className={CARD}>
          <h3 id="settings-password" className="text-lg font-semibold text-maroon-800">
            {m.admin_settings_password({}, o)}
          </h3>
          {config?.demoMode ? (
            <Notice>{passwordMessages(locale).demoMode}</Notice>
          ) : (
            <PasswordForm call={call} user={user} />
          )}
        </section>
        <section aria-labelledby="settings-devices" className={CARD}>
          <h3 id="settings-devices" className="text-lg font-semibold text-maroon-800">
            {devices.heading}
          </h3>
          <p className="mt-1 text-sm text-ink/70">{devices.intro}</p>
          <DevicesPanel call={call} />
        </section>
        <section aria-labelledby="settings-backups" className={CARD}>
          <h3 id="settings-backups" className="text-lg font-semibold text-maroon-800">
            {m.admin_backups_heading({}, o)}
          </h3>
          <BackupPanel call={call} />
        </section>
        <section aria-labelledby="settings-retention" className={CARD}>
          <h3 id="settings-retention" className="text-lg font-semibold text-maroon-800">
            {m.admin_settings_retention({}, o)}
          </h3>
          <RetentionPanel call={call} />
        </section>
        <section aria-labelledby="settings-erasures" className={CARD}>
          <h3 id="settings-erasures" className="text-lg font-semibold text-maroon-800">
            {m.admin_settings_erasures({}, o)}
          </h3>
          <ErasureLogPanel call={call} />
        </section>
        <section aria-labelledby="settings-couriers" className={CARD}>
          <h3 id="settings-couriers" className="text-lg font-semibold text-maroon-800">
            {m.admin_dispatch_couriers_heading({}, o)}
          </h3>
          <CouriersPanel call={call} />
        </section>
        <BillsSettings call={call} token={token} />
        <RemindersPanel call={call} />
      </div>
      <div className="mt-8">
        <NotificationsPanel call={call} />
      </div>
    </section>
  );
}
