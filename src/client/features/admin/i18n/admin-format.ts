import { formatNumber } from "../../../../shared/messages";
import {
  formatIndianDate,
  formatIndianDateTime,
  formatRecentDate,
  formatRupees,
  formatShortIndianDate,
} from "../../../../shared/order-format";
import type { Locale } from "../../../../shared/locale";
import { useAdminLocale } from "./admin-locale";

/**
 * Dates, numbers and money as the owner reads them in her language: Indian grouping (4,75,000)
 * and Latin digits in both, month names and the time of day in Hindi when she chose Hindi.
 * The shared formatters (order-format.ts, messages.ts) with her language filled in; never
 * show a string the server formatted (an order's totalAmount, balanceDue): format its figure.
 */
export interface AdminFormat {
  /** "15 January 2024" / "15 जनवरी 2024". */
  date: (isoDate: string) => string;
  /** "15 Jan 2024" / "15 जन॰ 2024": where the long month does not fit. */
  shortDate: (isoDate: string) => string;
  /** "15 Jan" / "15 जन॰" in this year (India's), else as shortDate: a phone row's date. */
  recentDate: (isoDate: string) => string;
  /** "22 Nov 2026, 10:32 am" / "22 नव॰ 2026, सुबह 10:32" (India time). */
  dateTime: (isoTimestamp: string) => string;
  /** 1250 → "1,250"; 475000 → "4,75,000". */
  number: (n: number) => string;
  /** Whole rupees: 475000 → "₹4,75,000". */
  rupees: (rupees: number) => string;
}

export const adminFormat = (locale: Locale): AdminFormat => ({
  date: (iso) => formatIndianDate(iso, locale),
  shortDate: (iso) => formatShortIndianDate(iso, locale),
  recentDate: (iso) => formatRecentDate(iso, locale),
  dateTime: (iso) => formatIndianDateTime(iso, locale),
  number: (n) => formatNumber(n, locale),
  rupees: (n) => formatRupees(n, locale),
});

/** Her language's formats, for a component. */
export const useAdminFormat = (): AdminFormat => adminFormat(useAdminLocale());
