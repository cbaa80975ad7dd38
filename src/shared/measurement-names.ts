/**
 * The measurements the boutique's forms ask for and their names in a language, apart from
 * measurements.ts' schema (zod), so the public measurement guide does not load it.
 */
import type { Locale } from "./locale";
import { inLocale, m } from "./messages";

/** The measurements a form asks for, in this order. */
export const MEASUREMENT_KEYS = [
  "bust",
  "underBust",
  "waist",
  "hip",
  "shoulder",
  "armhole",
  "sleeveLength",
  "sleeveRound",
  "neckFront",
  "neckBack",
  "blouseLength",
  "kurtiLength",
  "lehengaLength",
  "waistToFloor",
] as const;
export type MeasurementKey = (typeof MEASUREMENT_KEYS)[number];

/** Each measurement's name in a language: "Bust" / "छाती". */
export function measurementNames(locale: Locale): Record<MeasurementKey, string> {
  const o = inLocale(locale);
  return {
    bust: m.admin_customers_m_bust({}, o),
    underBust: m.admin_customers_m_under_bust({}, o),
    waist: m.admin_customers_m_waist({}, o),
    hip: m.admin_customers_m_hip({}, o),
    shoulder: m.admin_customers_m_shoulder({}, o),
    armhole: m.admin_customers_m_armhole({}, o),
    sleeveLength: m.admin_customers_m_sleeve_length({}, o),
    sleeveRound: m.admin_customers_m_sleeve_round({}, o),
    neckFront: m.admin_customers_m_neck_front({}, o),
    neckBack: m.admin_customers_m_neck_back({}, o),
    blouseLength: m.admin_customers_m_blouse_length({}, o),
    kurtiLength: m.admin_customers_m_kurti_length({}, o),
    lehengaLength: m.admin_customers_m_lehenga_length({}, o),
    waistToFloor: m.admin_customers_m_waist_to_floor({}, o),
  };
}
