import { Plus } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { filterAdminOrders, orderFilterQuery } from "../../../shared/admin";
import {
  ADMIN_PATHS,
  orderFilterOf,
  orderFilterParams,
  type AdminScreen,
} from "../../../shared/admin-paths";
import { todayInIndia } from "../../../shared/dates";
import { Button } from "./button";
import { ExportButton } from "./export-button";
import { useAdminLocale } from "./i18n/admin-locale";
import { problemText } from "./i18n/problem-text";
import { LoadMore } from "./load-more";
import { Notice } from "./notice";
import { OrderDetail } from "./order-detail";
import { OrderTable } from "./order-table";
import { AttentionPanel } from "./orders/attention-panel";
import { OverdueChallans } from "./workshop/overdue-challans";
import { OrderFilters } from "./orders/order-filters";
import { orderListTexts } from "./orders/order-list-texts";
import { NewOrder } from "./orders/new-order";
import { useDesignChoices } from "./orders/use-design-choices";
import { useAddressQuery, useAdminNav } from "./use-admin-nav";
import type { AdminCall, AdminDownload } from "./use-admin-session";
import { DocumentScreen } from "./bills/document-screen";
import { useOrderList } from "./use-order-list";

/** The Orders tab: the list (/admin/orders, its filter in the query), one order, a new one. */
export function OrdersTab({
  screen,
  call,
  download,
  token,
}: {
  screen: Extract<AdminScreen, { tab: "Orders" }>;
  call: AdminCall;
  download: AdminDownload;
  /** Demo mode's session token, for an order's photo uploads. */
  token?: string | undefined;
}) {
  // The order's and the new order's forms name designs; the list does not need them.
  const designs = useDesignChoices(call, screen.view !== "list");
  const { go, back, fromList } = useAdminNav();
  const locale = useAdminLocale();
  const texts = orderListTexts(locale);
  const [filter, setFilter] = useAddressQuery(
    orderFilterOf,
    orderFilterParams,
    screen.view === "list",
  );
  // The server filters, sorts and pages; the list keeps the pages read while an order is open.
  const list = useOrderList(call, filter);
  const { refresh } = list;

  // Back on the list from an order (or the new-order form): the rows it had, where it was
  // scrolled to, and only the rows shown asked for again (an older answer never wins).
  const scrolledTo = useRef(0);
  const lastView = useRef(screen.view);
  useLayoutEffect(() => {
    const from = lastView.current;
    lastView.current = screen.view;
    if (screen.view !== "list" || from === "list") return;
    window.scrollTo(0, scrolledTo.current);
    void refresh();
  }, [screen.view, refresh]);
  const leaveList = (to: string) => {
    scrolledTo.current = window.scrollY;
    go(to, { fromList: true });
  };

  const toList = () => back(ADMIN_PATHS.orders, { keepScroll: true });
  const { follow } = list;

  if (screen.view === "document")
    return <DocumentScreen {...screen} call={call} download={download} />;
  if (screen.view === "order")
    return (
      <OrderDetail
        download={download}
        token={token}
        key={screen.orderId}
        orderId={screen.orderId}
        call={call}
        designs={designs}
        onAnswer={follow}
        onBack={toList}
      />
    );
  if (screen.view === "new")
    return (
      <NewOrder
        designs={designs}
        call={call}
        onSaved={(detail) => {
          follow(detail.order);
          // The new order takes the form's place in the history: Back goes to the list.
          go(ADMIN_PATHS.order(detail.order.orderId), {
            replace: true,
            fromList: fromList ?? false,
          });
        }}
        onClose={toList}
      />
    );

  // The browser applies the same rule to the rows it holds: a row an answer changed (or the
  // old filter's rows, until the new one's answer comes) shows only if it belongs.
  const shown = filterAdminOrders(list.orders ?? [], filter);
  return (
    <section aria-label={texts.title}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-maroon-800">{texts.title}</h2>
        {/* On a phone the buttons are smaller, so the orders begin higher on the first screen. */}
        <div className="flex flex-wrap gap-2 max-sm:[&_button]:px-3 max-sm:[&_button]:py-1.5 max-sm:[&_button]:text-sm">
          <ExportButton
            download={download}
            path={`/orders/export.csv?${orderFilterQuery(filter)}`}
          />
          <ExportButton
            download={download}
            path="/orders/payments/export.csv"
            label={texts.exportPayments}
          />
          <Button onClick={() => leaveList(ADMIN_PATHS.newOrder)}>
            <Plus className="size-4" aria-hidden="true" /> {texts.newOrder}
          </Button>
        </div>
      </div>
      {list.attention && (
        <AttentionPanel
          counts={list.attention}
          selected={filter.attention}
          onSelect={(attention) => setFilter({ ...filter, attention })}
        />
      )}
      <OverdueChallans call={call} onOpen={leaveList} />
      <OrderFilters filter={filter} onChange={setFilter} />
      {list.error && (
        <Notice error>
          {problemText(locale, list.error, {
            labels: { search: texts.search },
            known: texts.problems,
          })}
        </Notice>
      )}
      {list.orders === null && !list.error && <Notice>{texts.loading}</Notice>}
      {list.orders && shown.length === 0 && !list.stale && !list.hasMore && (
        <Notice>{texts.none}</Notice>
      )}
      <div aria-busy={list.stale || undefined} className={list.stale ? "opacity-70" : ""}>
        {shown.length > 0 && (
          <OrderTable
            orders={shown}
            sorting={filter}
            onSort={(sorting) => setFilter({ ...filter, ...sorting })}
            onOpen={(orderId) => leaveList(ADMIN_PATHS.order(orderId))}
            today={todayInIndia()}
          />
        )}
      </div>
      {list.hasMore && !list.stale && (
        <LoadMore
          auto
          onMore={() => void list.more()}
          loading={list.loadingMore}
          label={texts.loadMore}
          status={texts.shown(shown.length)}
        />
      )}
    </section>
  );
}
