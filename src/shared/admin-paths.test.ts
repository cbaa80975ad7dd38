import { describe, expect, it } from "vitest";
import { DEFAULT_ORDER_FILTER } from "./admin";
import {
  ADMIN_PATHS,
  adminScreenOf,
  isAdminHome,
  orderFilterOf,
  orderFilterParams,
} from "./admin-paths";

describe("the back office's addresses", () => {
  it("reads each screen from its address, and each screen's address reads back as it", () => {
    expect(adminScreenOf("/admin")).toEqual({ tab: "Orders", view: "list" });
    expect(adminScreenOf("/admin/")).toEqual({ tab: "Orders", view: "list" });
    expect(adminScreenOf(ADMIN_PATHS.order("RR2026003"))).toEqual({
      tab: "Orders",
      view: "order",
      orderId: "RR2026003",
    });
    expect(adminScreenOf(ADMIN_PATHS.document("RR2026003", 41))).toEqual({
      tab: "Orders",
      view: "document",
      orderId: "RR2026003",
      documentId: 41,
    });
    expect(adminScreenOf(ADMIN_PATHS.customer(12))).toEqual({
      tab: "Customers",
      view: "customer",
      customerId: 12,
    });
    expect(adminScreenOf(ADMIN_PATHS.design(7))).toMatchObject({ view: "design", designId: 7 });
    expect(adminScreenOf(ADMIN_PATHS.inbox)).toEqual({ tab: "Customers", view: "inbox" });
    expect(adminScreenOf(ADMIN_PATHS.enquiries)).toEqual({ tab: "Customers", view: "enquiries" });
    expect(adminScreenOf(ADMIN_PATHS.newEnquiry)).toEqual({
      tab: "Customers",
      view: "new-enquiry",
    });
    expect(adminScreenOf(ADMIN_PATHS.quoteSheet(42, 2))).toEqual({
      tab: "Customers",
      view: "quote-sheet",
      enquiryId: 42,
      version: 2,
    });
    expect(adminScreenOf("/admin/enquiries/42/quote/0").view).toBe("unknown");
    expect(adminScreenOf("/admin/enquiries/42/quote").view).toBe("unknown");
    expect(adminScreenOf(ADMIN_PATHS.enquiry(42))).toEqual({
      tab: "Customers",
      view: "enquiry",
      enquiryId: 42,
    });
    expect(adminScreenOf("/admin/enquiries/0").view).toBe("unknown");
    expect(adminScreenOf(ADMIN_PATHS.settings).tab).toBe("Settings");
    expect(adminScreenOf(ADMIN_PATHS.money)).toEqual({ tab: "Money", view: "money" });
    expect(adminScreenOf("/admin/money/")).toEqual({ tab: "Money", view: "money" });
    expect(adminScreenOf(ADMIN_PATHS.newOrder).view).toBe("new");
    expect(adminScreenOf(ADMIN_PATHS.newCustomer).view).toBe("new");
    expect(adminScreenOf(ADMIN_PATHS.newDesign).view).toBe("new");
    expect(adminScreenOf(ADMIN_PATHS.workshop)).toEqual({ tab: "Workshop", view: "karigars" });
    expect(adminScreenOf(ADMIN_PATHS.workload)).toEqual({ tab: "Workshop", view: "board" });
    expect(adminScreenOf(ADMIN_PATHS.newKarigar)).toEqual({ tab: "Workshop", view: "new" });
    expect(adminScreenOf(ADMIN_PATHS.karigar(3))).toEqual({
      tab: "Workshop",
      view: "karigar",
      karigarId: 3,
    });
  });

  it("anything else is an unknown screen, never a guess", () => {
    for (const path of [
      "/admin/nope",
      "/admin/customers/0",
      "/admin/customers/abc",
      "/admin/products/1/2",
      "/admin/orders/%E0%A4",
      "/admin/settings/x",
      "/admin/workshop/0",
      "/admin/workshop/abc",
      "/admin/workshop/3/statement",
      "/admin/orders/RR2026003/documents",
      "/admin/orders/RR2026003/documents/0",
      "/admin/orders/RR2026003/documents/4/5",
      "/admin/orders/RR2026003/notes/4",
      "/admin/money/day-book",
      "/administrator",
    ])
      expect(adminScreenOf(path), path).toEqual({ tab: null, view: "unknown" });
  });

  it("keeps the orders list's filter in the query, only what differs from the default", () => {
    expect(orderFilterParams(DEFAULT_ORDER_FILTER).toString()).toBe("");
    const filter = {
      ...DEFAULT_ORDER_FILTER,
      search: "Priya",
      moneyDue: true,
      attention: "overdue" as const,
    };
    const params = orderFilterParams(filter);
    expect(params.toString()).toBe("search=Priya&moneyDue=1&attention=overdue");
    expect(orderFilterOf(params)).toEqual(filter);
    // A part that does not parse keeps its default; the rest still applies.
    expect(orderFilterOf(new URLSearchParams("priority=nonsense&state=all"))).toEqual({
      ...DEFAULT_ORDER_FILTER,
      state: "all",
    });
  });

  it("keeps the list's sort (the server's) in the query with the filters", () => {
    const sorted = {
      ...DEFAULT_ORDER_FILTER,
      search: "Priya",
      sort: "delivery" as const,
      dir: "asc" as const,
    };
    const params = orderFilterParams(sorted);
    expect(params.toString()).toBe("search=Priya&sort=delivery&dir=asc");
    expect(orderFilterOf(params)).toEqual(sorted);
    expect(orderFilterOf(new URLSearchParams("sort=price&dir=up"))).toEqual(DEFAULT_ORDER_FILTER);
  });

  it("knows the home view (the tiles' view): /admin, with or without the slash, only", () => {
    expect(isAdminHome("/admin")).toBe(true);
    expect(isAdminHome("/admin/")).toBe(true);
    for (const other of ["/admin/orders", "/admin/settings", "/administrator", "/", "/hi/admin"])
      expect(isAdminHome(other), other).toBe(false);
  });
});
