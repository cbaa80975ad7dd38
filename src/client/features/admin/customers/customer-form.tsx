import { useState, type FormEvent } from "react";
import {
  CUSTOMER_LIMITS,
  CUSTOMER_TYPE_LABELS,
  CUSTOMER_TYPES,
  CustomerEditSchema,
  CustomerRecordSchema,
  type CustomerDetail,
  type CustomerSummary,
} from "../../../../shared/customers";
import { checkInput } from "../../../../shared/schema-problem";
import { Button } from "../button";
import {
  FormError,
  optionsOf,
  SelectInput,
  TextArea,
  TextInput,
  useServerAction,
} from "../form-parts";
import type { AdminCall } from "../use-admin-session";
import { customerInput, type CustomerDraft } from "./customer-draft";

/**
 * A customer's record: new (possibly from a contact message) or edited from the revision shown.
 * A phone number that already belongs to a customer is refused, and she is offered instead.
 */
export function CustomerForm({
  initial,
  edit,
  fromMessageId = null,
  call,
  onSaved,
  onOpenExisting,
  onClose,
}: {
  initial: CustomerDraft;
  edit?: { customerId: number; revision: number };
  fromMessageId?: number | null;
  call: AdminCall;
  onSaved: (detail: CustomerDetail) => void;
  onOpenExisting: (customer: CustomerSummary) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [existing, setExisting] = useState<CustomerSummary | null>(null);
  const server = useServerAction();
  const set =
    <K extends keyof CustomerDraft>(key: K) =>
    (value: CustomerDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setExisting(null);
    const checked = edit
      ? checkInput(CustomerEditSchema, { ...customerInput(draft), revision: edit.revision })
      : checkInput(CustomerRecordSchema, { ...customerInput(draft), fromMessageId });
    if (!checked.ok) return server.refuse(checked);
    const r = await server.run(() =>
      edit
        ? call<CustomerDetail>(`/customers/${edit.customerId}`, {
            method: "PATCH",
            body: checked.data,
          })
        : call<CustomerDetail>("/customers", { body: checked.data }),
    );
    if (r.ok) onSaved(r.data);
    else if (r.status === 409 && hasCustomer(r.payload)) setExisting(r.payload.customer);
  }

  const at = (field: string) => server.errorFor(field);
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={edit ? "Edit customer" : "New customer"}
      className="space-y-4 rounded-xl border border-gold-200 bg-white p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label="Customer name"
          required
          maxLength={100}
          value={draft.name}
          onChange={set("name")}
          error={at("name")}
        />
        <TextInput
          label="Phone"
          type="tel"
          required
          maxLength={20}
          value={draft.phone}
          onChange={set("phone")}
          error={at("phone")}
        />
        <TextInput
          label="Email"
          type="email"
          maxLength={254}
          value={draft.email}
          onChange={set("email")}
          error={at("email")}
          hint="Optional"
        />
        <SelectInput
          label="Type"
          value={draft.type}
          options={optionsOf(CUSTOMER_TYPES, (t) => CUSTOMER_TYPE_LABELS[t])}
          onChange={set("type")}
          error={at("type")}
        />
        <TextInput
          label="Address"
          maxLength={200}
          value={draft.line}
          onChange={set("line")}
          error={at("address.line")}
          hint="Optional"
        />
        <TextInput
          label="City"
          maxLength={60}
          value={draft.city}
          onChange={set("city")}
          error={at("address.city")}
        />
        <TextInput
          label="State"
          maxLength={60}
          value={draft.state}
          onChange={set("state")}
          error={at("address.state")}
        />
        <TextInput
          label="PIN code"
          inputMode="numeric"
          maxLength={6}
          value={draft.postalCode}
          onChange={set("postalCode")}
          error={at("address.postalCode")}
        />
        <TextArea
          label="Notes"
          className="sm:col-span-2"
          maxLength={CUSTOMER_LIMITS.notes}
          value={draft.notes}
          onChange={set("notes")}
          error={at("notes")}
          hint="Preferences, sizes to remember, how she likes to be contacted…"
        />
      </div>
      <FormError message={server.error} />
      {existing && (
        <p className="flex flex-wrap items-center gap-3 rounded-lg bg-gold-100 p-3 text-sm">
          {existing.name} ({existing.phone}) is already a customer.
          <Button className="py-1 text-sm" onClick={() => onOpenExisting(existing)}>
            Open {existing.name}
          </Button>
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={server.pending}>
          {server.pending ? "Saving…" : edit ? "Save changes" : "Add customer"}
        </Button>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function hasCustomer(payload: unknown): payload is { customer: CustomerSummary } {
  return typeof payload === "object" && payload !== null && "customer" in payload;
}
