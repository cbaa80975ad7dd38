import { useEffect, useState } from "react";
import type { ContactMessageRecord } from "../../../shared/admin";
import { formatIndianDateTime } from "../../../shared/orders";
import type { AdminCall } from "./use-admin-session";

/** Messages visitors sent through the contact form, newest first. */
export function MessagesPanel({ call }: { call: AdminCall }) {
  const [messages, setMessages] = useState<ContactMessageRecord[] | null>(null);
  const [error, setError] = useState("");

  useEffect(() => {
    void call<{ messages: ContactMessageRecord[] }>("/messages").then((r) => {
      if (r.ok) setMessages(r.data.messages);
      else setError(r.error);
    });
  }, [call]);

  return (
    <div className="mt-6">
      <h3 className="text-lg font-semibold text-maroon-800">Contact Messages</h3>
      {error && (
        <p role="alert" className="mt-2 text-red-700">
          {error}
        </p>
      )}
      {messages === null && !error && <p className="mt-2 text-ink/70">Loading messages…</p>}
      {messages?.length === 0 && <p className="mt-2 text-ink/70">No messages yet.</p>}
      <ul className="mt-3 space-y-3">
        {messages?.map((m) => (
          <li
            key={m.id}
            data-testid="contact-message"
            className="rounded-xl border border-gold-200 bg-white p-4"
          >
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
        ))}
      </ul>
    </div>
  );
}
