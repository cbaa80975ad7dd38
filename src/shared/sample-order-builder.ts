/** Builds a consistent sample order: steps and history derived from how far production got. */
import { addDays } from "./dates";
import { namedItem } from "./order-items";
import {
  CUSTOMER_STATUSES,
  PRODUCTION_STEP_TEMPLATE,
  STATUS_HISTORY_NOTES,
  currentStepOf,
  customerStatusFor,
  type CustomerStatus,
  type Order,
  type ProductionStep,
  type StatusHistoryEntry,
} from "./orders";

export type SampleInput = Omit<
  Order,
  | "productionSteps"
  | "currentStep"
  | "totalSteps"
  | "currentStatus"
  | "statusHistory"
  | "items"
  | "customerId"
  | "customerEmail"
  | "isSample"
  | "cancellation"
> & {
  /** The pieces, by name (one of each). */
  items: string[];
  /** Steps before it are completed, it is in progress (9: all completed). */
  progress: number;
  /** Step indexes put on hold instead. */
  onHold?: number[];
};

/** The step whose completion moves the customer to each status (see customerStatusFor). */
const REACHED_AFTER_STEP: Record<CustomerStatus, number> = {
  received: -1,
  "in-work": 2,
  ready: 6,
  dispatched: 7,
  delivered: 8,
};

function stepsFor(orderDate: string, progress: number, onHold: number[]): ProductionStep[] {
  let elapsed = 0;
  return PRODUCTION_STEP_TEMPLATE.map((t, i) => {
    elapsed += t.estimatedDays;
    if (onHold.includes(i)) return { ...t, status: "on-hold", completedDate: null };
    if (i < progress)
      return { ...t, status: "completed", completedDate: addDays(orderDate, elapsed) };
    return { ...t, status: i === progress ? "in-progress" : "pending", completedDate: null };
  });
}

function historyFor(order: SampleInput, steps: ProductionStep[]): StatusHistoryEntry[] {
  const reached = CUSTOMER_STATUSES.slice(
    0,
    CUSTOMER_STATUSES.indexOf(customerStatusFor(currentStepOf(steps))) + 1,
  );
  return reached.map((status) => ({
    status,
    date: steps[REACHED_AFTER_STEP[status]]?.completedDate ?? order.orderDate,
    description: STATUS_HISTORY_NOTES[status],
  }));
}

export function sampleOrder(input: SampleInput): Order {
  const { progress, onHold = [], items, ...order } = input;
  const productionSteps = stepsFor(order.orderDate, progress, onHold);
  const currentStep = currentStepOf(productionSteps);
  return {
    ...order,
    customerId: null,
    customerEmail: "",
    items: items.map(namedItem),
    isSample: true,
    cancellation: null,
    productionSteps,
    currentStep,
    totalSteps: productionSteps.length,
    currentStatus: customerStatusFor(currentStep),
    statusHistory: historyFor(input, productionSteps),
  };
}
