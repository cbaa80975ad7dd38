import { ArrowLeft, Pencil } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import {
  CUSTOMER_TYPE_LABELS,
  type CustomerDetail,
  type CustomerEvent,
  type CustomerSummary,
} from "../../../../shared/customers";
import { formatIndianDate, formatRupees } from "../../../../shared/orders";
import { useToast } from "../../../ui/toast";
import { BUSINESS } from "../../../../shared/business";
import { Button } from "../button";
import { ContactLinks, EmailLink } from "../contact-links";
import { EventList } from "../event-list";
import { Fact } from "../fact";
import { Notice } from "../notice";
import type { AdminCall, AdminDownload } from "../use-admin-session";
import { draftOfCustomer } from "./customer-draft";
import { CustomerForm } from "./customer-form";
import { MeasurementsPanel } from "./measurements-panel";
import { UnsavedChangesScope } from "../unsaved-changes-guard";
import { PrivacyPanel } from "./privacy-panel";
import { StaleOrders } from "./stale-orders";

const told = (e: CustomerEvent): string => {
  switch (e.kind) {
    case "created":
      return "added the customer";
    case "edited":
      return `changed ${e.changes.map((c) => `${c.field} from “${c.from}” to “${c.to}”`).join("; ")}`;
    case "measurements":
      return `recorded measurements (version ${e.version})`;
  }
};

/** One customer: her details (editable), notes, orders, measurements and history. */
export function CustomerPage({
  customerId,
  call,
  download,
  onBack,
  onOpenOrder,
  onOpenCustomer,
}: {
  customerId: number;
  call: AdminCall;
  download: AdminDownload;
  onBack: () => void;
  onOpenOrder: (orderId: string) => void;
  onOpenCustomer: (customer: CustomerSummary) => void;
}) {
  const [detail, setDetail] = useState<CustomerDetail | null>(null);
  const [error, setError] = useState("");
  const [editing, setEditing] = useState(false);
  const toast = useToast();
  const answered = useCallback((d: CustomerDetail) => setDetail(d), []);

  useEffect(() => {
    void call<CustomerDetail>(`/customers/${customerId}`).then((r) =>
      r.ok ? answered(r.data) : setError(r.error),
    );
  }, [call, customerId, answered]);

  const back = (
    <Button variant="outline" onClick={onBack}>
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to Customers
    </Button>
  );
  if (!detail)
    return (
      <div>
        {back}
        <Notice error={error !== ""}>{error || "Loading customer…"}</Notice>
      </div>
    );

  const { customer: c, orders, history } = detail;
  const balance = orders.filter((o) => !o.cancelled).reduce((sum, o) => sum + o.balanceRupees, 0);
  return (
    <UnsavedChangesScope>
      <section aria-labelledby="customer-heading">
        {back}
        <div className="mt-4 rounded-2xl border border-gold-200 bg-white p-4 shadow-sm sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="customer-heading" className="text-2xl font-bold text-maroon-800">
              {c.name}
            </h2>
            <span className="rounded-full border border-stone-200 bg-stone-100 px-2.5 py-0.5 text-xs font-semibold">
              {CUSTOMER_TYPE_LABELS[c.type]}
            </span>
          </div>
          {editing ? (
            <div className="mt-4">
              <CustomerForm
                initial={draftOfCustomer(c)}
                edit={{ customerId: c.id, revision: c.revision }}
                recorded={c.messaging}
                call={call}
                onSaved={(d) => {
                  answered(d);
                  setEditing(false);
                  toast({ title: "Customer updated", description: `${d.customer.name} was saved` });
                }}
                onOpenExisting={onOpenCustomer}
                onClose={() => setEditing(false)}
              />
            </div>
          ) : (
            <>
              <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
                <Fact label="Phone">
                  <ContactLinks compact name={c.name} phone={c.phone} email="" subject="" />
                </Fact>
                <Fact label="Email">
                  {c.email ? <EmailLink email={c.email} subject={BUSINESS.name} /> : "—"}
                </Fact>
                <Fact label="Address" className="sm:col-span-2">
                  {[c.address.line, c.address.city, c.address.state, c.address.postalCode]
                    .filter(Boolean)
                    .join(", ") || "—"}
                </Fact>
                <Fact label="Balance due" testId="customer-balance" valueClassName="font-semibold">
                  {formatRupees(balance)}
                </Fact>
                <Fact label="Customer since">{formatIndianDate(c.createdAt.slice(0, 10))}</Fact>
                <Fact label="Notes" className="sm:col-span-2" testId="customer-notes">
                  <span className="whitespace-pre-line">{c.notes || "—"}</span>
                </Fact>
              </dl>
              <Button variant="outline" className="mt-4" onClick={() => setEditing(true)}>
                <Pencil className="size-4" aria-hidden="true" /> Edit details
              </Button>
              <StaleOrders
                customerId={c.id}
                stale={detail.staleOrders}
                call={call}
                onAnswer={answered}
              />
            </>
          )}
        </div>

        <section aria-labelledby="customer-orders-heading" className="mt-8">
          <h3 id="customer-orders-heading" className="text-xl font-semibold text-maroon-800">
            Orders
          </h3>
          {orders.length === 0 ? (
            <p className="mt-2 text-ink/70">No orders yet.</p>
          ) : (
            <ul className="mt-3 space-y-2" data-testid="customer-orders">
              {orders.map((o) => (
                <li key={o.orderId}>
                  <button
                    type="button"
                    onClick={() => onOpenOrder(o.orderId)}
                    className="flex w-full flex-wrap items-center justify-between gap-2 rounded-lg border border-gold-200 bg-white p-3 text-left text-sm hover:bg-maroon-50"
                  >
                    <span className="font-mono font-semibold text-maroon-800">{o.orderId}</span>
                    <span>{formatIndianDate(o.orderDate)}</span>
                    <span>{o.cancelled ? "Cancelled" : o.currentStepName}</span>
                    <span className="font-semibold">{o.totalAmount}</span>
                    <span className={o.balanceRupees > 0 ? "text-red-700" : "text-green-700"}>
                      {o.balanceDue}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <MeasurementsPanel detail={detail} call={call} onAnswer={answered} />

        <EventList
          id="customer-history-heading"
          title="History"
          testId="customer-history"
          events={history.map((e) => ({ ...e, text: told(e) }))}
        />

        <PrivacyPanel customer={c} call={call} download={download} onErased={onBack} />
      </section>
    </UnsavedChangesScope>
  );
}
