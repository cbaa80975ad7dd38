/**
 * When things happen: the boutique's working hours in Jaipur (10:00–20:00), busier in the
 * wedding season, and a little busier every year.
 */
import type { Random } from "./random";

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** India is 5 h 30 min ahead of UTC. */
const INDIA = 5.5 * HOUR;
const OPENS = 10;
const CLOSES = 20;

/** How busy each month is (January first): weddings from October to February. */
const SEASON = [1.5, 1.4, 1.0, 0.9, 1.0, 0.6, 0.6, 0.7, 0.8, 1.3, 1.6, 1.7];

/** The hour of the day in Jaipur, with its fraction. */
const indiaHour = (t: number) => ((((t + INDIA) % DAY) + DAY) % DAY) / HOUR;

/** The time itself when the boutique is open, else the next opening plus up to two hours. */
export function inWorkingHours(t: number, random: Random): number {
  const hour = indiaHour(t);
  if (hour >= OPENS && hour < CLOSES) return t;
  const dayStart = t - hour * HOUR;
  const opening = dayStart + (hour < OPENS ? OPENS : OPENS + 24) * HOUR;
  return opening + random.int(0, 120) * MINUTE;
}

/** `days` (fractions too) after t, in working hours; never before t. */
export const later = (t: number, days: number, random: Random): number =>
  inWorkingHours(t + Math.max(0, days) * DAY, random);

/** A moment in [from, to), drawn by the season and the boutique's growth, in working hours. */
export function busyMoment(from: number, to: number, random: Random): number {
  for (;;) {
    const t = from + random.next() * (to - from);
    const month = new Date(t + INDIA).getUTCMonth();
    const growth = 0.7 + 0.6 * ((t - from) / Math.max(1, to - from));
    if (random.next() * 1.7 * 1.3 < SEASON[month]! * growth) {
      const open = t - (indiaHour(t) - OPENS) * HOUR;
      const moment = open + random.next() * (CLOSES - OPENS) * HOUR;
      if (moment >= from && moment < to) return moment;
    }
  }
}
