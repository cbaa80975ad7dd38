import { useEffect, useRef, useState, type FormEvent } from "react";
import type { AdminOrderDetail } from "../../../../shared/admin";
import type { CustomerSummary } from "../../../../shared/customers";
import { todayInIndia } from "../../../../shared/dates";
import type { Locale } from "../../../../shared/locale";
import { inLocale, m } from "../../../../shared/messages";
import { changeFieldNames } from "../../../../shared/order-changes";
import {
  DELIVERY_IN_THE_PAST,
  NewOrderSchema,
  ORDER_LIMITS,
  OrderEditSchema,
} from "../../../../shared/order-input";
// English offers the spec's capitalised labels; a badge shows the values ("urgent").
import {
  ORDER_TYPE_LABELS,
  ORDER_TYPES,
  PRIORITIES,
  PRIORITY_LABELS,
} from "../../../../shared/orders";
import { NO_CONSENT } from "../../../../shared/notifications";
import { checkInput } from "../../../../shared/schema-problem";
import { Button } from "../button";
import { offeredCustomer } from "../offered-customer";
import {
  DateInput,
  FormError,
  optionsOf,
  SelectInput,
  TextArea,
  TextInput,
  useServerAction,
} from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { orderTypeName, priorityName } from "../i18n/display-names";
import { UnsavedChangesGuard } from "../unsaved-changes-guard";
import type { AdminCall } from "../use-admin-session";
import { useDraft } from "../use-draft";
import { CustomerSection } from "./customer-section";
import { ItemRows, type DesignChoice } from "./item-rows";
import { MessagingFields } from "./messaging-fields";
import { OrderMeasurementsSection } from "./order-measurements-section";
import { withPhoneTaken } from "./order-problems";
import {
  addressDiffers,
  EMPTY_CUSTOMER,
  newOrderInput,
  orderEditInput,
  suggestedDelivery,
  templateDays,
  withCustomer,
  type OrderDraft,
} from "./order-draft";

/** The fields' labels as the form shows them, for a refusal that names its field. */
function fieldLabels(locale: Locale): Record<string, string> {
  const o = inLocale(locale);
  const field = changeFieldNames(locale);
  return {
    "customer.name": field.customerName,
    "customer.phone": field.phone,
    "customer.email": field.email,
    "customer.address": field.address,
    "customer.address.line": field.address,
    "items.*.designId": m.admin_orders_items_design_name({}, o),
    "items.*.name": m.admin_orders_items_name({}, o),
    "items.*.quantity": m.admin_orders_items_quantity({}, o),
    "items.*.note": m.admin_orders_items_note_name({}, o),
    orderType: field.orderType,
    priority: field.priority,
    amountRupees: field.quotedAmount,
    orderDate: m.admin_orders_fact_order_date({}, o),
    expectedDelivery: field.expectedDelivery,
    notes: m.admin_orders_notes_heading({}, o),
  };
}

/** Taking a new order, or editing one: `edit` carries the order's ID and the revision shown. */
export function OrderForm({
  initial,
  edit,
  designs,
  call,
  onSaved,
  onClose,
  draftOf,
}: {
  initial: OrderDraft;
  edit?: { orderId: string; revision: number };
  designs: readonly DesignChoice[];
  call: AdminCall;
  onSaved: (detail: AdminOrderDetail) => void;
  onClose: () => void;
  /** Keeps what is typed as this owner's draft of this form (use-draft.ts): new records. */
  draftOf?: string;
}) {
  const kept = useDraft(draftOf, initial);
  const [draft, setDraft] = [kept.value, kept.setValue];
  const [existing, setExisting] = useState<CustomerSummary | null>(null);
  /** Whom the server said the phone belongs to: its refusal stays said after she is picked. */
  const [takenBy, setTakenBy] = useState<string | undefined>(undefined);
  /** An edit to a date already gone: asked once, saved when she says so. */
  const [askPast, setAskPast] = useState(false);
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const field = changeFieldNames(locale);
  const server = useServerAction({
    labels: fieldLabels(locale),
    known: withPhoneTaken(takenBy),
  });
  const form = useRef<HTMLFormElement>(null);
  const set = <K extends keyof OrderDraft>(key: K, value: OrderDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  // A refused form takes the owner to the field it names.
  useEffect(() => {
    if (server.error) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [server.error, server.field]);

  // The suggestion follows the order date and type until the owner sets a delivery date herself.
  const setSuggesting = (change: Partial<Pick<OrderDraft, "orderDate" | "orderType">>) =>
    setDraft((d) => {
      const next = { ...d, ...change };
      const following =
        !edit &&
        d.expectedDelivery === suggestedDelivery(d.orderDate, d.orderType) &&
        /^\d{4}-\d{2}-\d{2}$/.test(next.orderDate);
      return following
        ? { ...next, expectedDelivery: suggestedDelivery(next.orderDate, next.orderType) }
        : next;
    });
  const setOrderDate = (orderDate: string) => setSuggesting({ orderDate });

  async function submit(event: FormEvent | null, pastConfirmed = false) {
    event?.preventDefault();
    setExisting(null);
    setAskPast(false);
    const checked = edit
      ? checkInput(OrderEditSchema, orderEditInput(draft, edit.revision))
      : checkInput(NewOrderSchema, newOrderInput(draft));
    if (!checked.ok) return server.refuse(checked);
    const past = checked.data.expectedDelivery < todayInIndia();
    // A new order promises its date to her: never one already gone (the server refuses it too).
    if (!edit && past)
      return server.refuse({ error: DELIVERY_IN_THE_PAST, field: "expectedDelivery" });
    // An edit may record what happened (a late order), once the owner says so.
    if (edit && past && !pastConfirmed && draft.expectedDelivery !== initial.expectedDelivery)
      return setAskPast(true);
    const result = await server.run(() =>
      edit
        ? call<AdminOrderDetail>(`/orders/${encodeURIComponent(edit.orderId)}`, {
            method: "PATCH",
            body: checked.data,
          })
        : call<AdminOrderDetail>("/orders", { body: checked.data }),
    );
    if (result.ok) {
      kept.forget();
      onSaved(result.data);
    } else if (result.status === 409) {
      const offered = offeredCustomer(result.payload);
      setExisting(offered);
      setTakenBy(offered?.name);
    }
  }

  const pick = (customer: CustomerSummary) => {
    setExisting(null);
    setDraft((d) => withCustomer(d, customer));
  };

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      className="space-y-5"
      aria-label={edit ? m.admin_orders_form_edit({}, o) : m.admin_orders_form_new({}, o)}
    >
      {kept.kept && <UnsavedChangesGuard unsaved={kept.unsaved} />}
      <CustomerSection
        value={draft.customer}
        customerId={draft.customerId}
        onChange={(customer) => set("customer", customer)}
        onPick={pick}
        onUnpick={() =>
          setDraft((d) => ({
            ...d,
            customerId: null,
            customer: EMPTY_CUSTOMER,
            messaging: NO_CONSENT,
            recorded: null,
            recordedAddress: null,
            saveAddress: false,
          }))
        }
        errorFor={server.errorFor}
        call={call}
        picker={!edit}
      />
      {!edit && draft.customerId !== null && addressDiffers(draft) && (
        <label className="-mt-2 flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={draft.saveAddress}
            onChange={(e) => set("saveAddress", e.target.checked)}
            className="size-4 accent-maroon-700"
          />
          {m.admin_orders_form_save_address({}, o)}
        </label>
      )}
      {existing && (
        <p className="flex flex-wrap items-center gap-3 rounded-lg bg-gold-100 p-3 text-sm">
          {m.admin_orders_form_existing({ name: existing.name, phone: existing.phone }, o)}
          <Button className="py-1 text-sm" onClick={() => pick(existing)}>
            {m.admin_orders_form_use({ name: existing.name }, o)}
          </Button>
        </p>
      )}
      {draft.messaging && (
        <MessagingFields
          value={draft.messaging}
          recorded={draft.recorded}
          onChange={(messaging) => set("messaging", messaging)}
          errorFor={server.errorFor}
          hasEmail={draft.customer.email.trim() !== ""}
        />
      )}
      <ItemRows
        items={draft.items}
        designs={designs}
        onChange={(items) => set("items", items)}
        errorFor={server.errorFor}
      />
      {!edit && (
        <OrderMeasurementsSection
          value={draft.measurements}
          onChange={(measurements) => set("measurements", measurements)}
          onEdit={(change) =>
            setDraft((d) => ({ ...d, measurements: d.measurements && change(d.measurements) }))
          }
          errorFor={server.errorFor}
        />
      )}
      <fieldset className="grid gap-4 rounded-xl border border-gold-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="px-1 font-semibold text-maroon-800">
          {m.admin_orders_form_order({}, o)}
        </legend>
        <SelectInput
          label={field.orderType}
          value={draft.orderType}
          options={optionsOf(ORDER_TYPES, (t) =>
            locale === "en" ? ORDER_TYPE_LABELS[t] : orderTypeName(t, locale),
          )}
          onChange={(orderType) => setSuggesting({ orderType })}
          error={server.errorFor("orderType")}
        />
        <SelectInput
          label={field.priority}
          value={draft.priority}
          options={optionsOf(PRIORITIES, (p) =>
            locale === "en" ? PRIORITY_LABELS[p] : priorityName(p, locale),
          )}
          onChange={(v) => set("priority", v)}
          error={server.errorFor("priority")}
        />
        <TextInput
          label={m.admin_orders_form_amount({}, o)}
          required
          inputMode="numeric"
          value={draft.amount}
          onChange={(v) => set("amount", v)}
          error={server.errorFor("amountRupees")}
          hint={m.admin_orders_form_whole_rupees({}, o)}
        />
        {!edit && (
          <DateInput
            label={m.admin_orders_fact_order_date({}, o)}
            required
            value={draft.orderDate}
            onChange={setOrderDate}
            error={server.errorFor("orderDate")}
          />
        )}
        <DateInput
          label={field.expectedDelivery}
          required
          value={draft.expectedDelivery}
          {...(edit ? {} : { min: todayInIndia() })}
          onChange={(v) => {
            setAskPast(false);
            set("expectedDelivery", v);
          }}
          error={server.errorFor("expectedDelivery")}
          hint={
            edit
              ? undefined
              : m.admin_orders_form_suggested({ days: templateDays(draft.orderType) }, o)
          }
        />
        {!edit && (
          <TextArea
            label={m.admin_orders_form_notes({}, o)}
            className="sm:col-span-2 lg:col-span-3"
            maxLength={ORDER_LIMITS.notes}
            value={draft.notes}
            onChange={(v) => set("notes", v)}
            error={server.errorFor("notes")}
          />
        )}
      </fieldset>
      {askPast && (
        <div
          role="alertdialog"
          aria-label={m.admin_orders_past_delivery_ask({ date: f.date(draft.expectedDelivery) }, o)}
          className="flex flex-wrap items-center gap-3 rounded-lg bg-gold-100 p-3 text-sm"
        >
          <p>{m.admin_orders_past_delivery_ask({ date: f.date(draft.expectedDelivery) }, o)}</p>
          <Button className="py-1 text-sm" onClick={() => void submit(null, true)}>
            {m.admin_orders_past_delivery_yes({}, o)}
          </Button>
          <Button
            variant="outline"
            className="py-1 text-sm"
            onClick={() => {
              setAskPast(false);
              form.current?.querySelector<HTMLInputElement>('input[type="date"]')?.focus();
            }}
          >
            {m.admin_orders_past_delivery_no({}, o)}
          </Button>
        </div>
      )}
      <FormError message={server.error} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={server.pending}>
          {server.pending
            ? m.admin_orders_form_saving({}, o)
            : edit
              ? m.admin_orders_form_save({}, o)
              : m.admin_orders_form_create({}, o)}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            kept.forget();
            onClose();
          }}
        >
          {edit ? m.admin_orders_form_discard({}, o) : m.admin_orders_form_cancel({}, o)}
        </Button>
      </div>
    </form>
  );
}
