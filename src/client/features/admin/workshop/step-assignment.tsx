import { UserRoundPlus } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { addDays, todayInIndia } from "../../../../shared/dates";
import { inLocale, m } from "../../../../shared/messages";
import type { ProductionStep } from "../../../../shared/orders";
import { STEP_IDS } from "../../../../shared/workshop/karigar-input";
import type {
  KarigarPage,
  KarigarSummary,
  StepAssignment,
} from "../../../../shared/workshop/workshop";
import { Button } from "../button";
import { DateInput, FormError, SelectInput, TextInput, useServerAction } from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import { localizedStep } from "../i18n/display-names";
import { MARK_CLASS, MARK_CLASSES } from "../list-table";
import type { AdminCall } from "../use-admin-session";
import { useWorkshopRead } from "./use-workshop-read";
import { assignmentInputOf, type AssignmentDraft } from "./workshop-drafts";
import { WORKSHOP_PROBLEMS } from "./workshop-problems";

type Assignments = { assignments: StepAssignment[] };

/** An order's assigned steps, asked again after a step's change (`revision`). */
export function useOrderAssignments(call: AdminCall, orderId: string, revision: number) {
  const read = useWorkshopRead<Assignments>(
    call,
    revision < 0 ? null : `/workshop/orders/${encodeURIComponent(orderId)}`,
  );
  const { reload } = read;
  // A later revision (a step completed, reopened) may change what is late: asked again.
  const shown = useRef(revision);
  useEffect(() => {
    if (shown.current >= 0 && shown.current !== revision) reload();
    shown.current = revision;
  }, [revision, reload]);
  return {
    of: (stepId: string) => read.answer?.assignments.find((a) => a.stepId === stepId),
    set: (answer: Assignments) => read.setAnswer(answer),
  };
}

/** Only the production template's steps are made by karigars (a ready-made piece's are not). */
export const assignable = (stepId: string) => STEP_IDS.includes(stepId);

/**
 * Who has an order's step, the work, by when; and the form to give it to a karigar (one with a
 * rate for this step) or take it back.
 */
export function StepAssignmentLine({
  orderId,
  step,
  assignment,
  frozen,
  call,
  onAnswer,
}: {
  orderId: string;
  step: ProductionStep;
  assignment: StepAssignment | undefined;
  frozen: boolean;
  call: AdminCall;
  onAnswer: (answer: Assignments) => void;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const toast = useAdminToast();
  const [open, setOpen] = useState(false);
  const path = `/workshop/orders/${encodeURIComponent(orderId)}/steps/${step.id}`;
  const stepName = localizedStep(step, locale).name;

  async function takeBack() {
    const r = await call<Assignments>(path, { method: "DELETE" });
    if (r.ok) {
      onAnswer(r.data);
      toast({ title: m.admin_workshop_unassigned({}, o) });
    }
  }

  return (
    <div data-testid="step-assignment" className="mt-3 border-t border-gold-100 pt-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        {assignment ? (
          <p data-testid="assigned-to" className="min-w-0 flex-1">
            <span className="font-semibold" translate="no">
              {m.admin_workshop_with({ name: assignment.karigarName }, o)}
            </span>{" "}
            · <span translate="no">{assignment.work}</span>
            {assignment.quantity > 1 && <> × {f.number(assignment.quantity)}</>} ·{" "}
            {assignment.late ? (
              <span className={`${MARK_CLASS} inline-block ${MARK_CLASSES.overdue}`}>
                {m.admin_workshop_late({ date: f.shortDate(assignment.dueDate) }, o)}
              </span>
            ) : (
              m.admin_workshop_due({ date: f.shortDate(assignment.dueDate) }, o)
            )}
          </p>
        ) : (
          <p className="min-w-0 flex-1 text-ink/70">{m.admin_workshop_not_assigned({}, o)}</p>
        )}
        {!frozen && !open && (
          <Button
            variant="outline"
            className="px-3 py-1.5 text-sm"
            onClick={() => setOpen(true)}
            aria-label={`${assignment ? m.admin_workshop_reassign({}, o) : m.admin_workshop_assign({}, o)}: ${stepName}`}
          >
            <UserRoundPlus className="size-4" aria-hidden="true" />
            {assignment ? m.admin_workshop_reassign({}, o) : m.admin_workshop_assign({}, o)}
          </Button>
        )}
        {!frozen && !open && assignment && (
          <Button
            variant="outline"
            className="px-3 py-1.5 text-sm"
            onClick={takeBack}
            aria-label={`${m.admin_workshop_unassign({}, o)}: ${stepName}`}
          >
            {m.admin_workshop_unassign({}, o)}
          </Button>
        )}
      </div>
      {open && (
        <AssignForm
          path={path}
          step={step}
          stepName={stepName}
          assignment={assignment}
          call={call}
          onDone={(answer) => {
            setOpen(false);
            if (answer) {
              onAnswer(answer);
              toast({ title: m.admin_workshop_assigned({}, o), description: stepName });
            }
          }}
        />
      )}
    </div>
  );
}

function AssignForm({
  path,
  step,
  stepName,
  assignment,
  call,
  onDone,
}: {
  path: string;
  step: ProductionStep;
  stepName: string;
  assignment: StepAssignment | undefined;
  call: AdminCall;
  onDone: (answer: Assignments | null) => void;
}) {
  const o = inLocale(useAdminLocale());
  const karigars = useWorkshopRead<{ karigars: KarigarSummary[] }>(call, "/workshop/karigars");
  const [draft, setDraft] = useState<AssignmentDraft>(() => ({
    karigarId: assignment ? String(assignment.karigarId) : "",
    work: assignment?.work ?? "",
    quantity: String(assignment?.quantity ?? 1),
    dueDate: assignment?.dueDate ?? addDays(todayInIndia(), Math.max(1, step.estimatedDays)),
  }));
  const chosen = useWorkshopRead<KarigarPage>(
    call,
    draft.karigarId ? `/workshop/karigars/${draft.karigarId}` : null,
  );
  const works = [
    ...new Set(
      (chosen.answer?.karigar.id === Number(draft.karigarId) ? chosen.answer.karigar.rates : [])
        .filter((r) => r.stepId === step.id)
        .map((r) => r.work),
    ),
  ];
  // Their kinds of work for the step, to pick from (the first unless she picks another).
  const work = works.length > 0 && !works.includes(draft.work) ? works[0]! : draft.work;
  const server = useServerAction({
    labels: {
      karigarId: m.admin_workshop_assign_karigar({}, o),
      work: m.admin_workshop_rate_work({}, o),
      dueDate: m.admin_workshop_assign_due({}, o),
    },
    known: WORKSHOP_PROBLEMS,
  });
  const active = (karigars.answer?.karigars ?? []).filter((k) => k.active);
  // Those who do this step first; anyone active may still be given it.
  const options = [
    ...active.filter((k) => k.skills.includes(step.id)),
    ...active.filter((k) => !k.skills.includes(step.id)),
  ];
  const set =
    <K extends keyof AssignmentDraft>(key: K) =>
    (value: AssignmentDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = assignmentInputOf({ ...draft, work });
    if (!checked.ok) return server.refuse(checked);
    const r = await server.run(() =>
      call<Assignments>(path, { method: "PUT", body: checked.data }),
    );
    if (r.ok) onDone(r.data);
  }
  const fields = ["karigarId", "work", "quantity", "dueDate"];
  const noRate = chosen.answer !== null && draft.karigarId !== "" && works.length === 0;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={m.admin_workshop_assign_form({ step: stepName }, o)}
      className="mt-3 space-y-3 rounded-xl border border-gold-200 bg-cream/60 p-3"
    >
      {karigars.answer && active.length === 0 ? (
        <p className="text-ink/80">{m.admin_workshop_assign_no_karigars({}, o)}</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <SelectInput
            label={m.admin_workshop_assign_karigar({}, o)}
            required
            value={draft.karigarId}
            options={[
              { value: "", label: m.admin_workshop_choose({}, o) },
              ...options.map((k) => ({ value: String(k.id), label: k.name })),
            ]}
            onChange={(karigarId) => setDraft((d) => ({ ...d, karigarId, work: "" }))}
            error={server.errorFor("karigarId")}
          />
          {works.length > 0 ? (
            <SelectInput
              label={m.admin_workshop_rate_work({}, o)}
              required
              value={work}
              options={works.map((w) => ({ value: w, label: w }))}
              onChange={set("work")}
              error={server.errorFor("work")}
            />
          ) : (
            <TextInput
              label={m.admin_workshop_rate_work({}, o)}
              required
              maxLength={80}
              value={draft.work}
              onChange={set("work")}
              error={server.errorFor("work")}
              hint={noRate ? m.admin_workshop_assign_no_rate({}, o) : undefined}
            />
          )}
          <TextInput
            label={m.admin_workshop_assign_quantity({}, o)}
            required
            inputMode="numeric"
            value={draft.quantity}
            onChange={set("quantity")}
            error={server.errorFor("quantity")}
          />
          <DateInput
            label={m.admin_workshop_assign_due({}, o)}
            required
            value={draft.dueDate}
            onChange={set("dueDate")}
            error={server.errorFor("dueDate")}
          />
        </div>
      )}
      <FormError message={fields.includes(server.field) ? "" : server.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="text-sm" disabled={server.pending || active.length === 0}>
          {m.admin_workshop_assign_submit({}, o)}
        </Button>
        <Button variant="outline" className="text-sm" onClick={() => onDone(null)}>
          {m.admin_workshop_cancel({}, o)}
        </Button>
      </div>
    </form>
  );
}
