import { useEffect, useState } from "react";
import {
  MESSAGE_FILTERS,
  type ContactMessageRecord,
  type MessageFilter,
  type MessagePage,
} from "../../../shared/admin-messages";
import { BUSINESS } from "../../../shared/business";
import { EN, m as say } from "../../../shared/messages";
import { formatIndianDateTime } from "../../../shared/orders";
import { Button } from "./button";
import { mailtoLink } from "../../../shared/hand-links";
import { ContactLinks, telLink } from "./contact-links";
import { LoadMore } from "./load-more";
import { Notice } from "./notice";
import { useAddressQuery } from "./use-admin-nav";
import type { AdminCall } from "./use-admin-session";

const INLINE_LINK =
  "break-all text-maroon-700 underline decoration-maroon-200 underline-offset-2 hover:decoration-maroon-700";
const replySubject = (m: ContactMessageRecord) =>
  m.subject
    ? say.owner_reply_subject({ subject: m.subject }, EN)
    : say.owner_reply_no_subject({ boutique: BUSINESS.name }, EN);

/** The inbox's filter in its address (?handled=no), so a reload or a link keeps it. */
const filterOf = (params: URLSearchParams): MessageFilter =>
  MESSAGE_FILTERS.find((f) => f === params.get("handled")) ?? "all";
const filterParams = (filter: MessageFilter): URLSearchParams =>
  new URLSearchParams(filter === "all" ? {} : { handled: filter });

const messagesCount = (n: number) =>
  `${n.toLocaleString("en-IN")} ${n === 1 ? "message" : "messages"}`;
const FILTER_LABELS: Record<MessageFilter, string> = {
  all: "All messages",
  no: "To handle",
  yes: "Handled",
};

/**
 * Messages visitors sent through the contact form, newest first, a page at a time, filtered by
 * whether an owner has handled them. The count is the one of the first page: the pages after it
 * go on from there, so once all are loaded the list holds exactly that many.
 */
export function MessagesPanel({
  call,
  onMakeCustomer,
  onOpenCustomer,
}: {
  call: AdminCall;
  onMakeCustomer: (message: ContactMessageRecord) => void;
  onOpenCustomer: (customerId: number) => void;
}) {
  const [filter, setFilter] = useAddressQuery(filterOf, filterParams, true);
  const [inbox, setInbox] = useState<{ for: MessageFilter; page: MessagePage } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState("");

  useEffect(() => {
    let current = true;
    void call<MessagePage>(`/messages?handled=${filter}`).then((r) => {
      if (!current) return;
      if (r.ok) setInbox({ for: filter, page: r.data });
      setError(r.ok ? "" : r.error);
    });
    return () => {
      current = false;
    };
  }, [call, filter]);

  async function loadMore(cursor: string) {
    setLoadingMore(true);
    const r = await call<MessagePage>(
      `/messages?handled=${filter}&cursor=${encodeURIComponent(cursor)}`,
    );
    setLoadingMore(false);
    if (!r.ok) return setError(r.error);
    setError("");
    setInbox(
      (shown) =>
        shown && {
          for: shown.for,
          page: {
            messages: [...shown.page.messages, ...r.data.messages],
            total: shown.page.total,
            nextCursor: r.data.nextCursor,
          },
        },
    );
  }

  /** The message as the server now has it, in place. */
  const replace = (message: ContactMessageRecord) =>
    setInbox(
      (shown) =>
        shown && {
          ...shown,
          page: {
            ...shown.page,
            messages: shown.page.messages.map((m) => (m.id === message.id ? message : m)),
          },
        },
    );

  const page = inbox?.for === filter ? inbox.page : null;
  const cursor = page?.nextCursor;
  return (
    <section aria-labelledby="messages-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="messages-heading" className="text-xl font-semibold text-maroon-800">
          Contact Messages
        </h2>
        <div className="flex items-center gap-3">
          {page && page.total > 0 && (
            <p data-testid="message-count" className="text-sm text-ink/70">
              {messagesCount(page.total)}, newest first
            </p>
          )}
          <label htmlFor="message-filter" className="sr-only">
            Which messages
          </label>
          <select
            id="message-filter"
            value={filter}
            onChange={(e) => setFilter(e.target.value as MessageFilter)}
            className="rounded-lg border border-stone-300 bg-white px-3 py-2"
          >
            {MESSAGE_FILTERS.map((f) => (
              <option key={f} value={f}>
                {FILTER_LABELS[f]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {page === null && !error && <Notice>Loading messages…</Notice>}
      {page?.messages.length === 0 && <Notice>No messages here.</Notice>}
      <ul className="mt-3 space-y-3">
        {page?.messages.map((m) => (
          <MessageItem
            key={m.id}
            message={m}
            call={call}
            onChange={replace}
            onMakeCustomer={() => onMakeCustomer(m)}
            onOpenCustomer={onOpenCustomer}
          />
        ))}
      </ul>
      {error && <Notice error>{error}</Notice>}
      {page && cursor && (
        <LoadMore
          onMore={() => void loadMore(cursor)}
          loading={loadingMore}
          label="Load more"
          status={`Showing ${page.messages.length.toLocaleString("en-IN")} of ${messagesCount(page.total)}`}
        />
      )}
    </section>
  );
}

function MessageItem({
  message: m,
  call,
  onChange,
  onMakeCustomer,
  onOpenCustomer,
}: {
  message: ContactMessageRecord;
  call: AdminCall;
  onChange: (message: ContactMessageRecord) => void;
  onMakeCustomer: () => void;
  onOpenCustomer: (customerId: number) => void;
}) {
  const [saving, setSaving] = useState(false);
  async function mark(handled: boolean) {
    setSaving(true);
    const r = await call<{ message: ContactMessageRecord }>(`/messages/${m.id}`, {
      method: "PATCH",
      body: { handled },
    });
    setSaving(false);
    if (r.ok) onChange(r.data.message);
  }
  return (
    <li
      data-testid="contact-message"
      data-handled={m.handledAt !== null}
      className={`rounded-xl border p-4 ${m.handledAt ? "border-stone-200 bg-stone-50" : "border-gold-200 bg-white"}`}
    >
      <div className="flex flex-wrap justify-between gap-2">
        <p className="font-semibold">
          {m.name}{" "}
          <span className="font-normal text-ink/70">
            ·{" "}
            <a href={telLink(m.phone)} className={INLINE_LINK}>
              {m.phone}
            </a>
            {m.email && (
              <>
                {" · "}
                <a href={mailtoLink(m.email, replySubject(m), "")} className={INLINE_LINK}>
                  {m.email}
                </a>
              </>
            )}
          </span>
        </p>
        <time dateTime={m.receivedAt} className="text-sm text-ink/70">
          {formatIndianDateTime(m.receivedAt)}
        </time>
      </div>
      {m.subject && <p className="mt-1 font-medium text-maroon-800">{m.subject}</p>}
      <p className="mt-1 whitespace-pre-line text-ink/85" data-testid="message-text">
        {m.message}
      </p>
      <div className="mt-3">
        <ContactLinks name={m.name} phone={m.phone} email={m.email} subject={replySubject(m)} />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        {m.handledAt ? (
          <>
            <span data-testid="handled-by" className="text-green-800">
              Handled by {m.handledBy} on {formatIndianDateTime(m.handledAt)}
            </span>
            <Button
              variant="outline"
              className="py-1 text-sm"
              disabled={saving}
              onClick={() => void mark(false)}
            >
              Mark not handled
            </Button>
          </>
        ) : (
          <Button className="py-1 text-sm" disabled={saving} onClick={() => void mark(true)}>
            Mark handled
          </Button>
        )}
        {m.customerId !== null ? (
          <Button
            variant="outline"
            className="py-1 text-sm"
            onClick={() => onOpenCustomer(m.customerId!)}
          >
            Open customer
          </Button>
        ) : (
          <Button variant="outline" className="py-1 text-sm" onClick={onMakeCustomer}>
            Make customer
          </Button>
        )}
      </div>
    </li>
  );
}
