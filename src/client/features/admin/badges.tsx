import type { OrderType, Priority, StepStatus } from "../../../shared/orders";
import { useAdminLocale } from "./i18n/admin-locale";
import { orderTypeName, priorityName, stepStatusName } from "./i18n/display-names";

/** Spec colours: priority urgent red, high orange, medium yellow, low green. */
const PRIORITY_CLASSES: Record<Priority, string> = {
  urgent: "bg-red-100 text-red-800 border-red-200",
  high: "bg-orange-100 text-orange-800 border-orange-200",
  medium: "bg-yellow-100 text-yellow-800 border-yellow-200",
  low: "bg-green-100 text-green-800 border-green-200",
};

/** Spec colours: step completed green, in-progress blue, on-hold yellow, otherwise grey. */
const STEP_CLASSES: Record<StepStatus, string> = {
  completed: "bg-green-100 text-green-800 border-green-200",
  "in-progress": "bg-blue-100 text-blue-800 border-blue-200",
  "on-hold": "bg-yellow-100 text-yellow-800 border-yellow-200",
  pending: "bg-stone-100 text-stone-700 border-stone-200",
};

const BADGE = "inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold capitalize";

export function PriorityBadge({ priority }: { priority: Priority }) {
  const locale = useAdminLocale();
  return (
    <span
      data-testid="priority-badge"
      data-priority={priority}
      className={`${BADGE} ${PRIORITY_CLASSES[priority]}`}
    >
      {priorityName(priority, locale)}
    </span>
  );
}

export function StepStatusBadge({ status }: { status: StepStatus }) {
  const locale = useAdminLocale();
  return (
    <span
      data-testid="step-status"
      data-status={status}
      className={`${BADGE} ${STEP_CLASSES[status]}`}
    >
      {stepStatusName(status, locale)}
    </span>
  );
}

export function OrderTypeBadge({ orderType }: { orderType: OrderType }) {
  const locale = useAdminLocale();
  return (
    <span className={`${BADGE} border-stone-200 bg-stone-100 text-stone-700`}>
      {orderTypeName(orderType, locale)}
    </span>
  );
}
