/** Calendar dates as the boutique reads them: ISO yyyy-mm-dd, in Jaipur's time zone. */

/** Made once (made-once.ts says why). */
const JAIPUR_DATE = /* @__PURE__ */ new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });
const JAIPUR_HOUR = /* @__PURE__ */ new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kolkata",
  hour: "2-digit",
  hourCycle: "h23",
});

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
  return Number(JAIPUR_HOUR.format(now));
}
