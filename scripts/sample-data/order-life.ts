/**
 * One order's life, stored as the server stores it: every change is applied with the rules the
 * server's own changes use (shared/orders.ts for steps and statuses, order-message-rules.ts for
 * her messages, the outbox's row), one change at a time, in time order. The rows are then
 * written in bulk (bulk-insert.ts); stored-data-rules.ts checks the result.
 */
import type { Insertable } from "kysely";
import { todayInIndia } from "../../src/shared/dates";
import type { MeasurementVersion } from "../../src/shared/measurements";
import type { CustomerMessaging } from "../../src/shared/notifications";
import type { OrderEventDetail } from "../../src/shared/order-events";
import {
  STATUS_HISTORY_NOTES,
  currentStepOf,
  customerStatusFor,
  setStepStatus,
  templateOfSteps,
  type Order,
  type StepStatus,
} from "../../src/shared/orders";
import type { PaymentMethod } from "../../src/shared/payments";
import type {
  OrderEventsTable,
  OutboxMessagesTable,
  PaymentsTable,
  StatusHistoryTable,
} from "../../src/server/db/schema";
import {
  orderCreatedMessage,
  orderEventMessage,
  saysBalance,
  toCustomer,
  type MessageOrder,
  type OrderMessage,
} from "../../src/server/notifications/order-message-rules";
import { outboxRow } from "../../src/server/notifications/outbox";
import { orderToRows } from "../../src/server/orders/order-rows";
import { settled } from "./outbox-settle";

/** A payment's row; its id is given when the rows are written. */
export interface PaymentEntry {
  row: Omit<Insertable<PaymentsTable>, "id" | "reverses_id">;
  reverses: PaymentEntry | null;
  id?: number;
}

/** A timeline entry; its detail is made once the payments it names have their ids. */
export interface EventEntry {
  row: Omit<Insertable<OrderEventsTable>, "detail" | "kind">;
  detail: () => OrderEventDetail;
}

interface OutboxEntry {
  row: Insertable<OutboxMessagesTable>;
  /** When the worker sends it (after its hold). */
  sendsAt: number;
}

export class OrderLife {
  readonly rows: ReturnType<typeof orderToRows>;
  readonly payments: PaymentEntry[] = [];
  readonly events: EventEntry[] = [];
  readonly outbox: OutboxEntry[] = [];
  private steps: Order["productionSteps"];
  private readonly messageOrder: MessageOrder;

  constructor(
    draft: Order,
    createdAt: number,
    by: string,
    private readonly messaging: CustomerMessaging,
    private readonly site: string,
  ) {
    this.rows = orderToRows(draft, new Date(createdAt).toISOString(), by);
    this.steps = draft.productionSteps;
    const o = this.rows.order;
    this.messageOrder = { ...o, customer_email: o.customer_email ?? "" } as MessageOrder;
  }

  get cancelled(): boolean {
    return this.rows.order.cancelled_at !== null;
  }

  get paid(): number {
    return this.payments.reduce((sum, p) => sum + Number(p.row.amount_rupees), 0);
  }

  get due(): number {
    return Math.max(0, Number(this.rows.order.amount_rupees) - this.paid);
  }

  stepIndexOf(status: StepStatus, from = 0): number {
    return this.steps.findIndex((s, i) => i >= from && s.status === status);
  }

  /** createOrder's entries (created, the measurements copied, the form's note) and her message. */
  taken(t: number, by: string, measurements: MeasurementVersion | null, notes: string): void {
    this.record({ kind: "created" }, t, by);
    if (measurements) {
      this.rows.order.measurements = JSON.stringify(measurements);
      this.record({ kind: "measurements", version: measurements.version }, t, by);
    }
    if (notes) this.record({ kind: "note", audience: "internal", text: notes }, t, by);
    this.queue(orderCreatedMessage(this.messageOrder, this.site), t);
  }

  /** A timeline entry at t, and the message it calls for (createOrder's entries too). */
  record(detail: OrderEventDetail | (() => OrderEventDetail), t: number, by: string | null): void {
    const made = typeof detail === "function" ? detail : () => detail;
    const now = new Date(t);
    this.events.push({
      row: { order_id: this.rows.order.order_id, at: now.toISOString(), by },
      detail: made,
    });
    const known = made();
    if (known.kind === "status") this.supersede(t);
    const balance = saysBalance(known)
      ? Number(this.rows.order.amount_rupees) - this.paid
      : undefined;
    const message = orderEventMessage(this.messageOrder, known, { now, site: this.site }, balance);
    if (message) this.queue(message, t);
  }

  queue(message: OrderMessage, t: number): void {
    for (const m of toCustomer(this.messageOrder, this.messaging, message)) {
      const taken = this.outbox.some((e) => e.row.dedupe_key && e.row.dedupe_key === m.dedupeKey);
      if (taken) continue;
      const row = outboxRow(m, new Date(t));
      this.outbox.push({ row, sendsAt: Date.parse(row.next_attempt_at) + 2000 + (t % 9000) });
    }
  }

  /** supersedeStatusMessages: her status messages still waiting at t. */
  private supersede(t: number): void {
    for (const e of this.outbox) {
      if (e.row.kind === "order-status" && e.row.state === "queued" && e.sendsAt > t) {
        e.row.state = "superseded";
        e.row.dedupe_key = null;
      }
    }
  }

  /** A change stored: the order's revision goes up and updated_at moves (changeOrder). */
  private changed(t: number): void {
    const o = this.rows.order;
    o.revision = Number(o.revision ?? 0) + 1;
    o.updated_at = new Date(t).toISOString();
  }

  /** updateStepStatus: the step, current step, status, history and timeline. */
  setStep(index: number, status: StepStatus, t: number, by: string, tell = true): void {
    const step = this.steps[index];
    if (this.cancelled || !step || step.status === status) return;
    const today = todayInIndia(new Date(t));
    const o = this.rows.order;
    this.steps = setStepStatus(this.steps, step.id, status, today);
    const currentStep = currentStepOf(this.steps);
    const customerStatus = customerStatusFor(
      currentStep,
      templateOfSteps(this.steps.map((s) => s.id)),
    );
    Object.assign(this.rows.steps[index]!, {
      status,
      completed_date: this.steps[index]!.completedDate,
      updated_by: by,
      updated_at: new Date(t).toISOString(),
    });
    const moved = customerStatus !== o.customer_status;
    o.current_step = currentStep;
    o.customer_status = customerStatus;
    this.record(
      { kind: "step", stepId: step.id, stepName: step.name, from: step.status, to: status },
      t,
      by,
    );
    if (moved) {
      const entry: Insertable<StatusHistoryTable> = {
        order_id: o.order_id,
        seq: this.rows.history.length,
        status: customerStatus,
        date: today,
        description: STATUS_HISTORY_NOTES[customerStatus],
      };
      this.rows.history.push(entry);
      this.record(
        { kind: "status", status: customerStatus, ...(tell ? {} : { untold: true as const }) },
        t,
        by,
      );
    }
    this.changed(t);
  }

  /** recordPayment (never above what is due: no credit to confirm). */
  pay(
    amount: number,
    method: PaymentMethod,
    reference: string,
    t: number,
    by: string,
  ): PaymentEntry | undefined {
    const rupees = Math.min(amount, this.due);
    if (rupees <= 0) return undefined;
    const paidOn = todayInIndia(new Date(t));
    const entry: PaymentEntry = {
      row: {
        order_id: this.rows.order.order_id,
        amount_rupees: rupees,
        paid_on: paidOn,
        method,
        reference,
        recorded_by: by,
        recorded_at: new Date(t).toISOString(),
      },
      reverses: null,
    };
    this.payments.push(entry);
    this.record(
      () => ({
        kind: "payment",
        paymentId: entry.id!,
        amountRupees: rupees,
        method,
        paidOn,
        reference,
      }),
      t,
      by,
    );
    this.changed(t);
    return entry;
  }

  /** reversePayment: a correcting entry of the opposite amount. */
  reverse(payment: PaymentEntry, reason: string, t: number, by: string): void {
    if (this.payments.some((p) => p.reverses === payment)) return;
    const amount = -Number(payment.row.amount_rupees);
    const entry: PaymentEntry = {
      row: {
        ...payment.row,
        amount_rupees: amount,
        paid_on: todayInIndia(new Date(t)),
        reference: reason,
        recorded_by: by,
        recorded_at: new Date(t).toISOString(),
      },
      reverses: payment,
    };
    this.payments.push(entry);
    this.record(
      () => ({
        kind: "payment-reversed",
        paymentId: entry.id!,
        reversedPaymentId: payment.id!,
        amountRupees: amount,
        reason,
      }),
      t,
      by,
    );
    this.changed(t);
  }

  note(audience: "internal" | "customer", text: string, t: number, by: string): void {
    this.record({ kind: "note", audience, text }, t, by);
    this.changed(t);
  }

  cancel(reason: string, t: number, by: string): void {
    if (this.cancelled) return;
    Object.assign(this.rows.order, {
      cancelled_at: new Date(t).toISOString(),
      cancelled_by: by,
      cancel_reason: reason,
    });
    this.record({ kind: "cancelled", reason }, t, by);
    this.changed(t);
  }

  /** The outbox as it stands at `now`. */
  settledOutbox(now: number): Insertable<OutboxMessagesTable>[] {
    return this.outbox.map(({ row, sendsAt }) => settled(row, sendsAt, now));
  }
}
