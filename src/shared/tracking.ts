/**
 * The public tracking page's fixed texts and demo IDs. The demo IDs are the spec's three sample
 * orders (sample-orders.ts, checked by a test); listed here so the page does not ship the
 * sample data's personal details to the browser.
 */
export const DEMO_ORDER_IDS = ["RR2024001", "RR2024002", "RR2024003"] as const;

export const TRACKING_TOASTS = {
  empty: {
    title: "Please enter Order ID",
    description: "Order ID is required to track your order",
  },
  notFound: { title: "Order Not Found", description: "Please check your Order ID and try again" },
  found: (name: string) => ({
    title: "Order Found!",
    description: `Order for ${name} found successfully`,
  }),
  /** Found by its ID alone: the toast names the order, not the person. */
  foundById: (orderId: string) => ({
    title: "Order Found!",
    description: `Order ${orderId} found successfully`,
  }),
} as const;

export const CANCELLED_LABEL = "Cancelled";

export const TRACKING_TEXTS = {
  detailsHint:
    "Your name, address, items and amount stay private: add the last 4 digits of the phone number you gave us to see them.",
  noteLabel: "Note from the boutique",
  cancelled: (date: string, phone: string) =>
    `This order was cancelled on ${date}. Please contact us on ${phone} if you have any questions.`,
  digitsLabel: "Last 4 digits of your phone (optional)",
} as const;

export const TRACKING_ERRORS = {
  wrongDigits:
    "Those are not the last 4 digits of the phone number on this order. Wrong digits count against your lookups, so check the number before you try again.",
  tooManyWrongDigits:
    "This order has had too many wrong phone digits. Please try again in an hour, or call us and we will help.",
} as const;
