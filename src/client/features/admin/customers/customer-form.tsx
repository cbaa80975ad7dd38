import { useState, type FormEvent } from "react";
import {
  CUSTOMER_LIMITS,
  CUSTOMER_TYPES,
  customerFormLabels,
  customerTypeNames,
  CustomerEditSchema,
  CustomerRecordSchema,
  type CustomerDetail,
  type CustomerSummary,
} from "../../../../shared/customers";
import { inLocale, m } from "../../../../shared/messages";
import type { CustomerMessaging } from "../../../../shared/notifications";
import { checkInput } from "../../../../shared/schema-problem";
import { Button } from "../button";
import { useAdminLocale } from "../i18n/admin-locale";
import { offeredCustomer } from "../offered-customer";
import { MessagingFields } from "../orders/messaging-fields";
import { FormError, optionsOf, SelectInput, TextArea, useServerAction } from "../form-parts";
import { UnsavedChangesGuard } from "../unsaved-changes-guard";
import type { AdminCall } from "../use-admin-session";
import { useDraft } from "../use-draft";
import { ContactFields } from "./contact-fields";
import { customerInput, type CustomerDraft } from "./customer-draft";
import { contactLabels, CUSTOMER_PROBLEMS } from "./customer-problems";

/**
 * A customer's record: new (possibly from a contact message) or edited from the revision shown.
 * A phone number that already belongs to a customer is refused, and she is offered instead.
 */
export function CustomerForm({
  initial,
  edit,
  recorded = null,
  fromMessageId = null,
  call,
  onSaved,
  onOpenExisting,
  onClose,
  draftOf,
}: {
  initial: CustomerDraft;
  edit?: { customerId: number; revision: number };
  /** Her language and consents as recorded (when she gave them), for an edit. */
  recorded?: CustomerMessaging | null;
  fromMessageId?: number | null;
  call: AdminCall;
  onSaved: (detail: CustomerDetail) => void;
  onOpenExisting: (customer: CustomerSummary) => void;
  onClose: () => void;
  /** Keeps what is typed as this owner's draft of this form (use-draft.ts): new records. */
  draftOf?: string;
}) {
  const kept = useDraft(draftOf, initial);
  const [draft, setDraft] = [kept.value, kept.setValue];
  const [existing, setExisting] = useState<CustomerSummary | null>(null);
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const labels = customerFormLabels(locale);
  const server = useServerAction({
    labels: { ...contactLabels(locale), type: labels.type, notes: labels.notes },
    known: CUSTOMER_PROBLEMS,
  });
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
    if (r.ok) {
      kept.forget();
      onSaved(r.data);
    } else if (r.status === 409) setExisting(offeredCustomer(r.payload));
  }

  const at = (field: string) => server.errorFor(field);
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={edit ? m.admin_customers_form_edit({}, o) : m.admin_customers_new({}, o)}
      className="space-y-4 rounded-xl border border-gold-200 bg-white p-4"
    >
      {kept.kept && <UnsavedChangesGuard unsaved={kept.unsaved} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFields
          value={draft}
          onChange={setDraft}
          errorFor={server.errorFor}
          path=""
          addressRequired={false}
        />
        <SelectInput
          label={labels.type}
          value={draft.type}
          options={optionsOf(CUSTOMER_TYPES, (t) => customerTypeNames(locale)[t])}
          onChange={set("type")}
          error={at("type")}
        />
        <div className="sm:col-span-2">
          <MessagingFields
            value={draft.messaging}
            recorded={recorded}
            onChange={set("messaging")}
            errorFor={server.errorFor}
            hasEmail={draft.email.trim() !== ""}
          />
        </div>
        <TextArea
          label={labels.notes}
          className="sm:col-span-2"
          maxLength={CUSTOMER_LIMITS.notes}
          value={draft.notes}
          onChange={set("notes")}
          error={at("notes")}
          hint={m.admin_customers_form_notes_hint({}, o)}
        />
      </div>
      <FormError message={server.error} />
      {existing && (
        <p className="flex flex-wrap items-center gap-3 rounded-lg bg-gold-100 p-3 text-sm">
          {m.admin_customers_form_already({ name: existing.name, phone: existing.phone }, o)}
          <Button
            className="py-1 text-sm"
            onClick={() => {
              kept.forget();
              onOpenExisting(existing);
            }}
          >
            {m.admin_customers_form_open_existing({ name: existing.name }, o)}
          </Button>
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={server.pending}>
          {server.pending
            ? m.admin_customers_saving({}, o)
            : edit
              ? m.admin_customers_save_changes({}, o)
              : m.admin_customers_add({}, o)}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            kept.forget();
            onClose();
          }}
        >
          {m.admin_customers_cancel({}, o)}
        </Button>
      </div>
    </form>
  );
}
