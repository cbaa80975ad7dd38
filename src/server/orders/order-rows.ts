import type { OrderItem } from "../../shared/order-items";
import type { Order } from "../../shared/orders";
import { displayNameOf } from "../auth/owners";
import type { HistoryRow, NewOrderRows, OrderRow, StepRow } from "../db/schema";
import { newTrackingCode } from "./tracking-code";

/** An order as rows of the orders, production_steps and status_history tables. */
export function orderToRows(
  order: Order,
  timestamp: string,
  createdBy: string | null = null,
): NewOrderRows {
  return {
    order: {
      order_id: order.orderId,
      customer_id: order.customerId,
      customer_name: order.customerName,
      customer_phone: order.customerPhone,
      customer_email: order.customerEmail,
      address_line: order.address.line,
      city: order.address.city,
      state: order.address.state,
      postal_code: order.address.postalCode,
      order_date: order.orderDate,
      expected_delivery: order.expectedDelivery,
      items: JSON.stringify(order.items),
      priority: order.priority,
      order_type: order.orderType,
      current_step: order.currentStep,
      customer_status: order.currentStatus,
      amount_rupees: order.amountRupees,
      is_sample: order.isSample ? 1 : 0,
      created_by: createdBy,
      cancelled_at: null,
      cancelled_by: null,
      cancel_reason: null,
      created_at: timestamp,
      updated_at: timestamp,
      tracking_code: newTrackingCode(),
    },
    steps: order.productionSteps.map((step, index) => ({
      order_id: order.orderId,
      step_index: index,
      step_id: step.id,
      name: step.name,
      description: step.description,
      estimated_days: step.estimatedDays,
      status: step.status,
      completed_date: step.completedDate,
      updated_at: timestamp,
      updated_by: createdBy,
    })),
    history: order.statusHistory.map((entry, seq) => ({
      order_id: order.orderId,
      seq,
      status: entry.status,
      date: entry.date,
      description: entry.description,
    })),
  };
}

/** Steps and history must be sorted by step_index and seq. */
export function rowsToOrder(row: OrderRow, steps: StepRow[], history: HistoryRow[]): Order {
  return {
    orderId: row.order_id,
    customerId: row.customer_id,
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
    customerEmail: row.customer_email,
    address: {
      line: row.address_line,
      city: row.city,
      state: row.state,
      postalCode: row.postal_code,
    },
    orderDate: row.order_date,
    expectedDelivery: row.expected_delivery,
    items: parseItems(row.items),
    priority: row.priority,
    orderType: row.order_type,
    amountRupees: Number(row.amount_rupees),
    productionSteps: steps.map((s) => ({
      id: s.step_id,
      name: s.name,
      description: s.description,
      estimatedDays: s.estimated_days,
      status: s.status,
      completedDate: s.completed_date,
    })),
    currentStep: row.current_step,
    totalSteps: steps.length,
    currentStatus: row.customer_status,
    statusHistory: history.map((h) => ({
      status: h.status,
      date: h.date,
      description: h.description,
    })),
    isSample: Number(row.is_sample) === 1,
    cancellation: row.cancelled_at
      ? {
          at: row.cancelled_at,
          by: displayNameOf(row.cancelled_by),
          reason: row.cancel_reason ?? "",
        }
      : null,
  };
}

export function parseItems(json: string): OrderItem[] {
  const items: unknown = JSON.parse(json);
  if (!Array.isArray(items) || !items.every(isItem)) {
    throw new Error("orders.items is not a JSON array of order items");
  }
  return items;
}

const isItem = (item: unknown): item is OrderItem =>
  typeof item === "object" &&
  item !== null &&
  typeof (item as OrderItem).name === "string" &&
  typeof (item as OrderItem).quantity === "number";
