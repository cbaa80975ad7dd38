/**
 * The workshop's values as the owner reads them, in her language (docs/decisions/0017): places,
 * units, payout methods, the account's entries. Money is whole paise, said by formatPaise.
 */
import { formatPaise } from "../../../../shared/billing/money";
import type { Locale } from "../../../../shared/locale";
import { inLocale, m } from "../../../../shared/messages";
import { PRODUCTION_STEP_TEMPLATE } from "../../../../shared/production-steps";
import { localizedStepName } from "../../../../shared/production-steps-hindi";
import { earnedParts, reopenedStep } from "../../../../shared/workshop/entry-description";
import type {
  KarigarPlace,
  PayoutMethod,
  RateUnit,
} from "../../../../shared/workshop/karigar-input";
import type {
  AccountEntry,
  EntryKind,
  KarigarStatement,
} from "../../../../shared/workshop/workshop";

export function placeName(place: KarigarPlace, locale: Locale): string {
  const o = inLocale(locale);
  return place === "workshop"
    ? m.admin_workshop_place_workshop({}, o)
    : m.admin_workshop_place_outside({}, o);
}

/** "per piece" / "प्रति पीस". */
export function unitName(unit: RateUnit, locale: Locale): string {
  const o = inLocale(locale);
  return unit === "piece" ? m.admin_workshop_unit_piece({}, o) : m.admin_workshop_unit_metre({}, o);
}

export function methodName(method: PayoutMethod, locale: Locale): string {
  const o = inLocale(locale);
  return method === "cash"
    ? m.admin_workshop_method_cash({}, o)
    : m.admin_workshop_method_upi({}, o);
}

export function entryKindName(kind: EntryKind, locale: Locale): string {
  const o = inLocale(locale);
  const names: Record<EntryKind, string> = {
    earned: m.admin_workshop_kind_earned({}, o),
    reversed: m.admin_workshop_kind_reversed({}, o),
    adjustment: m.admin_workshop_kind_adjustment({}, o),
    payout: m.admin_workshop_kind_payout({}, o),
  };
  return names[kind];
}

const STEP_NAMES = new Map(PRODUCTION_STEP_TEMPLATE.map((s) => [s.id, s.name]));

/** A production step's name by its id, in her language ("step-3" → "कपड़े की कटाई"). */
export const stepNameOf = (stepId: string, locale: Locale): string =>
  localizedStepName(STEP_NAMES.get(stepId) ?? stepId, locale);

/**
 * An entry's line in her language: what was earned (the step in her words, the work as
 * typed, quantity × rate), a reopened step, an adjustment's reason, a payout's method and
 * reference. A description the server wrote otherwise is shown as written.
 */
export function entryText(entry: AccountEntry, locale: Locale): string {
  const o = inLocale(locale);
  const step = (name: string) =>
    entry.stepId ? stepNameOf(entry.stepId, locale) : localizedStepName(name, locale);
  if (entry.kind === "earned") {
    const parts = earnedParts(entry.description);
    if (!parts) return entry.description;
    const rate = formatPaise(parts.ratePaise, locale);
    return parts.unit === "metre"
      ? m.admin_workshop_entry_earned_metres(
          { step: step(parts.step), work: parts.work, quantity: parts.quantity, rate },
          o,
        )
      : m.admin_workshop_entry_earned_pieces(
          { step: step(parts.step), work: parts.work, quantity: parts.quantity, rate },
          o,
        );
  }
  if (entry.kind === "reversed") {
    const name = reopenedStep(entry.description);
    return name === null
      ? entry.description
      : m.admin_workshop_entry_reopened({ step: step(name) }, o);
  }
  if (entry.kind === "payout") {
    const method = entry.method ? methodName(entry.method, locale) : "";
    return [method, entry.reference].filter(Boolean).join(" · ");
  }
  return entry.description;
}

/** A statement's entries with what was owed after each (the opening balance carried). */
export function withBalances(
  statement: Pick<KarigarStatement, "openingPaise" | "entries">,
): { entry: AccountEntry; balancePaise: number }[] {
  let balance = statement.openingPaise;
  return statement.entries.map((entry) => {
    balance += entry.amountPaise;
    return { entry, balancePaise: balance };
  });
}

/** The first of this month to today: a statement's period unless she picks another. */
export function monthSoFar(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 8)}01`, to: today };
}
