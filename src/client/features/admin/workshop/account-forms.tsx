import { useState, type FormEvent } from "react";
import { todayInIndia } from "../../../../shared/dates";
import { inLocale, m } from "../../../../shared/messages";
import { PAYOUT_METHODS } from "../../../../shared/workshop/karigar-input";
import type { KarigarPage } from "../../../../shared/workshop/workshop";
import { Button } from "../button";
import {
  DateInput,
  FormError,
  optionsOf,
  SelectInput,
  TextInput,
  useServerAction,
} from "../form-parts";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import type { AdminCall } from "../use-admin-session";
import { RateFields } from "./rate-fields";
import {
  adjustmentInputOf,
  emptyRateDraft,
  owedAsTyped,
  payoutInputOf,
  rateInputOf,
  type AdjustmentDraft,
  type PayoutDraft,
  type RateDraft,
} from "./workshop-drafts";
import { methodName } from "./workshop-names";
import { WORKSHOP_PROBLEMS } from "./workshop-problems";

interface FormProps {
  karigarId: number;
  call: AdminCall;
  onAnswer: (page: KarigarPage) => void;
}

const FORM_CLASS = "space-y-3 rounded-xl border border-gold-200 bg-white p-4";

/** A rate from a date on: the old rate stays for what was earned under it. */
export function RateForm({ karigarId, call, onAnswer }: FormProps) {
  const o = inLocale(useAdminLocale());
  const toast = useAdminToast();
  const [draft, setDraft] = useState<RateDraft>(() => emptyRateDraft(todayInIndia()));
  const server = useServerAction({
    labels: {
      work: m.admin_workshop_rate_work({}, o),
      effectiveFrom: m.admin_workshop_rate_from({}, o),
    },
    known: WORKSHOP_PROBLEMS,
  });
  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = rateInputOf(draft);
    if (!checked.ok) return server.refuse(checked);
    const r = await server.run(() =>
      call<KarigarPage>(`/workshop/karigars/${karigarId}/rates`, { body: checked.data }),
    );
    if (r.ok) {
      onAnswer(r.data);
      setDraft(emptyRateDraft(todayInIndia(), draft.stepId));
      toast({ title: m.admin_workshop_rate_added({}, o) });
    }
  }
  const fields = ["stepId", "work", "unit", "ratePaise", "effectiveFrom"];
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={m.admin_workshop_rate_form({}, o)}
      className={FORM_CLASS}
    >
      <h4 className="font-semibold text-maroon-800">{m.admin_workshop_rate_form({}, o)}</h4>
      <RateFields rate={draft} onChange={setDraft} errorFor={(f) => server.errorFor(f)} />
      <FormError message={fields.includes(server.field) ? "" : server.error} />
      <Button type="submit" disabled={server.pending}>
        {m.admin_workshop_rate_submit({}, o)}
      </Button>
    </form>
  );
}

/** An adjustment either way (a bonus, a deduction), with the owner's reason. */
export function AdjustmentForm({ karigarId, call, onAnswer }: FormProps) {
  const o = inLocale(useAdminLocale());
  const toast = useAdminToast();
  const empty: AdjustmentDraft = { amount: "", reason: "" };
  const [draft, setDraft] = useState(empty);
  const server = useServerAction({
    labels: { reason: m.admin_workshop_reason({}, o) },
    known: WORKSHOP_PROBLEMS,
  });
  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = adjustmentInputOf(draft);
    if (!checked.ok) return server.refuse(checked);
    const r = await server.run(() =>
      call<KarigarPage>(`/workshop/karigars/${karigarId}/adjustments`, { body: checked.data }),
    );
    if (r.ok) {
      onAnswer(r.data);
      setDraft(empty);
      toast({ title: m.admin_workshop_adjustment_added({}, o) });
    }
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={m.admin_workshop_adjustment_form({}, o)}
      className={FORM_CLASS}
    >
      <h4 className="font-semibold text-maroon-800">{m.admin_workshop_adjustment_form({}, o)}</h4>
      <TextInput
        label={m.admin_workshop_adjustment_amount({}, o)}
        hint={m.admin_workshop_adjustment_hint({}, o)}
        required
        inputMode="decimal"
        value={draft.amount}
        onChange={(amount) => setDraft((d) => ({ ...d, amount }))}
        error={server.errorFor("amountPaise")}
      />
      <TextInput
        label={m.admin_workshop_reason({}, o)}
        required
        maxLength={300}
        value={draft.reason}
        onChange={(reason) => setDraft((d) => ({ ...d, reason }))}
        error={server.errorFor("reason")}
      />
      <FormError message={["amountPaise", "reason"].includes(server.field) ? "" : server.error} />
      <Button type="submit" disabled={server.pending}>
        {m.admin_workshop_adjustment_submit({}, o)}
      </Button>
    </form>
  );
}

/** A payout in cash or by UPI (with its reference): what is owed goes down by it. */
export function PayoutForm({
  karigarId,
  duePaise,
  call,
  onAnswer,
}: FormProps & { duePaise: number }) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const toast = useAdminToast();
  const empty = (): PayoutDraft => ({
    amount: owedAsTyped(duePaise),
    method: "upi",
    reference: "",
    paidOn: todayInIndia(),
  });
  const [draft, setDraft] = useState(empty);
  const server = useServerAction({
    labels: {
      reference: m.admin_workshop_payout_reference({}, o),
      paidOn: m.admin_workshop_payout_paid_on({}, o),
    },
    known: WORKSHOP_PROBLEMS,
  });
  const set =
    <K extends keyof PayoutDraft>(key: K) =>
    (value: PayoutDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = payoutInputOf(draft);
    if (!checked.ok) return server.refuse(checked);
    const r = await server.run(() =>
      call<KarigarPage>(`/workshop/karigars/${karigarId}/payouts`, { body: checked.data }),
    );
    if (r.ok) {
      onAnswer(r.data);
      setDraft({ ...empty(), amount: owedAsTyped(r.data.karigar.duePaise) });
      toast({ title: m.admin_workshop_payout_added({}, o) });
    }
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={m.admin_workshop_payout_form({}, o)}
      className={FORM_CLASS}
    >
      <h4 className="font-semibold text-maroon-800">{m.admin_workshop_payout_form({}, o)}</h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput
          label={m.admin_workshop_amount({}, o)}
          required
          inputMode="decimal"
          value={draft.amount}
          onChange={set("amount")}
          error={server.errorFor("amountPaise")}
        />
        <SelectInput
          label={m.admin_workshop_payout_method({}, o)}
          value={draft.method}
          options={optionsOf(PAYOUT_METHODS, (p) => methodName(p, locale))}
          onChange={set("method")}
          error={server.errorFor("method")}
        />
        <TextInput
          label={m.admin_workshop_payout_reference({}, o)}
          hint={m.admin_workshop_payout_reference_hint({}, o)}
          required={draft.method === "upi"}
          maxLength={100}
          value={draft.reference}
          onChange={set("reference")}
          error={server.errorFor("reference")}
        />
        <DateInput
          label={m.admin_workshop_payout_paid_on({}, o)}
          required
          value={draft.paidOn}
          onChange={set("paidOn")}
          error={server.errorFor("paidOn")}
        />
      </div>
      <FormError
        message={
          ["amountPaise", "method", "reference", "paidOn"].includes(server.field)
            ? ""
            : server.error
        }
      />
      <Button type="submit" disabled={server.pending}>
        {m.admin_workshop_payout_submit({}, o)}
      </Button>
    </form>
  );
}
