import { ArrowLeft, Pencil } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { adminToasts, type AdminOrder, type AdminOrderDetail } from "../../../shared/admin";
import { inLocale, m } from "../../../shared/messages";
import type { OrderMessages } from "../../../shared/notifications";
import type { StepStatus } from "../../../shared/orders";
import { OrderTypeBadge, PriorityBadge } from "./badges";
import { Button } from "./button";
import { useAdminFormat } from "./i18n/admin-format";
import { useAdminLocale } from "./i18n/admin-locale";
import { useAdminToast } from "./i18n/admin-toast";
import { localizedStep } from "./i18n/display-names";
import { problemText } from "./i18n/problem-text";
import { Notice } from "./notice";
import { OrderMoney } from "./money/order-money";
import { newerDetail } from "./order-answers";
import { CancelOrder } from "./orders/cancel-order";
import type { DesignChoice } from "./orders/item-rows";
import { NoteForm } from "./orders/note-form";
import { draftOfOrder } from "./orders/order-draft";
import { OrderFacts } from "./orders/order-facts";
import { PrintJobCardButton } from "./orders/job-card";
import { OrderMeasurements } from "./orders/order-measurements";
import { OrderForm } from "./orders/order-form";
import { OrderMessagesPanel } from "./orders/order-messages";
import { ORDER_PROBLEMS } from "./orders/order-problems";
import { PaymentsPanel } from "./orders/payments-panel";
import { StepRow } from "./step-row";
import { UnsavedChangesScope } from "./unsaved-changes-guard";
import { Timeline } from "./timeline";
import type { AdminCall, AdminDownload } from "./use-admin-session";
import { DocumentsPanel } from "./bills/documents-panel";
import { DispatchPanel } from "./dispatch/dispatch-panel";
import { OrderAppointments } from "./calendar/order-appointments";
import { OrderPhotosPanel } from "./order-photos/order-photos-panel";
import { useMessages } from "./use-messages";
import { assignable, StepAssignmentLine, useOrderAssignments } from "./workshop/step-assignment";
import { StepChallans, useOrderChallans } from "./workshop/step-challans";

export function OrderDetail({
  orderId,
  call,
  designs,
  onAnswer,
  onBack,
  download,
  token,
}: {
  orderId: string;
  call: AdminCall;
  download?: AdminDownload;
  /** Demo mode's session token, for the photos' uploads (order-photos/order-photos-panel.tsx). */
  token?: string | undefined;
  designs: readonly DesignChoice[];
  /** Every answer about the order, so the list can follow it. */
  onAnswer: (order: AdminOrder) => void;
  onBack: () => void;
}) {
  const [detail, setDetail] = useState<AdminOrderDetail | null>(null);
  /** The refusal of the order's read, said in her language as it shows. */
  const [error, setError] = useState<{ error: string; status: number } | null>(null);
  const [editing, setEditing] = useState(false);
  /** "Don't tell the customer": the status the next step changes move her to sends nothing. */
  const [quiet, setQuiet] = useState(false);
  const toast = useAdminToast();
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const problem = (r: { error: string; status: number }) =>
    problemText(locale, r, { known: ORDER_PROBLEMS });
  // Every change may queue a message: the list follows the order's revision.
  const messages = useMessages<OrderMessages>(
    call,
    `/orders/${encodeURIComponent(orderId)}/messages`,
    detail?.order.revision ?? -1,
    (answer) => answer.messages,
  );

  const assignments = useOrderAssignments(call, orderId, detail?.order.revision ?? -1);
  const challansOf = useOrderChallans(call, orderId);

  // Two changes in flight may answer in either order: the later revision stays shown.
  const answered = useCallback(
    (incoming: AdminOrderDetail) => {
      setDetail((shown) => newerDetail(shown, incoming));
      onAnswer(incoming.order);
    },
    [onAnswer],
  );

  useEffect(() => {
    void call<AdminOrderDetail>(`/orders/${encodeURIComponent(orderId)}`).then((r) =>
      r.ok ? answered(r.data) : setError({ error: r.error, status: r.status }),
    );
  }, [call, orderId, answered]);

  async function changeStep(stepId: string, status: StepStatus) {
    const r = await call<AdminOrderDetail>(
      `/orders/${encodeURIComponent(orderId)}/steps/${stepId}`,
      { method: "PATCH", body: quiet ? { status, tell: false } : { status } },
    );
    if (r.ok) {
      answered(r.data);
      toast(adminToasts(locale).stepUpdated);
    } else if (r.status !== 401) {
      toast({
        title: m.admin_orders_step_not_updated({}, o),
        description: problem(r),
        variant: "destructive",
      });
    }
  }

  const back = (
    <Button variant="outline" onClick={onBack}>
      <ArrowLeft className="size-4" aria-hidden="true" /> {m.admin_orders_back({}, o)}
    </Button>
  );
  if (!detail)
    return (
      <div>
        {back}
        <Notice error={error !== null}>
          {error ? problem(error) : m.admin_orders_loading({}, o)}
        </Notice>
      </div>
    );

  const { order, timeline } = detail;
  const cancelled = order.cancellation;
  const totalDays = order.productionSteps.reduce((sum, s) => sum + s.estimatedDays, 0);
  // Past the last step: every step is done ("Completed", as the spec says).
  const currentStep = order.productionSteps[order.currentStep];
  return (
    <UnsavedChangesScope>
      <section aria-labelledby="detail-heading">
        {back}
        <div className="mt-4 rounded-2xl border border-gold-200 bg-white p-4 shadow-sm sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="detail-heading" className="font-mono text-2xl font-bold text-maroon-800">
              {order.orderId}
            </h2>
            <div className="flex gap-2">
              <PriorityBadge priority={order.priority} />
              <OrderTypeBadge orderType={order.orderType} />
            </div>
          </div>
          {cancelled && (
            <p
              role="status"
              data-testid="cancelled-banner"
              className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800"
            >
              {m.admin_orders_cancelled_banner(
                { by: cancelled.by, at: f.dateTime(cancelled.at), reason: cancelled.reason },
                o,
              )}
            </p>
          )}
          {editing ? (
            <div className="mt-4">
              <OrderForm
                initial={draftOfOrder(order, messages.answer?.messaging ?? null)}
                edit={{ orderId: order.orderId, revision: order.revision }}
                designs={designs}
                call={call}
                onSaved={(d) => {
                  answered(d);
                  setEditing(false);
                  toast({
                    title: m.admin_orders_updated({}, o),
                    description: m.admin_orders_updated_description({ orderId: order.orderId }, o),
                  });
                }}
                onClose={() => setEditing(false)}
              />
            </div>
          ) : (
            <>
              <OrderFacts order={order} />
              <div className="mt-4 flex flex-wrap gap-3">
                {!cancelled && (
                  <Button variant="outline" onClick={() => setEditing(true)}>
                    <Pencil className="size-4" aria-hidden="true" /> {m.admin_orders_edit({}, o)}
                  </Button>
                )}
                <PrintJobCardButton order={order} />
                {!cancelled && <CancelOrder order={order} call={call} onAnswer={answered} />}
              </div>
            </>
          )}
        </div>

        <div className="mt-6 flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-xl font-semibold text-maroon-800">
            {m.admin_orders_steps_heading({}, o)}
          </h3>
          <p className="text-sm text-ink/70">
            {m.admin_orders_steps_current({}, o)}{" "}
            <span data-testid="detail-current-step" className="font-semibold">
              {currentStep
                ? localizedStep(currentStep, locale).name
                : m.admin_step_completed_all({}, o)}
            </span>{" "}
            · {m.admin_orders_steps_total({}, o)}{" "}
            <span data-testid="total-days">{f.number(totalDays)}</span>{" "}
            {totalDays === 1 ? m.admin_orders_day({}, o) : m.admin_orders_days({}, o)}
          </p>
        </div>
        {!cancelled && (
          <label className="mt-2 flex items-center gap-2 text-sm text-ink/80">
            <input
              type="checkbox"
              checked={quiet}
              onChange={(e) => setQuiet(e.target.checked)}
              className="size-4 accent-maroon-700"
            />
            {m.admin_orders_quiet({}, o)}
          </label>
        )}
        <ol className="mt-3 space-y-3">
          {order.productionSteps.map((step, i) => (
            <StepRow
              key={step.id}
              step={step}
              number={i + 1}
              frozen={cancelled !== null}
              onChange={(status) => changeStep(step.id, status)}
            >
              {assignable(step.id) && (
                <>
                  <StepAssignmentLine
                    orderId={order.orderId}
                    step={step}
                    assignment={assignments.of(step.id)}
                    frozen={cancelled !== null}
                    call={call}
                    onAnswer={assignments.set}
                  />
                  <StepChallans
                    orderId={order.orderId}
                    step={step}
                    challans={challansOf(step.id)}
                    frozen={cancelled !== null}
                  />
                </>
              )}
            </StepRow>
          ))}
        </ol>
        <OrderPhotosPanel
          orderId={order.orderId}
          currentStepId={currentStep?.id ?? null}
          call={call}
          token={token}
        />
        <DispatchPanel
          orderId={order.orderId}
          revision={order.revision}
          call={call}
          onRecorded={() =>
            void call<AdminOrderDetail>(`/orders/${encodeURIComponent(orderId)}`).then(
              (r) => r.ok && answered(r.data),
            )
          }
        />
        <OrderAppointments order={order} call={call} onChanged={messages.reload} />
        <OrderMeasurements order={order} call={call} onAnswer={answered} />
        <PaymentsPanel detail={detail} call={call} onAnswer={answered} />
        <DocumentsPanel detail={detail} call={call} download={download} onAnswer={answered} />
        <OrderMoney detail={detail} call={call} onAnswer={answered} />
        <section aria-labelledby="notes-heading" className="mt-8">
          <h3 id="notes-heading" className="text-xl font-semibold text-maroon-800">
            {m.admin_orders_notes_heading({}, o)}
          </h3>
          <NoteForm order={order} call={call} onAnswer={answered} />
        </section>
        <OrderMessagesPanel
          answer={messages.answer}
          error={messages.error}
          call={call}
          reload={messages.reload}
        />
        <Timeline events={timeline} />
      </section>
    </UnsavedChangesScope>
  );
}
