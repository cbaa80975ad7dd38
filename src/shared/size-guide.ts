/**
 * The measurement guide (/size-guide): how to take each measurement the boutique's forms ask
 * for (MEASUREMENT_KEYS, named as the back office names them), in the customer's language.
 */
import type { Locale } from "./locale";
import { MEASUREMENT_KEYS, measurementNames, type MeasurementKey } from "./measurement-names";
import { inLocale, m } from "./messages";

export interface GuideStep {
  key: MeasurementKey;
  /** Its number in the list and on the drawing. */
  number: number;
  name: string;
  how: string;
}

/** Every measurement, in the forms' order, with how to take it. */
export function guideSteps(locale: Locale): GuideStep[] {
  const o = inLocale(locale);
  const names = measurementNames(locale);
  const how: Record<MeasurementKey, string> = {
    bust: m.size_guide_how_bust({}, o),
    underBust: m.size_guide_how_under_bust({}, o),
    waist: m.size_guide_how_waist({}, o),
    hip: m.size_guide_how_hip({}, o),
    shoulder: m.size_guide_how_shoulder({}, o),
    armhole: m.size_guide_how_armhole({}, o),
    sleeveLength: m.size_guide_how_sleeve_length({}, o),
    sleeveRound: m.size_guide_how_sleeve_round({}, o),
    neckFront: m.size_guide_how_neck_front({}, o),
    neckBack: m.size_guide_how_neck_back({}, o),
    blouseLength: m.size_guide_how_blouse_length({}, o),
    kurtiLength: m.size_guide_how_kurti_length({}, o),
    lehengaLength: m.size_guide_how_lehenga_length({}, o),
    waistToFloor: m.size_guide_how_waist_to_floor({}, o),
  };
  return MEASUREMENT_KEYS.map((key, i) => ({
    key,
    number: i + 1,
    name: names[key],
    how: how[key],
  }));
}

/** What to do before measuring. */
export function guideTips(locale: Locale): string[] {
  const o = inLocale(locale);
  return [
    m.size_guide_tip_stand({}, o),
    m.size_guide_tip_snug({}, o),
    m.size_guide_tip_twice({}, o),
    m.size_guide_tip_heels({}, o),
  ];
}
