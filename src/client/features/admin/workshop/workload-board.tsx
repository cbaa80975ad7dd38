import { inLocale, m } from "../../../../shared/messages";
import type { StepAssignment, WorkloadBoard as Board } from "../../../../shared/workshop/workshop";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { localizedStepName } from "../i18n/display-names";
import { problemText } from "../i18n/problem-text";
import { MARK_CLASS, MARK_CLASSES } from "../list-table";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";
import { useWorkshopRead } from "./use-workshop-read";
import { placeName } from "./workshop-names";
import { WORKSHOP_PROBLEMS } from "./workshop-problems";

/** The workload board: each karigar with their open steps and due dates, the late ones first. */
export function WorkloadBoard({
  call,
  onOpen,
  onOpenOrder,
}: {
  call: AdminCall;
  onOpen: (karigarId: number) => void;
  onOpenOrder: (orderId: string) => void;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const read = useWorkshopRead<Board>(call, "/workshop/board");
  const board = read.answer;
  return (
    <section aria-labelledby="board-heading">
      <h2 id="board-heading" className="text-2xl font-bold text-maroon-800">
        {m.admin_workshop_board_heading({}, o)}
      </h2>
      <p className="text-sm text-ink/70">{m.admin_workshop_board_intro({}, o)}</p>
      {read.error ? (
        <Notice error>{problemText(locale, read.error, { known: WORKSHOP_PROBLEMS })}</Notice>
      ) : !board ? (
        <Notice>{m.admin_workshop_loading({}, o)}</Notice>
      ) : board.karigars.length === 0 ? (
        <Notice>{m.admin_workshop_empty({}, o)}</Notice>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {board.karigars.map(({ karigar, steps }) => (
            <li
              key={karigar.id}
              data-testid="board-karigar"
              className="rounded-xl border border-gold-200 bg-white p-4 shadow-sm"
            >
              <div className="flex items-baseline justify-between gap-2">
                <button
                  type="button"
                  onClick={() => onOpen(karigar.id)}
                  className="text-left text-lg font-semibold text-maroon-800 underline decoration-maroon-200 underline-offset-2 hover:decoration-maroon-700"
                  translate="no"
                >
                  {karigar.name}
                </button>
                <span className="shrink-0 text-sm text-ink/70">
                  {placeName(karigar.place, locale)}
                </span>
              </div>
              {steps.length === 0 ? (
                <p className="mt-2 text-sm text-ink/70">{m.admin_workshop_board_nothing({}, o)}</p>
              ) : (
                <ol className="mt-2 divide-y divide-gold-100">
                  {steps.map((s) => (
                    <AssignedStepLine
                      key={`${s.orderId}:${s.stepId}`}
                      step={s}
                      onOpenOrder={onOpenOrder}
                    />
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One open step: the order, the step in her words, the work as typed, when it is due. */
export function AssignedStepLine({
  step: s,
  onOpenOrder,
}: {
  step: StepAssignment;
  onOpenOrder?: (orderId: string) => void;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  return (
    <li
      data-testid="assigned-step"
      data-late={s.late}
      className="flex flex-wrap items-baseline gap-x-2 py-1.5 text-sm"
    >
      {onOpenOrder ? (
        <button
          type="button"
          onClick={() => onOpenOrder(s.orderId)}
          className="font-mono font-semibold text-maroon-800 underline decoration-maroon-200 underline-offset-2"
        >
          {s.orderId}
        </button>
      ) : (
        <span className="font-mono font-semibold">{s.orderId}</span>
      )}
      <span className="min-w-0 flex-1">
        {localizedStepName(s.stepName, locale)} · <span translate="no">{s.work}</span>
        {s.quantity > 1 && <> × {f.number(s.quantity)}</>}
      </span>
      <span className="whitespace-nowrap">
        {s.late ? (
          <span className={`${MARK_CLASS} ${MARK_CLASSES.overdue}`}>
            {m.admin_workshop_late({ date: f.shortDate(s.dueDate) }, o)}
          </span>
        ) : (
          m.admin_workshop_due({ date: f.shortDate(s.dueDate) }, o)
        )}
      </span>
    </li>
  );
}
