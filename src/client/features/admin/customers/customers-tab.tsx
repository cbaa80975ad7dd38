import { useState } from "react";
import { useToast } from "../../../ui/toast";
import { MessagesPanel } from "../messages-panel";
import type { AdminCall, AdminDownload } from "../use-admin-session";
import { emptyCustomerDraft, type CustomerDraft } from "./customer-draft";
import { CustomerForm } from "./customer-form";
import { CustomerList, FIRST_PAGE, type CustomerQuery } from "./customer-list";
import { CustomerPage } from "./customer-page";

type View =
  | { kind: "list" }
  | { kind: "customer"; customerId: number }
  | { kind: "new"; initial: CustomerDraft; fromMessageId: number | null };
const SECTIONS = ["Customers", "Messages"] as const;

/** The Customers tab: the customers (list, page, new) and the contact form's messages. */
export function CustomersTab({
  call,
  download,
  onOpenOrder,
}: {
  call: AdminCall;
  download: AdminDownload;
  onOpenOrder: (orderId: string) => void;
}) {
  const [section, setSection] = useState<(typeof SECTIONS)[number]>("Customers");
  const [view, setView] = useState<View>({ kind: "list" });
  const [query, setQuery] = useState<CustomerQuery>(FIRST_PAGE);
  const toast = useToast();
  const show = (next: View) => {
    setView(next);
    window.scrollTo({ top: 0 });
  };
  const open = (customerId: number) => {
    setSection("Customers");
    show({ kind: "customer", customerId });
  };

  return (
    <div>
      <div
        className="mb-5 inline-flex rounded-lg border border-gold-200 bg-white p-1"
        role="group"
        aria-label="Show"
      >
        {SECTIONS.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={section === s}
            onClick={() => setSection(s)}
            className={`rounded-md px-4 py-1.5 font-semibold ${section === s ? "bg-maroon-700 text-white" : "text-maroon-700 hover:bg-maroon-50"}`}
          >
            {s}
          </button>
        ))}
      </div>
      {section === "Messages" ? (
        <MessagesPanel
          call={call}
          onOpenCustomer={open}
          onMakeCustomer={(message) => {
            setSection("Customers");
            show({
              kind: "new",
              initial: emptyCustomerDraft({
                name: message.name,
                phone: message.phone,
                email: message.email,
              }),
              fromMessageId: message.id,
            });
          }}
        />
      ) : view.kind === "customer" ? (
        <CustomerPage
          key={view.customerId}
          customerId={view.customerId}
          call={call}
          download={download}
          onBack={() => show({ kind: "list" })}
          onOpenOrder={onOpenOrder}
          onOpenCustomer={(c) => open(c.id)}
        />
      ) : view.kind === "new" ? (
        <section aria-labelledby="new-customer-heading">
          <h2 id="new-customer-heading" className="mb-4 text-2xl font-bold text-maroon-800">
            New customer
          </h2>
          <CustomerForm
            initial={view.initial}
            fromMessageId={view.fromMessageId}
            call={call}
            onSaved={(d) => {
              toast({ title: "Customer added", description: d.customer.name });
              open(d.customer.id);
            }}
            onOpenExisting={(c) => open(c.id)}
            onClose={() => show({ kind: "list" })}
          />
        </section>
      ) : (
        <CustomerList
          call={call}
          download={download}
          query={query}
          onQuery={setQuery}
          onOpen={open}
          onNew={() => show({ kind: "new", initial: emptyCustomerDraft(), fromMessageId: null })}
        />
      )}
    </div>
  );
}
