/**
 * The refusals an order's screens may meet, said in the owner's language (problem-text.ts): the
 * order schemas', the payment schemas' and the owners' order routes', each English (what the
 * server answers) with its words in her language, from the one function that makes both.
 */
import type { Locale } from "../../../../shared/locale";
import { m } from "../../../../shared/messages";
import { NOTE_AUDIENCE_REFUSED } from "../../../../shared/order-events";
import { orderInputMessages } from "../../../../shared/order-input";
import { orderRefusals } from "../../../../shared/order-refusals";
import { paymentMessages } from "../../../../shared/payments";
import type { KnownProblems } from "../i18n/problem-text";

type Options = { readonly locale: Locale };
type Entry = [english: string, say: (o: Options) => string];

/** Each text of a `texts(locale)` table: its English, and the same key's text in her language. */
const entriesOf = (texts: (locale: Locale) => Record<string, unknown>): Entry[] =>
  Object.entries(texts("en")).flatMap(([key, english]): Entry[] =>
    typeof english === "string" ? [[english, (o) => texts(o.locale)[key] as string]] : [],
  );

export const ORDER_PROBLEMS: KnownProblems = new Map<string, (o: Options) => string>([
  ...entriesOf(orderInputMessages),
  ...entriesOf(orderRefusals),
  ...entriesOf(paymentMessages),
  [NOTE_AUDIENCE_REFUSED, (o) => m.admin_orders_refuse_audience({}, o)],
]);

/** With the 409 answer that names the customer a new customer's phone belongs to. */
export const withPhoneTaken = (name: string | undefined): KnownProblems =>
  name === undefined
    ? ORDER_PROBLEMS
    : new Map([
        ...ORDER_PROBLEMS,
        [orderRefusals("en").phoneTaken(name), (o) => orderRefusals(o.locale).phoneTaken(name)],
      ]);

/** With the 409 answer to a payment above the balance, which names its rupees. */
export const withExcess = (
  excess: { excessRupees: number; balanceRupees: number } | null,
): KnownProblems =>
  excess === null
    ? ORDER_PROBLEMS
    : new Map([
        ...ORDER_PROBLEMS,
        [
          paymentMessages("en").exceeds(excess.excessRupees, excess.balanceRupees),
          (o) => paymentMessages(o.locale).exceeds(excess.excessRupees, excess.balanceRupees),
        ],
      ]);
