import { DIGEST_DAYS_AHEAD } from "../../../../shared/message-templates";
import { inLocale, m } from "../../../../shared/messages";
import type { NotificationSettings } from "../../../../shared/notifications";
import { useAdminLocale } from "../i18n/admin-locale";
import { problemText } from "../i18n/problem-text";
import { MessageList } from "../message-list";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";
import { useMessages } from "../use-messages";
import { ChannelCards } from "./channel-cards";
import { TemplateList } from "./template-list";
import { TestMessageForm } from "./test-message-form";

const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** Settings → Messages: channels, a test message, the owners' messages and the templates. */
export function NotificationsPanel({ call }: { call: AdminCall }) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const { answer, error, reload } = useMessages<NotificationSettings>(
    call,
    "/notifications",
    0,
    (a) => [...a.recent, ...a.waiting],
  );
  if (!answer)
    return (
      <Notice error={error !== ""}>
        {error ? problemText(locale, { error }) : m.admin_notify_loading({}, o)}
      </Notice>
    );
  const configured = answer.channels.filter((c) => c.configured).map((c) => c.channel);
  return (
    <div className="space-y-8">
      <section aria-labelledby="channels-heading">
        <h3 id="channels-heading" className="mb-3 text-xl font-semibold text-maroon-800">
          {m.admin_notify_channels({}, o)}
        </h3>
        <ChannelCards channels={answer.channels} />
        <p className="mt-3 text-sm text-ink/70" data-testid="digest-hour">
          {answer.digestHour === null
            ? m.admin_notify_digest_off({}, o)
            : m.admin_notify_digest_at(
                { hour: hourText(answer.digestHour), days: DIGEST_DAYS_AHEAD },
                o,
              )}
        </p>
      </section>
      <section aria-labelledby="test-heading">
        <h3 id="test-heading" className="mb-3 text-xl font-semibold text-maroon-800">
          {m.admin_notify_test({}, o)}
        </h3>
        <TestMessageForm owners={answer.owners} call={call} onSent={reload} />
      </section>
      {answer.waiting.length > 0 && (
        <section aria-labelledby="waiting-heading">
          <h3 id="waiting-heading" className="text-xl font-semibold text-maroon-800">
            {m.admin_notify_waiting({}, o)}
          </h3>
          <p className="mt-1 text-sm text-ink/70">{m.admin_notify_waiting_intro({}, o)}</p>
          <MessageList
            messages={answer.waiting}
            call={call}
            onChange={reload}
            label={m.admin_notify_waiting_list({}, o)}
            configured={configured}
          />
        </section>
      )}
      <section aria-labelledby="owner-messages-heading">
        <h3 id="owner-messages-heading" className="text-xl font-semibold text-maroon-800">
          {m.admin_notify_to_owners({}, o)}
        </h3>
        {answer.recent.length > 0 ? (
          <MessageList
            messages={answer.recent}
            call={call}
            onChange={reload}
            label={m.admin_notify_to_owners({}, o)}
            configured={configured}
          />
        ) : (
          <Notice>{m.admin_notify_none({}, o)}</Notice>
        )}
      </section>
      <section aria-labelledby="templates-heading">
        <h3 id="templates-heading" className="text-xl font-semibold text-maroon-800">
          {m.admin_notify_templates({}, o)}
        </h3>
        <p className="mb-3 mt-1 text-sm text-ink/70">{m.admin_notify_templates_intro({}, o)}</p>
        <TemplateList />
      </section>
    </div>
  );
}
