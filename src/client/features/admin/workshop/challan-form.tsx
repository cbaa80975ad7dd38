import { Plus, Trash2 } from "lucide-react";
import { type FormEvent } from "react";
import { addDays, todayInIndia } from "../../../../shared/dates";
import { inLocale, m } from "../../../../shared/messages";
import type { Challan } from "../../../../shared/workshop/challans";
import type { KarigarSummary } from "../../../../shared/workshop/workshop";
import { Button } from "../button";
import {
  DateInput,
  FormError,
  SelectInput,
  TextArea,
  TextInput,
  useServerAction,
} from "../form-parts";
import { useAdminLocale } from "../i18n/admin-locale";
import { useDraft } from "../use-draft";
import type { AdminCall } from "../use-admin-session";
import {
  challanInputOf,
  emptyLineDraft,
  type ChallanDraft,
  type ChallanLineDraft,
} from "./challan-drafts";
import { useStepOptions } from "./rate-fields";
import { useWorkshopRead } from "./use-workshop-read";
import { WORKSHOP_PROBLEMS } from "./workshop-problems";

/**
 * A new challan: to whom (the outside job-workers first), for which order and step, what is
 * sent (a description with pieces, metres or both per line), sent when and back by when. Kept as
 * a draft while typed; a refusal shows beside its field with nothing lost.
 */
export function ChallanForm({
  call,
  orderId = "",
  stepId = "step-4",
  onSaved,
  onClose,
}: {
  call: AdminCall;
  /** From an order's step: the order and step filled in. */
  orderId?: string;
  stepId?: string;
  onSaved: (challan: Challan) => void;
  onClose: () => void;
}) {
  const o = inLocale(useAdminLocale());
  const steps = useStepOptions();
  const today = todayInIndia();
  const kept = useDraft<ChallanDraft>(orderId ? undefined : "new-challan", {
    karigarId: "",
    orderId,
    stepId,
    sentOn: today,
    expectedOn: addDays(today, 7),
    note: "",
    lines: [emptyLineDraft()],
  });
  const draft = kept.value;
  const setDraft = kept.setValue;
  const karigars = useWorkshopRead<{ karigars: KarigarSummary[] }>(call, "/workshop/karigars");
  const active = (karigars.answer?.karigars ?? []).filter((k) => k.active);
  const options = [
    ...active.filter((k) => k.place === "outside"),
    ...active.filter((k) => k.place !== "outside"),
  ];
  const server = useServerAction({
    labels: {
      orderId: m.admin_challan_order({}, o),
      note: m.admin_challan_note({}, o),
      "lines.*.description": m.admin_challan_description({}, o),
    },
    known: WORKSHOP_PROBLEMS,
  });
  const set =
    <K extends keyof ChallanDraft>(key: K) =>
    (value: ChallanDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const setLine = (i: number, key: keyof ChallanLineDraft) => (value: string) =>
    setDraft((d) => ({
      ...d,
      lines: d.lines.map((l, j) => (j === i ? { ...l, [key]: value } : l)),
    }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = challanInputOf(draft);
    if (!checked.ok) return server.refuse(checked);
    const r = await server.run(() =>
      call<{ challan: Challan }>("/workshop/challans", { method: "POST", body: checked.data }),
    );
    if (r.ok) {
      kept.forget();
      onSaved(r.data.challan);
    }
  }
  const lineError = (i: number, field: string) => server.errorFor(`lines.${i}.${field}`);
  const fields = ["karigarId", "orderId", "stepId", "sentOn", "expectedOn", "note"];
  const shownBeside =
    fields.includes(server.field) ||
    /^lines\.\d+\.(description|quantity|centimetres)$/.test(server.field);
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={m.admin_challan_new_heading({}, o)}
      className="space-y-4 rounded-xl border border-gold-200 bg-white p-4"
    >
      {karigars.answer && active.length === 0 && (
        <p className="text-ink/80">{m.admin_challan_no_karigars({}, o)}</p>
      )}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <SelectInput
          label={m.admin_challan_karigar({}, o)}
          required
          value={draft.karigarId}
          options={[
            { value: "", label: m.admin_challan_choose({}, o) },
            ...options.map((k) => ({ value: String(k.id), label: k.name })),
          ]}
          onChange={set("karigarId")}
          error={server.errorFor("karigarId")}
        />
        <TextInput
          label={m.admin_challan_order({}, o)}
          required
          maxLength={40}
          autoCapitalize="characters"
          value={draft.orderId}
          onChange={set("orderId")}
          error={server.errorFor("orderId")}
        />
        <SelectInput
          label={m.admin_challan_step({}, o)}
          required
          value={draft.stepId}
          options={steps}
          onChange={set("stepId")}
          error={server.errorFor("stepId")}
        />
        <DateInput
          label={m.admin_challan_sent_on({}, o)}
          required
          value={draft.sentOn}
          onChange={set("sentOn")}
          error={server.errorFor("sentOn")}
        />
        <DateInput
          label={m.admin_challan_expected_on({}, o)}
          required
          value={draft.expectedOn}
          onChange={set("expectedOn")}
          error={server.errorFor("expectedOn")}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="font-semibold text-maroon-800">
          {m.admin_challan_lines_heading({}, o)}
        </legend>
        {draft.lines.map((line, i) => (
          <div
            key={i}
            role="group"
            aria-label={m.admin_challan_line({ n: i + 1 }, o)}
            className="grid items-start gap-3 rounded-lg border border-gold-100 bg-cream/50 p-3 sm:grid-cols-[1fr_7rem_7rem_auto]"
          >
            <TextInput
              label={m.admin_challan_description({}, o)}
              required
              maxLength={200}
              value={line.description}
              onChange={setLine(i, "description")}
              error={lineError(i, "description")}
            />
            <div className="grid grid-cols-2 gap-3 sm:contents">
              <TextInput
                label={m.admin_challan_quantity({}, o)}
                inputMode="numeric"
                value={line.quantity}
                onChange={setLine(i, "quantity")}
                error={lineError(i, "quantity")}
              />
              <TextInput
                label={m.admin_challan_metres_label({}, o)}
                inputMode="decimal"
                value={line.metres}
                onChange={setLine(i, "metres")}
                error={lineError(i, "centimetres")}
              />
            </div>
            {draft.lines.length > 1 && (
              <Button
                variant="outline"
                className="self-end px-3 py-2 text-sm"
                aria-label={m.admin_challan_remove_line({ n: i + 1 }, o)}
                onClick={() =>
                  setDraft((d) => ({ ...d, lines: d.lines.filter((_, j) => j !== i) }))
                }
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            )}
          </div>
        ))}
        {draft.lines.length < 20 && (
          <Button
            variant="outline"
            className="text-sm"
            onClick={() => setDraft((d) => ({ ...d, lines: [...d.lines, emptyLineDraft()] }))}
          >
            <Plus className="size-4" aria-hidden="true" /> {m.admin_challan_add_line({}, o)}
          </Button>
        )}
      </fieldset>
      <TextArea
        label={m.admin_challan_note({}, o)}
        maxLength={500}
        value={draft.note}
        onChange={set("note")}
        error={server.errorFor("note")}
      />
      <FormError message={shownBeside ? "" : server.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={server.pending}>
          {m.admin_challan_send({}, o)}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            kept.forget();
            onClose();
          }}
        >
          {m.admin_challan_cancel({}, o)}
        </Button>
      </div>
    </form>
  );
}
