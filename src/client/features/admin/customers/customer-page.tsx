import { ArrowLeft, Pencil } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { BUSINESS } from "../../../../shared/business";
import { deliveryMarkOf } from "../../../../shared/attention";
import { todayInIndia } from "../../../../shared/dates";
import {
  customerTypeNames,
  type CustomerDetail,
  type CustomerSummary,
} from "../../../../shared/customers";
import { inLocale, m } from "../../../../shared/messages";
import { Button } from "../button";
import { ContactLinks, EmailLink } from "../contact-links";
import { EventList } from "../event-list";
import { Fact } from "../fact";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import { rowStepName } from "../i18n/display-names";
import { MARK_CLASS, MARK_CLASSES, OrderBalance } from "../list-table";
import { problemText } from "../i18n/problem-text";
import { Notice } from "../notice";
import type { AdminCall, AdminDownload } from "../use-admin-session";
import { CUSTOMER_PROBLEMS } from "./customer-problems";
import { customerEventText } from "./customer-history";
import { draftOfCustomer } from "./customer-draft";
import { CustomerForm } from "./customer-form";
import { MeasurementsPanel } from "./measurements-panel";
import { UnsavedChangesScope } from "../unsaved-changes-guard";
import { PrivacyPanel } from "./privacy-panel";
import { StaleOrders } from "./stale-orders";

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
  const toast = useAdminToast();
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const answered = useCallback((d: CustomerDetail) => setDetail(d), []);

  useEffect(() => {
    void call<CustomerDetail>(`/customers/${customerId}`).then((r) =>
      r.ok ? answered(r.data) : setError(r.error),
    );
  }, [call, customerId, answered]);

  const back = (
    <Button variant="outline" onClick={onBack}>
      <ArrowLeft className="size-4" aria-hidden="true" /> {m.admin_customers_back({}, o)}
    </Button>
  );
  if (!detail)
    return (
      <div>
        {back}
        <Notice error={error !== ""}>
          {error
            ? problemText(locale, { error }, { known: CUSTOMER_PROBLEMS })
            : m.admin_customers_loading_one({}, o)}
        </Notice>
      </div>
    );

  const { customer: c, orders, history } = detail;
  const balance = orders.filter((o) => !o.cancelled).reduce((sum, o) => sum + o.balanceRupees, 0);
  const today = todayInIndia();
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
              {customerTypeNames(locale)[c.type]}
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
                  toast({
                    title: m.admin_customers_updated({}, o),
                    description: m.admin_customers_updated_description(
                      { name: d.customer.name },
                      o,
                    ),
                  });
                }}
                onOpenExisting={onOpenCustomer}
                onClose={() => setEditing(false)}
              />
            </div>
          ) : (
            <>
              <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
                <Fact label={m.admin_customers_fact_phone({}, o)}>
                  <ContactLinks compact name={c.name} phone={c.phone} email="" subject="" />
                </Fact>
                <Fact label={m.admin_customers_fact_email({}, o)}>
                  {c.email ? <EmailLink email={c.email} subject={BUSINESS.name} /> : "—"}
                </Fact>
                <Fact label={m.admin_customers_fact_address({}, o)} className="sm:col-span-2">
                  {[c.address.line, c.address.city, c.address.state, c.address.postalCode]
                    .filter(Boolean)
                    .join(", ") || "—"}
                </Fact>
                <Fact
                  label={m.admin_customers_fact_balance({}, o)}
                  testId="customer-balance"
                  valueClassName="font-semibold"
                >
                  {f.rupees(balance)}
                </Fact>
                <Fact label={m.admin_customers_fact_since({}, o)}>
                  {/* The day in Jaipur she was added (02:00 there is the evening before in UTC). */}
                  {f.date(todayInIndia(new Date(c.createdAt)))}
                </Fact>
                <Fact
                  label={m.admin_customers_fact_notes({}, o)}
                  className="sm:col-span-2"
                  testId="customer-notes"
                >
                  <span className="whitespace-pre-line">{c.notes || "—"}</span>
                </Fact>
              </dl>
              <Button variant="outline" className="mt-4" onClick={() => setEditing(true)}>
                <Pencil className="size-4" aria-hidden="true" /> {m.admin_customers_edit({}, o)}
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
            {m.admin_customers_orders_heading({}, o)}
          </h3>
          {orders.length === 0 ? (
            <p className="mt-2 text-ink/70">{m.admin_customers_no_orders({}, o)}</p>
          ) : (
            <ul className="mt-3 space-y-2" data-testid="customer-orders">
              {orders.map((order) => {
                // Why a balance is red: the list's mark of an order past (or near) its date.
                const mark = deliveryMarkOf(order, today, locale);
                return (
                  <li key={order.orderId} data-testid="customer-order">
                    <button
                      type="button"
                      onClick={() => onOpenOrder(order.orderId)}
                      className="flex w-full flex-wrap items-center justify-between gap-2 rounded-lg border border-gold-200 bg-white p-3 text-left text-sm hover:bg-maroon-50"
                    >
                      <span className="font-mono font-semibold text-maroon-800">
                        {order.orderId}
                      </span>
                      <span>{f.date(order.orderDate)}</span>
                      {mark && (
                        <span
                          data-testid="delivery-mark"
                          className={`${MARK_CLASS} ${MARK_CLASSES[mark.group]}`}
                        >
                          {mark.label}
                        </span>
                      )}
                      <span>
                        {order.cancelled
                          ? m.admin_customers_order_cancelled({}, o)
                          : rowStepName(order.currentStepName, locale)}
                      </span>
                      <span className="font-semibold">{f.rupees(order.amountRupees)}</span>
                      <span>
                        <OrderBalance order={order} today={today} />
                        {/* Which of the two sums is still owed: "₹1,35,000 due". */}
                        {order.balanceRupees > 0 && ` ${m.admin_customers_row_due({}, o)}`}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <MeasurementsPanel detail={detail} call={call} onAnswer={answered} />

        <EventList
          id="customer-history-heading"
          title={m.admin_customers_history({}, o)}
          testId="customer-history"
          events={history.map((e) => ({ ...e, text: customerEventText(e, locale) }))}
        />

        <PrivacyPanel
          customer={c}
          orderIds={orders.map((order) => order.orderId)}
          call={call}
          download={download}
          onErased={onBack}
        />
      </section>
    </UnsavedChangesScope>
  );
}
