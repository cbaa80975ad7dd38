import { useState, type FormEvent } from "react";
import {
  CHANNEL_LABELS,
  TestMessageSchema,
  type OutboxMessage,
  type OwnerRecipient,
} from "../../../../shared/notifications";
import { checkInput } from "../../../../shared/schema-problem";
import { Button } from "../button";
import { FormError, SelectInput, useServerAction } from "../form-parts";
import type { AdminCall } from "../use-admin-session";

const keyOf = (r: OwnerRecipient) => `${r.channel} ${r.address}`;

/** A test message to one of the owners' own numbers or addresses; its fate shows below. */
export function TestMessageForm({
  owners,
  call,
  onSent,
}: {
  owners: readonly OwnerRecipient[];
  call: AdminCall;
  onSent: () => void;
}) {
  const [picked, setPicked] = useState(owners[0] ? keyOf(owners[0]) : "");
  const server = useServerAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const to = owners.find((r) => keyOf(r) === picked);
    const checked = checkInput(TestMessageSchema, { channel: to?.channel, to: to?.address });
    if (!checked.ok) return server.refuse(checked);
    const r = await server.run(() =>
      call<OutboxMessage>("/notifications/test", { body: checked.data }),
    );
    if (r.ok) onSent();
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Send a test message"
      className="flex flex-wrap items-end gap-3 rounded-xl border border-gold-200 bg-white p-4"
    >
      <SelectInput
        label="Send a test to"
        className="min-w-64 flex-1"
        value={picked}
        options={owners.map((r) => ({
          value: keyOf(r),
          label: `${CHANNEL_LABELS[r.channel]}: ${r.address}`,
        }))}
        onChange={setPicked}
        error={server.errorFor("to") ?? server.errorFor("channel")}
      />
      <Button type="submit" disabled={server.pending || owners.length === 0}>
        {server.pending ? "Sending…" : "Send test message"}
      </Button>
      <FormError message={server.field === "" ? server.error : ""} />
    </form>
  );
}
