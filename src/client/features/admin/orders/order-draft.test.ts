import { describe, expect, it } from "vitest";
import type { CustomerSummary } from "../../../../shared/customers";
import { NO_MESSAGING } from "../../../../shared/notifications";
import { addressDiffers, EMPTY_CUSTOMER, newOrderDraft, withCustomer } from "./order-draft";

const customer = (address: CustomerSummary["address"]): CustomerSummary => ({
  id: 7,
  name: "Meera Rathore",
  phone: "+91 98290 12345",
  email: "",
  address,
  messaging: NO_MESSAGING,
});

describe("picking a customer for a new order", () => {
  it("keeps the shop's city and state when her record has none, and offers to save the address", () => {
    const draft = withCustomer(
      newOrderDraft("2026-11-27"),
      customer({ line: "", city: "", state: "", postalCode: "" }),
    );
    expect([draft.customer.city, draft.customer.state]).toEqual([
      EMPTY_CUSTOMER.city,
      EMPTY_CUSTOMER.state,
    ]);
    expect(draft.saveAddress).toBe(true);
    // Not offered until a street line is typed: the shop's city and state alone are no address.
    expect(addressDiffers(draft)).toBe(false);
    const typed = { ...draft, customer: { ...draft.customer, line: "9, Civil Lines" } };
    expect(addressDiffers(typed)).toBe(true);
  });

  it("takes her record's address as it is when she has one", () => {
    const address = {
      line: "12 Civil Lines",
      city: "Ajmer",
      state: "Rajasthan",
      postalCode: "305001",
    };
    const draft = withCustomer(newOrderDraft("2026-11-27"), customer(address));
    expect(draft.customer).toMatchObject(address);
    expect([draft.saveAddress, addressDiffers(draft)]).toEqual([false, false]);
  });
});
