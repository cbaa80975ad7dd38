import type { ContactMessageRecord } from "../../../../shared/admin-messages";
import { ADMIN_PATHS, type AdminScreen } from "../../../../shared/admin-paths";
import {
  CUSTOMER_SORTS,
  DEFAULT_CUSTOMER_FILTER,
  type CustomerListFilter,
} from "../../../../shared/customer-list";
import { CUSTOMER_TYPES } from "../../../../shared/customers";
import { inLocale, m } from "../../../../shared/messages";
import { useAdminLocale } from "../i18n/admin-locale";
import { ViewSwitch } from "../view-switch";
import { useAdminToast } from "../i18n/admin-toast";
import { MessagesPanel } from "../messages-panel";
import { useAddressQuery, useAdminNav } from "../use-admin-nav";
import type { AdminCall, AdminDownload } from "../use-admin-session";
import { emptyCustomerDraft } from "./customer-draft";
import { CustomerForm } from "./customer-form";
import { CustomerList } from "./customer-list";
import { CustomerPage } from "./customer-page";
import { todayInIndia } from "../../../../shared/dates";
import { ENQUIRY_LIMITS } from "../../../../shared/quotes/enquiry";
import { EnquiryList, enquiryFilterOf, enquiryFilterParams } from "../enquiries/enquiry-list";
import { EnquiryPage } from "../enquiries/enquiry-page";
import { QuoteSheetScreen } from "../enquiries/quote-sheet-screen";
import { NewEnquiry, type EnquiryFromMessage } from "../enquiries/new-enquiry";

const SECTIONS = [
  { id: "customers", path: ADMIN_PATHS.customers, label: m.admin_customers_section_customers },
  { id: "messages", path: ADMIN_PATHS.inbox, label: m.admin_customers_section_messages },
  { id: "enquiries", path: ADMIN_PATHS.enquiries, label: m.admin_enquiries_section },
] as const;

/** A new customer made from a contact message: the message's id and what she wrote in it. */
interface FromMessage {
  fromMessage?: Pick<ContactMessageRecord, "id" | "name" | "phone" | "email">;
  /** A new enquiry made from a contact message (issue 22 §2). */
  enquiryFrom?: EnquiryFromMessage;
}

const ENQUIRY_VIEWS = new Set(["enquiries", "new-enquiry", "enquiry", "quote-sheet"]);

/** The list's search, type and sort from the address (a default is left out of it). */
const filterOf = (params: URLSearchParams): CustomerListFilter => {
  const d = DEFAULT_CUSTOMER_FILTER;
  const type = params.get("type");
  const sort = CUSTOMER_SORTS.find((s) => s === params.get("sort"));
  const dir = params.get("dir");
  return {
    q: params.get("q") ?? d.q,
    type: CUSTOMER_TYPES.find((t) => t === type) ?? d.type,
    sort: sort ?? d.sort,
    dir: sort && (dir === "asc" || dir === "desc") ? dir : d.dir,
  };
};
const filterParams = (filter: CustomerListFilter): URLSearchParams => {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.type !== DEFAULT_CUSTOMER_FILTER.type) params.set("type", filter.type);
  if (filter.sort !== DEFAULT_CUSTOMER_FILTER.sort || filter.dir !== DEFAULT_CUSTOMER_FILTER.dir) {
    params.set("sort", filter.sort);
    params.set("dir", filter.dir);
  }
  return params;
};

/**
 * The Customers tab: the customers (/admin/customers, its search, type and sort in the query; one customer;
 * a new one), the contact form's messages (/admin/inbox) and the enquiries for a quote
 * (/admin/enquiries, its state and search in the query; one enquiry; a new one).
 */
export function CustomersTab({
  screen,
  call,
  download,
}: {
  screen: Extract<AdminScreen, { tab: "Customers" }>;
  call: AdminCall;
  download: AdminDownload;
}) {
  const { go, back, location } = useAdminNav();
  const [filter, setFilter] = useAddressQuery(filterOf, filterParams, screen.view === "list");
  const [enquiryFilter, setEnquiryFilter] = useAddressQuery(
    enquiryFilterOf,
    enquiryFilterParams,
    screen.view === "enquiries",
  );
  const toast = useAdminToast();
  const o = inLocale(useAdminLocale());
  const open = (customerId: number, fromList = false) =>
    go(ADMIN_PATHS.customer(customerId), { fromList });
  const section =
    screen.view === "inbox"
      ? "messages"
      : ENQUIRY_VIEWS.has(screen.view)
        ? "enquiries"
        : "customers";
  const fromMessage = (location.state as FromMessage | null)?.fromMessage;
  const enquiryFrom = (location.state as FromMessage | null)?.enquiryFrom;

  return (
    <div>
      <ViewSwitch
        label={m.admin_customers_sections({}, o)}
        choices={SECTIONS.map((s) => ({ id: s.id, label: s.label({}, o) }))}
        chosen={section}
        onChoose={(id) => id !== section && go(SECTIONS.find((s) => s.id === id)!.path)}
      />
      {screen.view === "enquiries" ? (
        <EnquiryList
          call={call}
          filter={enquiryFilter}
          onFilter={setEnquiryFilter}
          onOpen={(id) => go(ADMIN_PATHS.enquiry(id), { fromList: true })}
          onNew={() => go(ADMIN_PATHS.newEnquiry, { fromList: true })}
          today={todayInIndia()}
        />
      ) : screen.view === "enquiry" ? (
        <EnquiryPage
          key={screen.enquiryId}
          enquiryId={screen.enquiryId}
          call={call}
          onBack={() => back(ADMIN_PATHS.enquiries)}
          onOpenCustomer={(id) => open(id)}
        />
      ) : screen.view === "quote-sheet" ? (
        <QuoteSheetScreen enquiryId={screen.enquiryId} version={screen.version} call={call} />
      ) : screen.view === "new-enquiry" ? (
        <NewEnquiry
          key={enquiryFrom?.id ?? "new"}
          call={call}
          fromMessage={enquiryFrom}
          onSaved={(e) => go(ADMIN_PATHS.enquiry(e.id), { replace: true })}
          onClose={() => back(enquiryFrom ? ADMIN_PATHS.inbox : ADMIN_PATHS.enquiries)}
        />
      ) : screen.view === "inbox" ? (
        <MessagesPanel
          call={call}
          onMakeEnquiry={(message) =>
            go(ADMIN_PATHS.newEnquiry, {
              fromList: true,
              state: {
                enquiryFrom: {
                  id: message.id,
                  name: message.name,
                  phone: message.phone,
                  email: message.email,
                  text: [message.subject, message.message]
                    .filter(Boolean)
                    .join(": ")
                    .slice(0, ENQUIRY_LIMITS.note),
                },
              } satisfies FromMessage,
            })
          }
          onOpenCustomer={(id) => open(id)}
          onMakeCustomer={(message) =>
            go(ADMIN_PATHS.newCustomer, {
              fromList: true,
              state: {
                fromMessage: {
                  id: message.id,
                  name: message.name,
                  phone: message.phone,
                  email: message.email,
                },
              } satisfies FromMessage,
            })
          }
        />
      ) : screen.view === "customer" ? (
        <CustomerPage
          key={screen.customerId}
          customerId={screen.customerId}
          call={call}
          download={download}
          onBack={() => back(ADMIN_PATHS.customers)}
          onOpenOrder={(orderId) => go(ADMIN_PATHS.order(orderId))}
          onOpenCustomer={(c) => open(c.id)}
        />
      ) : screen.view === "new" ? (
        <section aria-labelledby="new-customer-heading">
          <h2 id="new-customer-heading" className="mb-4 text-2xl font-bold text-maroon-800">
            {m.admin_customers_new({}, o)}
          </h2>
          <CustomerForm
            key={fromMessage?.id ?? "new"}
            draftOf={fromMessage ? `new-customer-from-message-${fromMessage.id}` : "new-customer"}
            initial={emptyCustomerDraft(
              fromMessage
                ? { name: fromMessage.name, phone: fromMessage.phone, email: fromMessage.email }
                : undefined,
            )}
            fromMessageId={fromMessage?.id ?? null}
            call={call}
            onSaved={(d) => {
              toast({ title: m.admin_customers_added({}, o), description: d.customer.name });
              go(ADMIN_PATHS.customer(d.customer.id), { replace: true });
            }}
            onOpenExisting={(c) => go(ADMIN_PATHS.customer(c.id), { replace: true })}
            onClose={() => back(fromMessage ? ADMIN_PATHS.inbox : ADMIN_PATHS.customers)}
          />
        </section>
      ) : (
        <CustomerList
          call={call}
          download={download}
          filter={filter}
          onFilter={setFilter}
          onOpen={(id) => open(id, true)}
          onNew={() => go(ADMIN_PATHS.newCustomer, { fromList: true })}
        />
      )}
    </div>
  );
}
