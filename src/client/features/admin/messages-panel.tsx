import { useEffect, useState } from "react";
import type { ContactMessageRecord, MessagePage } from "../../../shared/admin-messages";
import { formatIndianDateTime } from "../../../shared/orders";
import { Button } from "./button";
import { Notice } from "./notice";
import type { AdminCall } from "./use-admin-session";

const messagesCount = (n: number) =>
  `${n.toLocaleString("en-IN")} ${n === 1 ? "message" : "messages"}`;

/**
 * Messages visitors sent through the contact form, newest first, a page at a time. The count is
 * the one of the first page: the pages after it go on from there, so once all are loaded the
 * list holds exactly that many (a message arriving meanwhile shows on the next visit).
 */
export function MessagesPanel({ call }: { call: AdminCall }) {
  const [inbox, setInbox] = useState<MessagePage | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState("");

  useEffect(() => {
    void call<MessagePage>("/messages").then((r) => (r.ok ? setInbox(r.data) : setError(r.error)));
  }, [call]);

  async function loadMore(cursor: string) {
    setLoadingMore(true);
    const r = await call<MessagePage>(`/messages?cursor=${encodeURIComponent(cursor)}`);
    setLoadingMore(false);
    if (!r.ok) return setError(r.error);
    setError("");
    setInbox(
      (shown) =>
        shown && {
          messages: [...shown.messages, ...r.data.messages],
          total: shown.total,
          nextCursor: r.data.nextCursor,
        },
    );
  }

  const cursor = inbox?.nextCursor;
  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold text-maroon-800">Contact Messages</h3>
        {inbox && inbox.total > 0 && (
          <p data-testid="message-count" className="text-sm text-ink/70">
            {messagesCount(inbox.total)}, newest first
          </p>
        )}
      </div>
      {inbox === null && !error && <Notice>Loading messages…</Notice>}
      {inbox?.messages.length === 0 && <Notice>No messages yet.</Notice>}
      <ul className="mt-3 space-y-3">
        {inbox?.messages.map((m) => (
          <MessageItem key={m.id} message={m} />
        ))}
      </ul>
      {error && <Notice error>{error}</Notice>}
      {inbox && cursor && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button variant="outline" disabled={loadingMore} onClick={() => void loadMore(cursor)}>
            {loadingMore ? "Loading…" : "Load more"}
          </Button>
          <p aria-live="polite" className="text-sm text-ink/70">
            Showing {inbox.messages.length.toLocaleString("en-IN")} of {messagesCount(inbox.total)}
          </p>
        </div>
      )}
    </div>
  );
}

function MessageItem({ message: m }: { message: ContactMessageRecord }) {
  return (
    <li data-testid="contact-message" className="rounded-xl border border-gold-200 bg-white p-4">
      <div className="flex flex-wrap justify-between gap-2">
        <p className="font-semibold">
          {m.name}{" "}
          <span className="font-normal text-ink/70">
            · {m.phone}
            {m.email && ` · ${m.email}`}
          </span>
        </p>
        <time dateTime={m.receivedAt} className="text-sm text-ink/70">
          {formatIndianDateTime(m.receivedAt)}
        </time>
      </div>
      {m.subject && <p className="mt-1 font-medium text-maroon-800">{m.subject}</p>}
      <p className="mt-1 whitespace-pre-line text-ink/85">{m.message}</p>
    </li>
  );
}
