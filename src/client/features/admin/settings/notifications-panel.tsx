import type { NotificationSettings } from "../../../../shared/notifications";
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
  const { answer, error, reload } = useMessages<NotificationSettings>(
    call,
    "/notifications",
    0,
    (a) => [...a.recent, ...a.waiting],
  );
  if (!answer) return <Notice error={error !== ""}>{error || "Loading message settings…"}</Notice>;
  const configured = answer.channels.filter((c) => c.configured).map((c) => c.channel);
  return (
    <div className="space-y-8">
      <section aria-labelledby="channels-heading">
        <h3 id="channels-heading" className="mb-3 text-xl font-semibold text-maroon-800">
          Message channels
        </h3>
        <ChannelCards channels={answer.channels} />
        <p className="mt-3 text-sm text-ink/70" data-testid="digest-hour">
          {answer.digestHour === null
            ? "The daily digest of overdue and soon-due orders is off."
            : `Every morning at ${hourText(answer.digestHour)} (India time) the owners get a digest of overdue orders and orders due in the next 2 days.`}
        </p>
      </section>
      <section aria-labelledby="test-heading">
        <h3 id="test-heading" className="mb-3 text-xl font-semibold text-maroon-800">
          Test message
        </h3>
        <TestMessageForm owners={answer.owners} call={call} onSent={reload} />
      </section>
      {answer.waiting.length > 0 && (
        <section aria-labelledby="waiting-heading">
          <h3 id="waiting-heading" className="text-xl font-semibold text-maroon-800">
            Waiting from before a channel was set up
          </h3>
          <p className="mt-1 text-sm text-ink/70">
            These are more than a day old, so they do not go by themselves: send each now if it
            still holds, or yourself.
          </p>
          <MessageList
            messages={answer.waiting}
            call={call}
            onChange={reload}
            label="Waiting messages"
            configured={configured}
          />
        </section>
      )}
      <section aria-labelledby="owner-messages-heading">
        <h3 id="owner-messages-heading" className="text-xl font-semibold text-maroon-800">
          Messages to the owners
        </h3>
        {answer.recent.length > 0 ? (
          <MessageList
            messages={answer.recent}
            call={call}
            onChange={reload}
            label="Messages to the owners"
            configured={configured}
          />
        ) : (
          <Notice>None yet.</Notice>
        )}
      </section>
      <section aria-labelledby="templates-heading">
        <h3 id="templates-heading" className="text-xl font-semibold text-maroon-800">
          Message templates
        </h3>
        <p className="mb-3 mt-1 text-sm text-ink/70">
          The words each message is sent with; the highlighted parts are filled in for each order.
        </p>
        <TemplateList />
      </section>
    </div>
  );
}
