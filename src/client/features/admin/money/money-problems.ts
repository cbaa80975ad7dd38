/**
 * The refusals the money screens and the refund form may meet, said in the owner's language
 * (problem-text.ts): each English text the server answers, with its words in her language,
 * from the one function that makes both.
 */
import type { Locale } from "../../../../shared/locale";
import { moneyMessages } from "../../../../shared/money";
import { refundMessages } from "../../../../shared/refunds";
import type { KnownProblems } from "../i18n/problem-text";
import { ORDER_PROBLEMS } from "../orders/order-problems";

type Options = { readonly locale: Locale };
type Entry = [english: string, say: (o: Options) => string];

const entriesOf = (texts: (locale: Locale) => Record<string, unknown>): Entry[] =>
  Object.entries(texts("en")).flatMap(([key, english]): Entry[] =>
    typeof english === "string" ? [[english, (o) => texts(o.locale)[key] as string]] : [],
  );

export const MONEY_PROBLEMS: KnownProblems = new Map<string, (o: Options) => string>([
  ...entriesOf(moneyMessages),
]);

/** A refund's refusals: the payment ones (mode, UTR), its own, and "more than paid". */
export const refundProblems = (paidRupees: number): KnownProblems =>
  new Map([
    ...ORDER_PROBLEMS,
    ...entriesOf(refundMessages),
    [
      refundMessages("en").moreThanPaid(Math.max(0, paidRupees)),
      (o: Options) => refundMessages(o.locale).moreThanPaid(Math.max(0, paidRupees)),
    ],
  ]);
