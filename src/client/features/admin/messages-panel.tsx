import { useState } from "react";
import {
  MESSAGE_FILTERS,
  type ContactMessageRecord,
  type MessageFilter,
  type MessagePage,
} from "../../../shared/admin-messages";
import { SEARCH_SETTLE_MS } from "../../../shared/admin";
import { BUSINESS } from "../../../shared/business";
import { mailtoLink } from "../../../shared/hand-links";
import type { Locale } from "../../../shared/locale";
import { EN, inLocale, m as say } from "../../../shared/messages";
import { Button } from "./button";
import { ContactLinks, telLink } from "./contact-links";
import { adminFormat, useAdminFormat } from "./i18n/admin-format";
import { useAdminLocale } from "./i18n/admin-locale";
import { problemText } from "./i18n/problem-text";
import { LoadMore } from "./load-more";
import { Notice } from "./notice";
import { SearchBox } from "./search-box";
import { useCursorPages } from "./use-cursor-pages";
import { useAddressQuery } from "./use-admin-nav";
import type { AdminCall } from "./use-admin-session";

const INLINE_LINK =
  "text-maroon-700 underline decoration-maroon-200 underline-offset-2 hover:decoration-maroon-700";
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

/** Every text of the inbox's list, in the owner's language. */
function inboxTexts(locale: Locale) {
  const o = inLocale(locale);
  const f = adminFormat(locale);
  const count = (n: number) =>
    n === 1
      ? say.admin_inbox_count_one({ count: f.number(n) }, o)
      : say.admin_inbox_count_other({ count: f.number(n) }, o);
  return {
    title: say.admin_inbox_title({}, o),
    /** "1,234 messages, newest first"; past a short search's count, "More than 1,000 …". */
    count: (n: number, moreThan: boolean) =>
      say.admin_inbox_newest_first(
        {
          messages: moreThan ? say.admin_inbox_count_more({ count: f.number(n) }, o) : count(n),
        },
        o,
      ),
    which: say.admin_inbox_which({}, o),
    filters: {
      all: say.admin_inbox_filter_all({}, o),
      no: say.admin_inbox_filter_no({}, o),
      yes: say.admin_inbox_filter_yes({}, o),
    } satisfies Record<MessageFilter, string>,
    search: say.admin_inbox_search({}, o),
    searchHint: say.admin_inbox_search_hint({}, o),
    loading: say.admin_inbox_loading({}, o),
    none: say.admin_inbox_none({}, o),
    noneFound: say.admin_inbox_none_found({}, o),
    loadMore: say.admin_inbox_load_more({}, o),
    showing: (shown: number, total: number, moreThan: boolean) =>
      say.admin_inbox_showing(
        {
          shown: f.number(shown),
          messages: moreThan
            ? say.admin_inbox_count_more({ count: f.number(total) }, o)
            : count(total),
        },
        o,
      ),
    searchField: { q: say.admin_inbox_search({}, o) },
  };
}

/**
 * Messages visitors sent through the contact form, newest first, a page at a time, filtered by
 * whether an owner has handled them and searched by the server (her name, phone in any form,
 * e-mail, words of the message). The count is the one of the first page: the pages after it go
 * on from there, so once all are loaded the list holds exactly that many.
 */
export function MessagesPanel({
  call,
  onMakeCustomer,
  onMakeEnquiry,
  onOpenCustomer,
}: {
  call: AdminCall;
  onMakeCustomer: (message: ContactMessageRecord) => void;
  /** A new enquiry for a quote filled in from the message (issue 22 §2). */
  onMakeEnquiry: (message: ContactMessageRecord) => void;
  onOpenCustomer: (customerId: number) => void;
}) {
  const [filter, setFilter] = useAddressQuery(filterOf, filterParams, true);
  const query = new URLSearchParams({ handled: filter.handled, q: filter.q.trim() });
  const inbox = useCursorPages(
    call,
    `/messages?${query}`,
    (page: MessagePage) => page.messages,
    SEARCH_SETTLE_MS,
  );
  const messages = inbox.rows;
  const searching = filter.q.trim() !== "";
  const locale = useAdminLocale();
  const texts = inboxTexts(locale);

  return (
    <section aria-labelledby="messages-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="messages-heading" className="text-xl font-semibold text-maroon-800">
          {texts.title}
        </h2>
        <div className="flex items-center gap-3">
          {messages && inbox.total > 0 && (
            <p data-testid="message-count" className="text-sm text-ink/70">
              {texts.count(inbox.total, inbox.moreThanTotal)}
            </p>
          )}
          <label htmlFor="message-filter" className="sr-only">
            {texts.which}
          </label>
          <select
            id="message-filter"
            value={filter.handled}
            onChange={(e) => setFilter({ ...filter, handled: e.target.value as MessageFilter })}
            className="rounded-lg border border-stone-300 bg-white px-3 py-2"
          >
            {MESSAGE_FILTERS.map((f) => (
              <option key={f} value={f}>
                {texts.filters[f]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-3">
        <SearchBox
          id="message-search"
          label={texts.search}
          value={filter.q}
          onChange={(q) => setFilter({ ...filter, q })}
          placeholder={texts.searchHint}
        />
      </div>
      {messages === null && !inbox.error && <Notice>{texts.loading}</Notice>}
      {messages?.length === 0 && inbox.current && (
        <Notice>{searching ? texts.noneFound : texts.none}</Notice>
      )}
      <ul className="mt-3 space-y-3">
        {messages?.map((m) => (
          <MessageItem
            key={m.id}
            message={m}
            call={call}
            onChange={(message) => inbox.replace((r) => r.id === message.id, message)}
            onMakeCustomer={() => onMakeCustomer(m)}
            onMakeEnquiry={() => onMakeEnquiry(m)}
            onOpenCustomer={onOpenCustomer}
          />
        ))}
      </ul>
      {inbox.error && (
        <Notice error>
          {problemText(locale, { error: inbox.error, field: "q" }, { labels: texts.searchField })}
        </Notice>
      )}
      {messages && inbox.more && (
        <LoadMore
          onMore={() => void inbox.loadMore()}
          loading={inbox.loadingMore}
          label={texts.loadMore}
          status={texts.showing(messages.length, inbox.total, inbox.moreThanTotal)}
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
  onMakeEnquiry,
  onOpenCustomer,
}: {
  message: ContactMessageRecord;
  call: AdminCall;
  onChange: (message: ContactMessageRecord) => void;
  onMakeCustomer: () => void;
  onMakeEnquiry: () => void;
  onOpenCustomer: (customerId: number) => void;
}) {
  const [saving, setSaving] = useState(false);
  const o = inLocale(useAdminLocale());
  const f = useAdminFormat();
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
        {/* A number is never broken across lines; a long e-mail address may be. */}
        <p className="font-semibold">
          {m.name}{" "}
          <span className="font-normal text-ink/70">
            ·{" "}
            <a href={telLink(m.phone)} className={`${INLINE_LINK} whitespace-nowrap`}>
              {m.phone}
            </a>
            {m.email && (
              <>
                {" · "}
                <a
                  href={mailtoLink(m.email, replySubject(m), "")}
                  className={`${INLINE_LINK} break-all`}
                >
                  {m.email}
                </a>
              </>
            )}
          </span>
        </p>
        <time dateTime={m.receivedAt} className="text-sm text-ink/70">
          {f.dateTime(m.receivedAt)}
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
              {say.admin_inbox_handled_by(
                { name: m.handledBy ?? "", date: f.dateTime(m.handledAt) },
                o,
              )}
            </span>
            <Button
              variant="outline"
              className="py-1 text-sm"
              disabled={saving}
              onClick={() => void mark(false)}
            >
              {say.admin_inbox_mark_not_handled({}, o)}
            </Button>
          </>
        ) : (
          <Button className="py-1 text-sm" disabled={saving} onClick={() => void mark(true)}>
            {say.admin_inbox_mark_handled({}, o)}
          </Button>
        )}
        {m.customerId !== null ? (
          <Button
            variant="outline"
            className="py-1 text-sm"
            onClick={() => onOpenCustomer(m.customerId!)}
          >
            {say.admin_inbox_open_customer({}, o)}
          </Button>
        ) : (
          <Button variant="outline" className="py-1 text-sm" onClick={onMakeCustomer}>
            {say.admin_inbox_make_customer({}, o)}
          </Button>
        )}
        <Button variant="outline" className="py-1 text-sm" onClick={onMakeEnquiry}>
          {say.admin_enquiries_from_message({}, o)}
        </Button>
      </div>
    </li>
  );
}
