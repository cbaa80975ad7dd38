/**
 * The owners' changes to an order after taking it, each at its time: the advance (now and
 * then entered wrong, reversed and entered again), each step begun and done (some orders late,
 * a few put on hold, left undone for good or cancelled with their payments refunded), notes,
 * and the balance once it is ready (a few never pay it).
 */
import { STEP_TEMPLATES } from "../../src/shared/orders";
import type { PaymentMethod } from "../../src/shared/payments";
import { MINUTE, later } from "./clock";
import type { OrderLife, PaymentEntry } from "./order-life";
import type { LifeSettings, OrderToLive } from "./order-plan";
import {
  CANCEL_REASONS,
  CUSTOMER_NOTES,
  INTERNAL_NOTES,
  REVERSAL_REASONS,
  referenceFor,
} from "./texts";

export interface Action {
  t: number;
  /** Done by this owner. */
  run: (by: string) => void;
}

// prettier-ignore
const METHODS: readonly (readonly [PaymentMethod, number])[] = [
  ["upi", 50], ["cash", 25], ["card", 15], ["bank-transfer", 10],
];

export function afterTaking(o: OrderToLive, life: OrderLife, s: LifeSettings): Action[] {
  const { random } = s;
  const actions: Action[] = [];
  const at = (t: number, run: (by: string) => void) => actions.push({ t, run });
  const pay = (t: number, rupees: () => number) => {
    const method = random.weighted(METHODS);
    const reference = referenceFor(method, random);
    let entry: PaymentEntry | undefined;
    at(t, (by) => (entry = life.pay(rupees(), method, reference, t, by)));
    return () => entry;
  };

  const amount = Number(life.rows.order.amount_rupees);
  if (random.chance(0.75)) {
    const paidAt = o.createdAt + random.int(2, 20) * MINUTE;
    const advance = Math.max(100, Math.round((amount * random.int(30, 60)) / 10_000) * 100);
    const paid = pay(paidAt, () => advance);
    if (random.chance(0.01)) {
      const fixAt = later(paidAt, random.int(1, 3), random);
      const reason = random.pick(REVERSAL_REASONS);
      at(fixAt, (by) => {
        const entry = paid();
        if (entry) life.reverse(entry, reason, fixAt, by);
      });
      pay(fixAt + MINUTE, () => advance);
    }
  }

  const template = STEP_TEMPLATES[o.type];
  const n = template.steps.length;
  const pace = random.chance(0.12) ? 1.3 + random.next() * 0.9 : 0.7 + random.next() * 0.45;
  const stallAt = random.chance(0.0015) ? random.int(0, n - 1) : -1;
  const cancelAt = random.chance(0.03) ? random.int(0, n - 2) : -1;
  const holdAt = n > 4 && random.chance(0.02) ? random.int(1, 4) : -1;
  const readyAfter = template.statusAt.indexOf("ready") - 1;
  let t = o.createdAt;
  for (let i = 0; i < n && i !== stallAt; i++) {
    if (i > 0 && random.chance(0.6)) {
      const begun = (t = later(t, random.next() * 0.1, random));
      at(begun, (by) => life.setStep(i, "in-progress", begun, by));
    }
    if (i === holdAt) {
      const held = (t = later(t, 0.5, random));
      at(held, (by) => life.setStep(i, "on-hold", held, by));
      const resumed = (t = later(t, random.int(2, 6), random));
      at(resumed, (by) => life.setStep(i, "in-progress", resumed, by));
    }
    const days = template.steps[i]!.estimatedDays * pace * (0.6 + random.next() * 0.8);
    if (i === cancelAt) {
      const when = (t = later(t, days / 2, random));
      const refund = random.chance(0.6);
      const reason = random.pick(CANCEL_REASONS);
      at(when, (by) => {
        if (refund) {
          for (const p of [...life.payments]) {
            if (p.reverses === null) life.reverse(p, "Refunded: order cancelled", when, by);
          }
        }
        life.cancel(reason, when, by);
      });
      break;
    }
    const done = (t = later(t, days, random));
    const tell = random.chance(0.95);
    at(done, (by) => life.setStep(i, "completed", done, by, tell));
    if (i === readyAfter && random.chance(0.93)) {
      const payAt = later(done, random.next() * 2, random);
      if (random.chance(0.15)) {
        pay(payAt, () => Math.round(life.due / 200) * 100);
        pay(later(payAt, random.int(1, 5), random), () => life.due);
      } else pay(payAt, () => life.due);
    }
  }

  const sometime = () => later(o.createdAt + random.next() * (t - o.createdAt), 0, random);
  if (random.chance(0.15)) {
    const noted = sometime();
    const text = random.pick(INTERNAL_NOTES);
    at(noted, (by) => life.note("internal", text, noted, by));
  }
  if (random.chance(0.12)) {
    const noted = sometime();
    const text = random.pick(CUSTOMER_NOTES);
    at(noted, (by) => life.note("customer", text, noted, by));
  }
  return actions;
}
