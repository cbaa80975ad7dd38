import { Truck } from "lucide-react";
import { ADMIN_PATHS } from "../../../../shared/admin-paths";
import { inLocale, m } from "../../../../shared/messages";
import type { ProductionStep } from "../../../../shared/orders";
import type { ChallanList, ChallanSummary } from "../../../../shared/workshop/challans";
import { Button } from "../button";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { localizedStep } from "../i18n/display-names";
import { useAdminNav } from "../use-admin-nav";
import type { AdminCall } from "../use-admin-session";
import { ChallanStateMark } from "./challan-list";
import { useWorkshopRead } from "./use-workshop-read";

/** An order's challans (work sent out), read once with the order, by step. */
export function useOrderChallans(call: AdminCall, orderId: string) {
  const read = useWorkshopRead<ChallanList>(
    call,
    `/workshop/challans?order=${encodeURIComponent(orderId)}`,
  );
  return (stepId: string): ChallanSummary[] =>
    (read.answer?.challans ?? []).filter((c) => c.stepId === stepId);
}

/**
 * On an order's step: its challans (number, to whom, its state, back by when), each opening
 * the challan, and sending the step's work out on a new one.
 */
export function StepChallans({
  orderId,
  step,
  challans,
  frozen,
}: {
  orderId: string;
  step: ProductionStep;
  challans: ChallanSummary[];
  frozen: boolean;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const { go } = useAdminNav();
  const stepName = localizedStep(step, locale).name;
  // Work is sent out for a step still to be done; a done step keeps its challans to open.
  const canSend = !frozen && step.status !== "completed";
  if (!canSend && challans.length === 0) return null;
  return (
    <div data-testid="step-challans" className="mt-2 flex flex-wrap items-start gap-2 text-sm">
      <ul className="min-w-0 flex-1 space-y-1">
        {challans.map((c) => (
          <li
            key={c.id}
            data-testid="step-challan"
            className="flex flex-wrap items-center gap-x-2 gap-y-1"
          >
            <button
              type="button"
              onClick={() => go(ADMIN_PATHS.challan(c.id), { fromList: true })}
              aria-label={m.admin_challan_open({ number: c.number }, o)}
              className="font-mono font-semibold text-maroon-800 underline decoration-maroon-200 underline-offset-2"
            >
              {c.number}
            </button>
            <span translate="no">{c.karigarName}</span>
            <span className="text-ink/70">
              {m.admin_challan_back_by({ date: f.shortDate(c.expectedOn) }, o)}
            </span>
            <ChallanStateMark state={c.state} overdue={c.overdue} expectedOn={c.expectedOn} />
          </li>
        ))}
      </ul>
      {canSend && (
        <Button
          variant="outline"
          className="px-3 py-1.5 text-sm"
          aria-label={m.admin_challan_send_out_label({ step: stepName }, o)}
          onClick={() =>
            go(`${ADMIN_PATHS.newChallan}?order=${encodeURIComponent(orderId)}&step=${step.id}`, {
              fromList: true,
            })
          }
        >
          <Truck className="size-4" aria-hidden="true" /> {m.admin_challan_send_out({}, o)}
        </Button>
      )}
    </div>
  );
}
