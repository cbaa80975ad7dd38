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
} as const;
