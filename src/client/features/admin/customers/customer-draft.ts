/** The customer form as typed, and what it sends (CustomerRecordSchema / CustomerEditSchema). */
import type { CustomerRecord, CustomerType } from "../../../../shared/customers";
import type { ContactDraft } from "./contact-fields";

export interface CustomerDraft extends ContactDraft {
  type: CustomerType;
  notes: string;
}

export const emptyCustomerDraft = (
  prefill: Partial<Pick<CustomerDraft, "name" | "phone" | "email">> = {},
): CustomerDraft => ({
  name: "",
  phone: "",
  email: "",
  line: "",
  city: "Jaipur",
  state: "Rajasthan",
  postalCode: "",
  type: "retail",
  notes: "",
  ...prefill,
});

export const draftOfCustomer = (c: CustomerRecord): CustomerDraft => ({
  name: c.name,
  phone: c.phone,
  email: c.email,
  line: c.address.line,
  city: c.address.city,
  state: c.address.state,
  postalCode: c.address.postalCode,
  type: c.type,
  notes: c.notes,
});

export const customerInput = (d: CustomerDraft) => ({
  name: d.name,
  phone: d.phone,
  email: d.email,
  address: { line: d.line, city: d.city, state: d.state, postalCode: d.postalCode },
  type: d.type,
  notes: d.notes,
});
