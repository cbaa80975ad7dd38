/**
 * The owners' enquiry figures (issue 22 §2): per month of her enquiry (India's calendar), how
 * many came, how many became orders, the value quoted (each enquiry's latest version sent) and
 * the value accepted, and the median time from her enquiry to its first quote sent.
 */
export interface EnquiryMonthFigures {
  /** yyyy-mm, India's calendar. */
  month: string;
  enquiries: number;
  /** Enquiries whose quote was accepted: each made its order. */
  orders: number;
  quotedPaise: number;
  acceptedPaise: number;
  /** Median hours to the first quote sent, of those answered; null when none was. */
  medianAnswerHours: number | null;
}

/** GET /api/admin/enquiries/figures: the last FIGURE_MONTHS months, oldest first, and in all. */
export interface EnquiryFigures {
  months: EnquiryMonthFigures[];
  total: Omit<EnquiryMonthFigures, "month">;
}

export const FIGURE_MONTHS = 12;

/** The median of some numbers; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
