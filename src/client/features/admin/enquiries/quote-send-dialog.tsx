import { useState } from "react";
import { inLocale, m } from "../../../../shared/messages";
import { notificationNames, type Channel } from "../../../../shared/notifications";
import type { QuoteChannel, QuoteMessageView } from "../../../../shared/quotes/quote-view";
import { Button } from "../button";
import { CheckboxInput, FormError } from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";

/**
 * Before a version is issued: the channels it goes to her on, each one she agreed to (all
 * ticked; an owner may untick one), or, with none, that the owners hand it over themselves.
 */
export function QuoteSendDialog({
  version,
  channels,
  pending,
  error,
  onSend,
  onCancel,
}: {
  version: number;
  channels: QuoteChannel[];
  pending: boolean;
  error: string | undefined;
  onSend: (channels: Channel[]) => void;
  onCancel: () => void;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const names = notificationNames(locale).channel;
  const [chosen, setChosen] = useState<Channel[]>(channels.map((c) => c.channel));
  return (
    <section
      role="group"
      aria-labelledby="quote-send-heading"
      className="mt-4 rounded-lg border-2 border-maroon-700/40 bg-gold-50 p-4"
      data-testid="quote-send-dialog"
    >
      <h4 id="quote-send-heading" className="font-semibold text-maroon-800">
        {m.admin_enquiries_quote_send_heading({ version }, o)}
      </h4>
      <div className="mt-2 space-y-2">
        {channels.length === 0 ? (
          <p className="text-sm">{m.admin_enquiries_quote_send_none({}, o)}</p>
        ) : (
          channels.map((c) => (
            <CheckboxInput
              key={c.channel}
              label={m.admin_enquiries_quote_send_to(
                { channel: names[c.channel], recipient: c.recipient },
                o,
              )}
              checked={chosen.includes(c.channel)}
              onChange={(on) =>
                setChosen(on ? [...chosen, c.channel] : chosen.filter((x) => x !== c.channel))
              }
            />
          ))
        )}
      </div>
      {error && <FormError message={error} />}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button disabled={pending} onClick={() => onSend(chosen)}>
          {m.admin_enquiries_quote_send_confirm({ version }, o)}
        </Button>
        <Button variant="outline" disabled={pending} onClick={onCancel}>
          {m.admin_enquiries_quote_send_cancel({}, o)}
        </Button>
      </div>
    </section>
  );
}

/** What was sent of a version: each message's channel, state and when. */
export function QuoteMessages({ messages }: { messages: QuoteMessageView[] }) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const names = notificationNames(locale);
  if (messages.length === 0) return null;
  return (
    <ul className="text-ink/80" data-testid="quote-messages">
      {messages.map((x, i) => (
        <li key={i}>
          {x.sentAt
            ? m.admin_enquiries_quote_message_sent(
                {
                  channel: names.channel[x.channel],
                  state: names.state[x.state],
                  date: f.dateTime(x.sentAt),
                },
                o,
              )
            : m.admin_enquiries_quote_message_waiting(
                {
                  channel: names.channel[x.channel],
                  state: names.state[x.state],
                  date: f.dateTime(x.queuedAt),
                },
                o,
              )}
        </li>
      ))}
    </ul>
  );
}
