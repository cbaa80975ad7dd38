import { useEffect, useState } from "react";
import type { OutboxMessage } from "../../../shared/notifications";
import type { AdminCall } from "./use-admin-session";

/** While a message waits to be sent, its state is asked for again this often. */
export const MESSAGE_POLL_MS = 3_000;

const pending = (messages: readonly OutboxMessage[]) =>
  messages.some((m) => m.state === "queued" || m.state === "sending");

/**
 * An answer that lists messages (an order's, or Settings'), loaded again when `version`
 * changes (the order's revision, say), after an owner's action (`reload`), and every few
 * seconds while one of its messages is on its way.
 */
export function useMessages<T>(
  call: AdminCall,
  path: string,
  version: number,
  messagesOf: (answer: T) => readonly OutboxMessage[],
) {
  const [answer, setAnswer] = useState<T | null>(null);
  const [error, setError] = useState("");
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    let current = true;
    void call<T>(path).then((r) => {
      if (!current) return;
      if (r.ok) {
        setAnswer(r.data);
        setError("");
      } else setError(r.error);
    });
    return () => {
      current = false;
    };
  }, [call, path, version, asked]);

  const waiting = answer !== null && pending(messagesOf(answer));
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setAsked((n) => n + 1), MESSAGE_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, answer]);

  return { answer, error, reload: () => setAsked((n) => n + 1) };
}
