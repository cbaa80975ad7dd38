import type { Locale } from "../../../../shared/locale";
import { inLocale, m } from "../../../../shared/messages";
import type { CustomerMessaging, OrderMessages } from "../../../../shared/notifications";
import { useAdminLocale } from "../i18n/admin-locale";
import { problemText } from "../i18n/problem-text";
import { MessageList } from "../message-list";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";
import { languageName } from "./language-names";
import { ORDER_PROBLEMS } from "./order-problems";

/** Her choices in a line: "Hindi · WhatsApp: yes · E-mail: no". */
function choices(messaging: CustomerMessaging | null, locale: Locale): string {
  const o = inLocale(locale);
  if (!messaging) return m.admin_orders_messages_no_record({}, o);
  const yes = (at: string | null) =>
    at ? m.admin_orders_messages_yes({}, o) : m.admin_orders_messages_no({}, o);
  return m.admin_orders_messages_choices(
    {
      language: languageName(messaging.language, locale),
      whatsapp: yes(messaging.whatsappConsentAt),
      email: yes(messaging.emailConsentAt),
    },
    o,
  );
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
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const agreed =
    answer?.messaging &&
    (answer.messaging.whatsappConsentAt !== null || answer.messaging.emailConsentAt !== null);
  return (
    <section aria-labelledby="messages-heading" className="mt-8">
      <h3 id="messages-heading" className="text-xl font-semibold text-maroon-800">
        {m.admin_orders_messages_heading({}, o)}
      </h3>
      {answer ? (
        <>
          <p className="mt-1 text-sm text-ink/70" data-testid="messaging-choices">
            {choices(answer.messaging, locale)}
          </p>
          {answer.messages.length > 0 ? (
            <MessageList
              messages={answer.messages}
              call={call}
              onChange={reload}
              label={m.admin_orders_messages_label({}, o)}
              configured={answer.configured}
            />
          ) : (
            <Notice>
              {agreed
                ? m.admin_orders_messages_none({}, o)
                : m.admin_orders_messages_no_consent({}, o)}
            </Notice>
          )}
        </>
      ) : (
        <Notice error={error !== ""}>
          {error
            ? problemText(locale, { error }, { known: ORDER_PROBLEMS })
            : m.admin_orders_messages_loading({}, o)}
        </Notice>
      )}
    </section>
  );
}
