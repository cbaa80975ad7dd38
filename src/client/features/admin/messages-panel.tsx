import { useState } from "react";
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
import { Notice } from "./notice";
import { SearchBox } from "./search-box";
import { useCursorPages } from "./use-cursor-pages";
import { useAddressQuery } from "./use-admin-nav";
import type { AdminCall } from "./use-admin-session";

const INLINE_LINK =
  "break-all text-maroon-700 underline decoration-maroon-200 underline-offset-2 hover:decoration-maroon-700";
const replySubject = (m: ContactMessageRecord) =>
  m.subject
    ? say.admin_inbox_reply_subject({ subject: m.subject }, EN)
    : say.admin_inbox_reply_no_subject({ boutique: BUSINESS.name }, EN);

/** What the inbox shows: which messages, and a search (?handled=no&q=…, kept by a reload). */
interface InboxFilter {
  handled: MessageFilter;
  q: string;
}
const filterOf = (params: URLSearchParams): InboxFilter => ({
  handled: MESSAGE_FILTERS.find((f) => f === params.get("handled")) ?? "all",
  q: params.get("q") ?? "",
});
const filterParams = (filter: InboxFilter): URLSearchParams => {
  const params = new URLSearchParams();
  if (filter.handled !== "all") params.set("handled", filter.handled);
  if (filter.q) params.set("q", filter.q);
  return params;
};

/** Every text of the inbox's list (the back office's Hindi will take them from here). */
const TEXTS = {
  title: "Contact Messages",
  count: (n: number) => `${n.toLocaleString("en-IN")} ${n === 1 ? "message" : "messages"}`,
  newestFirst: ", newest first",
  which: "Which messages",
  filters: { all: "All messages", no: "To handle", yes: "Handled" } satisfies Record<
    MessageFilter,
    string
  >,
  search: "Search messages",
  searchHint: "Name, phone, e-mail or words",
  loading: "Loading messages…",
  none: "No messages here.",
  noneFound: "No messages match your search.",
  loadMore: "Load more",
  loadingMore: "Loading…",
  showing: (shown: number, total: number) =>
    `Showing ${shown.toLocaleString("en-IN")} of ${TEXTS.count(total)}`,
} as const;

/** Typing waits this long before the inbox is asked for. */
const SEARCH_DELAY_MS = 200;

/**
 * Messages visitors sent through the contact form, newest first, a page at a time, filtered by
 * whether an owner has handled them and searched by the server (her name, phone in any form,
 * e-mail, words of the message). The count is the one of the first page: the pages after it go
 * on from there, so once all are loaded the list holds exactly that many.
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
  const query = new URLSearchParams({ handled: filter.handled, q: filter.q.trim() });
  const inbox = useCursorPages(
    call,
    `/messages?${query}`,
    (page: MessagePage) => page.messages,
    SEARCH_DELAY_MS,
  );
  const messages = inbox.rows;
  const searching = filter.q.trim() !== "";

  return (
    <section aria-labelledby="messages-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="messages-heading" className="text-xl font-semibold text-maroon-800">
          {TEXTS.title}
        </h2>
        <div className="flex items-center gap-3">
          {messages && inbox.total > 0 && (
            <p data-testid="message-count" className="text-sm text-ink/70">
              {TEXTS.count(inbox.total)}
              {TEXTS.newestFirst}
            </p>
          )}
          <label htmlFor="message-filter" className="sr-only">
            {TEXTS.which}
          </label>
          <select
            id="message-filter"
            value={filter.handled}
            onChange={(e) => setFilter({ ...filter, handled: e.target.value as MessageFilter })}
            className="rounded-lg border border-stone-300 bg-white px-3 py-2"
          >
            {MESSAGE_FILTERS.map((f) => (
              <option key={f} value={f}>
                {TEXTS.filters[f]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-3">
        <SearchBox
          id="message-search"
          label={TEXTS.search}
          value={filter.q}
          onChange={(q) => setFilter({ ...filter, q })}
          placeholder={TEXTS.searchHint}
        />
      </div>
      {messages === null && !inbox.error && <Notice>{TEXTS.loading}</Notice>}
      {messages?.length === 0 && inbox.current && (
        <Notice>{searching ? TEXTS.noneFound : TEXTS.none}</Notice>
      )}
      <ul className="mt-3 space-y-3">
        {messages?.map((m) => (
          <MessageItem
            key={m.id}
            message={m}
            call={call}
            onChange={(message) => inbox.replace((r) => r.id === message.id, message)}
            onMakeCustomer={() => onMakeCustomer(m)}
            onOpenCustomer={onOpenCustomer}
          />
        ))}
      </ul>
      {inbox.error && <Notice error>{inbox.error}</Notice>}
      {messages && inbox.more && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            disabled={inbox.loadingMore}
            onClick={() => void inbox.loadMore()}
          >
            {inbox.loadingMore ? TEXTS.loadingMore : TEXTS.loadMore}
          </Button>
          <p aria-live="polite" className="text-sm text-ink/70">
            {TEXTS.showing(messages.length, inbox.total)}
          </p>
        </div>
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
