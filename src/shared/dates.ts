/** Calendar dates as the boutique reads them: ISO yyyy-mm-dd, in Jaipur's time zone. */

/** Made once: a formatter costs far more to make than to use (the sample loader calls it ~10⁶ times). */
const JAIPUR_DATE = /* @__PURE__ */ new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });

/** Today's date (yyyy-mm-dd) in Jaipur. */
export function todayInIndia(now: Date = new Date()): string {
  return JAIPUR_DATE.format(now);
}

/** The date `days` calendar days after `isoDate` (before it, for negative days). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The hour of the day (0-23) in Jaipur. */
export function hourInIndia(now: Date = new Date()): number {
  const hour = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Kolkata",
    hour: "2-digit",
    hourCycle: "h23",
  }).format(now);
  return Number(hour);
}
