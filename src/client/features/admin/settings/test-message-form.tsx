import { useState, type FormEvent } from "react";
import { EN, inLocale, m } from "../../../../shared/messages";
import {
  MESSAGE_REFUSALS,
  notificationNames,
  TestMessageSchema,
  type OutboxMessage,
  type OwnerRecipient,
} from "../../../../shared/notifications";
import { checkInput } from "../../../../shared/schema-problem";
import { Button } from "../button";
import { FormError, SelectInput, useServerAction } from "../form-parts";
import { useAdminLocale } from "../i18n/admin-locale";
import type { KnownProblems } from "../i18n/problem-text";
import type { AdminCall } from "../use-admin-session";

const keyOf = (r: OwnerRecipient) => `${r.channel} ${r.address}`;

/** The form's refusals (TestMessageSchema's and the route's) in Hindi. */
const KNOWN: KnownProblems = new Map([
  [m.admin_test_channel_refused({}, EN), (o) => m.admin_test_channel_refused({}, o)],
  [m.admin_test_to_required({}, EN), (o) => m.admin_test_to_required({}, o)],
  [MESSAGE_REFUSALS.notOwnersAddress, (o) => m.admin_test_not_owner({}, o)],
]);

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
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const [picked, setPicked] = useState(owners[0] ? keyOf(owners[0]) : "");
  const server = useServerAction({ known: KNOWN });
  const channelName = notificationNames(locale).channel;

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
      aria-label={m.admin_test_form({}, o)}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-gold-200 bg-white p-4"
    >
      <SelectInput
        label={m.admin_test_to({}, o)}
        className="min-w-64 flex-1"
        value={picked}
        options={owners.map((r) => ({
          value: keyOf(r),
          label: `${channelName[r.channel]}: ${r.address}`,
        }))}
        onChange={setPicked}
        error={server.errorFor("to") ?? server.errorFor("channel")}
      />
      <Button type="submit" disabled={server.pending || owners.length === 0}>
        {server.pending ? m.admin_test_sending({}, o) : m.admin_test_send({}, o)}
      </Button>
      <FormError message={server.field === "" ? server.error : ""} />
    </form>
  );
}
