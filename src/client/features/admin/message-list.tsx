import { Mail, MessageCircle } from "lucide-react";
import { useState } from "react";
import {
  type Channel,
  CHANNEL_LABELS,
  FINAL_STATES,
  HAND_SENDABLE,
  LANGUAGE_LABELS,
  MESSAGE_KIND_LABELS,
  MESSAGE_STATE_LABELS,
  type MessageState,
  type OutboxMessage,
} from "../../../shared/notifications";
import { formatIndianDateTime } from "../../../shared/orders";
import { useToast } from "../../ui/toast";
import { Button } from "./button";
import type { AdminCall } from "./use-admin-session";

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
  return (
    <span
      data-testid="message-state"
      data-state={state}
      className={`inline-block whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATE_CLASSES[state]}`}
    >
      {MESSAGE_STATE_LABELS[state]}
    </span>
  );
}

/** What happened to it, in a line: when it went, or why not. */
function story(m: OutboxMessage, ready: boolean): string {
  const tries = m.attempts === 1 ? "1 try" : `${m.attempts} tries`;
  switch (m.state) {
    case "sent":
      return `Sent ${formatIndianDateTime(m.sentAt ?? m.createdAt)}`;
    case "sent-by-hand":
      return `Sent by hand by ${m.sentBy ?? "an owner"}, ${formatIndianDateTime(m.sentAt ?? m.createdAt)}`;
    case "failed":
      return `Failed after ${tries}: ${m.lastError ?? "unknown reason"}`;
    case "not-sent":
      return ready
        ? `Waiting since ${formatIndianDateTime(m.createdAt)}, from before the ${CHANNEL_LABELS[m.channel]} channel was set up: send it now, or yourself with the button and mark it sent.`
        : `No ${CHANNEL_LABELS[m.channel]} channel is set up: send it yourself with the button, then mark it sent.`;
    case "superseded":
      return "Not sent: her status moved on before it went, so only the later status is told.";
    default:
      if (m.lastError) return `Will try again (${tries} so far): ${m.lastError}`;
      return m.state === "queued" && Date.parse(m.sendAfter) > Date.now()
        ? `Waits until ${formatIndianDateTime(m.sendAfter)}: should her status move again by then, only the later status is sent.`
        : "Waiting to be sent";
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
  const toast = useToast();
  const Icon = m.channel === "whatsapp" ? MessageCircle : Mail;
  async function act(action: "resend" | "sent-by-hand" | "send-now", done: string) {
    setBusy(true);
    const r = await call<OutboxMessage>(`/outbox/${m.id}/${action}`, { body: {} });
    setBusy(false);
    if (r.ok)
      toast({ title: done, description: `${MESSAGE_KIND_LABELS[m.kind]} to ${m.recipient}` });
    else if (r.status !== 401)
      toast({ title: "Not done", description: r.error, variant: "destructive" });
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
            {MESSAGE_KIND_LABELS[m.kind]}
          </p>
          <p className="break-words text-sm text-ink/70" data-testid="message-to">
            {CHANNEL_LABELS[m.channel]} to {m.recipient} · {LANGUAGE_LABELS[m.language]}
          </p>
        </div>
        <StateBadge state={m.state} />
      </div>
      <p lang={m.language} className="mt-2 whitespace-pre-line break-words text-sm text-ink/90">
        {m.body}
      </p>
      <p className={`mt-2 text-xs ${m.state === "failed" ? "text-red-700" : "text-ink/70"}`}>
        {story(m, ready)}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {ready && (
          <Button
            className="py-1 text-sm"
            disabled={busy}
            onClick={() => void act("send-now", "Message queued")}
          >
            Send now
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
              {m.channel === "whatsapp" ? "Open in WhatsApp" : "Open in e-mail"}
            </a>
            <Button
              variant="outline"
              className="py-1 text-sm"
              disabled={busy}
              onClick={() => void act("sent-by-hand", "Marked as sent")}
            >
              Mark as sent
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
            onClick={() => void act("resend", "Message queued again")}
          >
            Send again
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
