import type { CustomerSummary } from "../../../shared/customers";

/**
 * The customer a 409 answer offers when a phone number already belongs to her (new order, new
 * or edited customer), if the answer carries one.
 */
export function offeredCustomer(payload: unknown): CustomerSummary | null {
  if (typeof payload !== "object" || payload === null || !("customer" in payload)) return null;
  const customer = (payload as { customer: unknown }).customer;
  return typeof customer === "object" && customer !== null ? (customer as CustomerSummary) : null;
}
