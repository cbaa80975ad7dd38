import {
  LANGUAGE_LABELS,
  type CustomerMessaging,
  type OrderMessages,
} from "../../../../shared/notifications";
import { MessageList } from "../message-list";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";

/** Her choices in a line: "Hindi · WhatsApp: yes · E-mail: no". */
function choices(m: CustomerMessaging | null): string {
  if (!m) return "No customer record: no messages are sent.";
  const yes = (at: string | null) => (at ? "yes" : "no");
  return `${LANGUAGE_LABELS[m.language]} · WhatsApp: ${yes(m.whatsappConsentAt)} · E-mail: ${yes(m.emailConsentAt)}`;
}

/** The messages to the order's customer: what was sent, how it went, and what to do. */
export function OrderMessagesPanel({
  answer,
  error,
  call,
  reload,
}: {
  answer: OrderMessages | null;
  error: string;
  call: AdminCall;
  reload: () => void;
}) {
  const agreed =
    answer?.messaging &&
    (answer.messaging.whatsappConsentAt !== null || answer.messaging.emailConsentAt !== null);
  return (
    <section aria-labelledby="messages-heading" className="mt-8">
      <h3 id="messages-heading" className="text-xl font-semibold text-maroon-800">
        Messages to the customer
      </h3>
      {answer ? (
        <>
          <p className="mt-1 text-sm text-ink/70" data-testid="messaging-choices">
            {choices(answer.messaging)}
          </p>
          {answer.messages.length > 0 ? (
            <MessageList
              messages={answer.messages}
              call={call}
              onChange={reload}
              label="Messages"
              configured={answer.configured}
            />
          ) : (
            <Notice>
              {agreed
                ? "No messages yet."
                : "She has not agreed to messages, so none are sent. Tick WhatsApp or e-mail under Edit details once she agrees."}
            </Notice>
          )}
        </>
      ) : (
        <Notice error={error !== ""}>{error || "Loading messages…"}</Notice>
      )}
    </section>
  );
}
