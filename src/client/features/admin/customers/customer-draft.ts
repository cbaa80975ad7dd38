/** The customer form as typed, and what it sends (CustomerRecordSchema / CustomerEditSchema). */
import type { CustomerRecord, CustomerType } from "../../../../shared/customers";
import {
  messagingInputOf,
  NO_CONSENT,
  type MessagingInput,
} from "../../../../shared/notifications";
import type { ContactDraft } from "./contact-fields";

export interface CustomerDraft extends ContactDraft {
  type: CustomerType;
  /** Her language and consent to messages per channel. */
  messaging: MessagingInput;
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
  messaging: NO_CONSENT,
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
  messaging: messagingInputOf(c.messaging),
});

export const customerInput = (d: CustomerDraft) => ({
  name: d.name,
  phone: d.phone,
  email: d.email,
  address: { line: d.line, city: d.city, state: d.state, postalCode: d.postalCode },
  type: d.type,
  notes: d.notes,
  messaging: d.messaging,
});
