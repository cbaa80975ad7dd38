import { Mail, MessageCircle } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { Locale } from "../../../shared/locale";
import { EN, inLocale, m as say } from "../../../shared/messages";
import {
  type Channel,
  FINAL_STATES,
  HAND_SENDABLE,
  MESSAGE_REFUSALS,
  type MessageState,
  notificationNames,
  type OutboxMessage,
} from "../../../shared/notifications";
import { RichText } from "../../ui/rich-text";
import { Button } from "./button";
import { adminFormat } from "./i18n/admin-format";
import { useAdminLocale } from "./i18n/admin-locale";
import { useAdminToast } from "./i18n/admin-toast";
import { problemText, type KnownProblems } from "./i18n/problem-text";
import type { AdminCall } from "./use-admin-session";

/** The owners' API's refusals of an action on a message, in Hindi. */
const KNOWN: KnownProblems = new Map([
  [MESSAGE_REFUSALS.notFound, (o) => say.admin_message_not_found({}, o)],
  [MESSAGE_REFUSALS.stillSending, (o) => say.admin_message_still_sending({}, o)],
  [MESSAGE_REFUSALS.noConsent, (o) => say.admin_message_no_consent({}, o)],
  [MESSAGE_REFUSALS.cannotSendNow, (o) => say.admin_message_cannot_send_now({}, o)],
  [MESSAGE_REFUSALS.cannotMarkSent, (o) => say.admin_message_cannot_mark({}, o)],
  [say.admin_message_not_found({}, EN), (o) => say.admin_message_not_found({}, o)],
]);

const STATE_CLASSES: Record<MessageState, string> = {
  queued: "bg-blue-100 text-blue-800 border-blue-200",
  sending: "bg-blue-100 text-blue-800 border-blue-200",
  sent: "bg-green-100 text-green-800 border-green-200",
  "sent-by-hand": "bg-green-100 text-green-800 border-green-200",
  failed: "bg-red-100 text-red-800 border-red-200",
  "not-sent": "bg-yellow-100 text-yellow-900 border-yellow-300",
  superseded: "bg-stone-100 text-stone-700 border-stone-300",
};

function StateBadge({ state }: { state: MessageState }) {
  const locale = useAdminLocale();
  return (
    <span
      data-testid="message-state"
      data-state={state}
      className={`inline-block whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATE_CLASSES[state]}`}
    >
      {notificationNames(locale).state[state]}
    </span>
  );
}

/**
 * What happened to it, in a line: when it went, or why not. The reason a channel gave for a
 * failure is its own words (an SMTP or WhatsApp error), shown as it gave them.
 */
function story(m: OutboxMessage, ready: boolean, locale: Locale): ReactNode {
  const o = inLocale(locale);
  const f = adminFormat(locale);
  const channel = notificationNames(locale).channel[m.channel];
  const tries =
    m.attempts === 1
      ? say.admin_message_tries_one({}, o)
      : say.admin_message_tries({ count: m.attempts }, o);
  switch (m.state) {
    case "sent":
      return say.admin_message_sent({ when: f.dateTime(m.sentAt ?? m.createdAt) }, o);
    case "sent-by-hand":
      return say.admin_message_sent_by_hand(
        {
          who: m.sentBy ?? say.admin_message_an_owner({}, o),
          when: f.dateTime(m.sentAt ?? m.createdAt),
        },
        o,
      );
    case "failed":
      return m.lastError ? (
        <RichText
          say={({ reason }) => say.admin_message_failed({ tries, reason }, o)}
          parts={{ reason: <span translate="no">{m.lastError}</span> }}
        />
      ) : (
        say.admin_message_failed({ tries, reason: say.admin_message_unknown_reason({}, o) }, o)
      );
    case "not-sent":
      return ready
        ? say.admin_message_waiting_ready({ when: f.dateTime(m.createdAt), channel }, o)
        : say.admin_message_no_channel({ channel }, o);
    case "superseded":
      return say.admin_message_superseded({}, o);
    default:
      if (m.lastError)
        return (
          <RichText
            say={({ reason }) => say.admin_message_retrying({ tries, reason }, o)}
            parts={{ reason: <span translate="no">{m.lastError}</span> }}
          />
        );
      if (m.state === "queued" && Date.parse(m.sendAfter) > Date.now())
        // A reminder waits for its time (24 or 2 hours before her appointment), not for news.
        return m.kind === "appointment-reminder"
          ? say.calendar_reminder_planned({ when: f.dateTime(m.sendAfter) }, o)
          : say.admin_message_held({ when: f.dateTime(m.sendAfter) }, o);
      return m.state === "queued" && Date.parse(m.sendAfter) > Date.now()
        ? say.admin_message_held({ when: f.dateTime(m.sendAfter) }, o)
        : say.admin_message_waiting({}, o);
  }
}

function MessageItem({
  message: m,
  call,
  onChange,
  configured,
}: {
  message: OutboxMessage;
  call: AdminCall;
  onChange: () => void;
  configured: readonly Channel[];
}) {
  const ready = m.state === "not-sent" && configured.includes(m.channel);
  const [busy, setBusy] = useState(false);
  const toast = useAdminToast();
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const names = notificationNames(locale);
  const Icon = m.channel === "whatsapp" ? MessageCircle : Mail;
  async function act(action: "resend" | "sent-by-hand" | "send-now", done: string) {
    setBusy(true);
    const r = await call<OutboxMessage>(`/outbox/${m.id}/${action}`, { body: {} });
    setBusy(false);
    if (r.ok)
      toast({
        title: done,
        description: say.admin_message_done_for(
          { kind: names.kind[m.kind], recipient: m.recipient },
          o,
        ),
      });
    else if (r.status !== 401)
      toast({
        title: say.admin_toast_not_done({}, o),
        description: problemText(locale, r, { known: KNOWN }),
        variant: "destructive",
      });
    onChange();
  }
  return (
    <li
      data-testid="message"
      data-kind={m.kind}
      data-message-id={m.id}
      className="rounded-xl border border-stone-200 bg-white p-3 sm:p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="flex items-center gap-2 font-semibold">
            <Icon className="size-4 shrink-0 text-maroon-700" aria-hidden="true" />
            {names.kind[m.kind]}
          </p>
          <p className="break-words text-sm text-ink/70" data-testid="message-to">
            {say.admin_message_to(
              {
                channel: names.channel[m.channel],
                recipient: m.recipient,
                language: names.language[m.language],
              },
              o,
            )}
          </p>
        </div>
        <StateBadge state={m.state} />
      </div>
      <p lang={m.language} className="mt-2 whitespace-pre-line break-words text-sm text-ink/90">
        {m.body}
      </p>
      <p className={`mt-2 text-xs ${m.state === "failed" ? "text-red-700" : "text-ink/70"}`}>
        {story(m, ready, locale)}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {ready && (
          <Button
            className="py-1 text-sm"
            disabled={busy}
            onClick={() => void act("send-now", say.admin_message_queued({}, o))}
          >
            {say.admin_message_send_now({}, o)}
          </Button>
        )}
        {HAND_SENDABLE.includes(m.state) && (
          <>
            <a
              href={m.handLink}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-lg bg-maroon-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-maroon-800"
            >
              <Icon className="size-4" aria-hidden="true" />
              {m.channel === "whatsapp"
                ? say.admin_message_open_whatsapp({}, o)
                : say.admin_message_open_email({}, o)}
            </a>
            <Button
              variant="outline"
              className="py-1 text-sm"
              disabled={busy}
              onClick={() => void act("sent-by-hand", say.admin_message_marked_sent({}, o))}
            >
              {say.admin_message_mark_sent({}, o)}
            </Button>
          </>
        )}
        {/* Not sent: there is no channel to send it again by; the link above is the way.
            Replaced: a later status was told instead. */}
        {FINAL_STATES.includes(m.state) && m.state !== "not-sent" && m.state !== "superseded" && (
          <Button
            variant="outline"
            className="py-1 text-sm"
            disabled={busy}
            onClick={() => void act("resend", say.admin_message_queued_again({}, o))}
          >
            {say.admin_message_send_again({}, o)}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Messages, newest first, with their state and the owner's actions on each. */
export function MessageList({
  messages,
  call,
  onChange,
  label,
  configured = [],
}: {
  messages: readonly OutboxMessage[];
  call: AdminCall;
  onChange: () => void;
  label: string;
  /** The channels the server sends by: a message waiting for one of them can go now. */
  configured?: readonly Channel[];
}) {
  return (
    <ul aria-label={label} className="mt-3 space-y-3">
      {messages.map((m) => (
        <MessageItem
          key={m.id}
          message={m}
          call={call}
          onChange={onChange}
          configured={configured}
        />
      ))}
    </ul>
  );
}
