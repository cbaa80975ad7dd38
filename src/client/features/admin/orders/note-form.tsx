import { useState, type FormEvent } from "react";
import type { AdminOrder, AdminOrderDetail } from "../../../../shared/admin";
import { NOTE_MAX, NoteSchema, type NoteAudience } from "../../../../shared/order-events";
import { checkInput } from "../../../../shared/schema-problem";
import { Button } from "../button";
import { FormError, SelectInput, TextArea, useServerAction } from "../form-parts";
import type { AdminCall } from "../use-admin-session";

const AUDIENCES = [
  { value: "internal", label: "Internal (owners only)" },
  { value: "customer", label: "For the customer (her tracking page, and a message if she agreed)" },
] as const satisfies readonly { value: NoteAudience; label: string }[];

/** A note on the order: for the owners, or for the customer's order history. */
export function NoteForm({
  order,
  call,
  onAnswer,
}: {
  order: AdminOrder;
  call: AdminCall;
  onAnswer: (detail: AdminOrderDetail) => void;
}) {
  const [text, setText] = useState("");
  const [audience, setAudience] = useState<NoteAudience>("internal");
  const server = useServerAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkInput(NoteSchema, { audience, text });
    if (!checked.ok) return server.refuse(checked);
    const r = await server.run(() =>
      call<AdminOrderDetail>(`/orders/${encodeURIComponent(order.orderId)}/notes`, {
        body: checked.data,
      }),
    );
    if (r.ok) {
      onAnswer(r.data);
      setText("");
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add a note"
      className="mt-3 space-y-3 rounded-xl border border-gold-200 bg-white p-4"
    >
      <SelectInput
        label="Who is it for?"
        value={audience}
        options={AUDIENCES}
        onChange={setAudience}
        error={server.errorFor("audience")}
      />
      <TextArea
        label="Note"
        required
        maxLength={NOTE_MAX}
        value={text}
        onChange={setText}
        error={server.errorFor("text")}
      />
      <FormError message={server.error} />
      <Button type="submit" disabled={server.pending}>
        {server.pending ? "Adding…" : "Add note"}
      </Button>
    </form>
  );
}
