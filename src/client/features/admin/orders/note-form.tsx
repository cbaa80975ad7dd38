import { useState, type FormEvent } from "react";
import type { AdminOrder, AdminOrderDetail } from "../../../../shared/admin";
import type { Locale } from "../../../../shared/locale";
import { inLocale, m } from "../../../../shared/messages";
import {
  NOTE_MAX,
  NoteSchema,
  type NoteAudience,
  type NotePreview,
} from "../../../../shared/order-events";
import { checkInput } from "../../../../shared/schema-problem";
import { Button } from "../button";
import { FormError, SelectInput, TextArea, useServerAction } from "../form-parts";
import { useAdminLocale } from "../i18n/admin-locale";
import type { AdminCall } from "../use-admin-session";
import { useDraft } from "../use-draft";
import { channelName, languageName } from "./language-names";
import { ORDER_PROBLEMS } from "./order-problems";

const audiences = (locale: Locale) =>
  [
    { value: "internal", label: m.admin_orders_note_audience_internal({}, inLocale(locale)) },
    { value: "customer", label: m.admin_orders_note_audience_customer({}, inLocale(locale)) },
  ] as const satisfies readonly { value: NoteAudience; label: string }[];

/**
 * A note on the order: for the owners, or for the customer's order history. Every note starts
 * as the owners' own; a note for the customer is first shown as she will see it (her tracking
 * page's line and each message, word for word from the server), and added only from there.
 */
export function NoteForm({
  order,
  call,
  onAnswer,
}: {
  order: AdminOrder;
  call: AdminCall;
  onAnswer: (detail: AdminOrderDetail) => void;
}) {
  const kept = useDraft(`note:${order.orderId}`, {
    text: "",
    audience: "internal" as NoteAudience,
  });
  const { text, audience } = kept.value;
  const setText = (t: string) => kept.setValue((d) => ({ ...d, text: t }));
  const setAudience = (a: NoteAudience) => kept.setValue((d) => ({ ...d, audience: a }));
  const [preview, setPreview] = useState<NotePreview | null>(null);
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const server = useServerAction({
    labels: { text: m.admin_orders_note_label({}, o) },
    known: ORDER_PROBLEMS,
  });
  const notesPath = `/orders/${encodeURIComponent(order.orderId)}/notes`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkInput(NoteSchema, { audience, text });
    if (!checked.ok) return server.refuse(checked);
    if (checked.data.audience === "customer" && !preview) {
      const shown = await server.run(() =>
        call<NotePreview>(`${notesPath}/preview`, { body: checked.data }),
      );
      if (shown.ok) setPreview(shown.data);
      return;
    }
    const r = await server.run(() => call<AdminOrderDetail>(notesPath, { body: checked.data }));
    if (r.ok) {
      onAnswer(r.data);
      kept.clear();
      setPreview(null);
    }
  }

  const forHer = audience === "customer";
  const label = server.pending
    ? forHer && !preview
      ? m.admin_orders_note_previewing({}, o)
      : m.admin_orders_note_adding({}, o)
    : !forHer
      ? m.admin_orders_note_add({}, o)
      : preview
        ? m.admin_orders_note_add_for_her({}, o)
        : m.admin_orders_note_preview({}, o);
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={m.admin_orders_note_form({}, o)}
      className="mt-3 space-y-3 rounded-xl border border-gold-200 bg-white p-4"
    >
      <SelectInput
        label={m.admin_orders_note_who({}, o)}
        value={audience}
        options={audiences(locale)}
        onChange={(value) => {
          setAudience(value);
          setPreview(null);
        }}
        error={server.errorFor("audience")}
      />
      <TextArea
        label={m.admin_orders_note_label({}, o)}
        required
        maxLength={NOTE_MAX}
        value={text}
        onChange={(value) => {
          setText(value);
          setPreview(null);
        }}
        error={server.errorFor("text")}
      />
      {preview && <PreviewPanel preview={preview} />}
      <FormError message={server.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={server.pending}>
          {label}
        </Button>
        {preview && (
          <Button variant="outline" onClick={() => setPreview(null)}>
            {m.admin_orders_note_change({}, o)}
          </Button>
        )}
      </div>
    </form>
  );
}

function PreviewPanel({ preview }: { preview: NotePreview }) {
  const { tracking, messages } = preview;
  const locale = useAdminLocale();
  const o = inLocale(locale);
  return (
    <section
      aria-label={m.admin_orders_note_preview_heading({}, o)}
      className="space-y-3 rounded-lg border border-maroon-100 bg-cream p-3 text-sm"
    >
      <h4 className="font-semibold text-maroon-800">
        {m.admin_orders_note_preview_heading({}, o)}
      </h4>
      <div data-testid="preview-tracking">
        <p className="text-ink/70">{m.admin_orders_note_preview_tracking({}, o)}</p>
        <p lang={tracking.language} className="mt-1 font-medium">
          {tracking.label} <span className="font-normal text-ink/70">· {tracking.date}</span>
        </p>
        <p lang={tracking.language} className="whitespace-pre-line break-words text-ink/85">
          {tracking.text}
        </p>
      </div>
      {messages.length === 0 ? (
        <p data-testid="preview-no-message" className="text-ink/80">
          {m.admin_orders_note_preview_no_message({}, o)}
        </p>
      ) : (
        messages.map((message) => (
          <div key={message.channel} data-testid="preview-message">
            <p className="text-ink/70">
              {m.admin_orders_note_preview_message(
                {
                  channel: channelName(message.channel, locale),
                  recipient: message.recipient,
                  language: languageName(message.language, locale),
                },
                o,
              )}
            </p>
            <p
              lang={message.language}
              className="mt-1 whitespace-pre-line break-words rounded border border-stone-200 bg-white p-2"
            >
              {message.body}
            </p>
          </div>
        ))
      )}
    </section>
  );
}
