/**
 * What an earned or reversed entry of a karigar's account says (stored with the entry, in
 * English, and in the statement's CSV), written here and read back here, so the back office
 * can say it in the owner's language from its parts.
 */
import type { RateUnit } from "./karigar-input";

/** "Fabric Cutting: Poshak stitching, 2 pc × ₹1200" (m for metres; paise as decimals). */
export const earnedDescription = (
  stepName: string,
  work: string,
  quantity: number,
  unit: RateUnit,
  ratePaise: number,
): string =>
  `${stepName}: ${work}, ${quantity} ${unit === "metre" ? "m" : "pc"} × ₹${ratePaise / 100}`;

/** "Fabric Cutting: reopened": the step was reopened and its earning reversed. */
export const reopenedDescription = (stepName: string): string => `${stepName}: reopened`;

const EARNED = /^(.+?): (.*), (\d+) (m|pc) × ₹(\d+)(?:\.(\d{1,2}))?$/;
const REOPENED = /^(.+?): reopened$/;

export interface EarnedParts {
  step: string;
  work: string;
  quantity: number;
  unit: RateUnit;
  ratePaise: number;
}

/** An earned entry's parts; null for a description written otherwise. */
export function earnedParts(description: string): EarnedParts | null {
  const match = EARNED.exec(description);
  if (!match) return null;
  const [, step, work, quantity, unit, whole, decimals = ""] = match;
  return {
    step: step!,
    work: work!,
    quantity: Number(quantity),
    unit: unit === "m" ? "metre" : "piece",
    ratePaise: Number(whole) * 100 + Number(decimals.padEnd(2, "0")),
  };
}

/** The step a reversed entry names; null for a description written otherwise. */
export const reopenedStep = (description: string): string | null =>
  REOPENED.exec(description)?.[1] ?? null;
