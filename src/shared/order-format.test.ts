import { describe, expect, it } from "vitest";
import {
  formatIndianDate,
  formatIndianDateTime,
  formatRupees,
  maskAddress,
  maskPhone,
  toPublicOrder,
} from "./orders";
import { formatRecentDate } from "./order-format";
import { SAMPLE_ORDERS } from "./sample-orders";

describe("formatIndianDate", () => {
  it("writes dates in Indian English", () => {
    expect(formatIndianDate("2024-01-15")).toBe("15 January 2024");
    expect(formatIndianDate("2024-12-01")).toBe("1 December 2024");
  });

  it("does not shift the day across time zones", () => {
    expect(formatIndianDate("2024-02-29")).toBe("29 February 2024");
  });

  it("returns unparseable input unchanged", () => {
    expect(formatIndianDate("soon")).toBe("soon");
  });
});

describe("formatRecentDate", () => {
  it("leaves out the year of a date in this year, in both languages", () => {
    expect(formatRecentDate("2026-01-05", "en", "2026-11-28")).toBe("5 Jan");
    expect(formatRecentDate("2026-11-28", "hi", "2026-11-28")).toBe("28 नव॰");
  });

  it("keeps the year of a date in another year", () => {
    expect(formatRecentDate("2025-12-31", "en", "2026-01-01")).toBe("31 Dec 2025");
    expect(formatRecentDate("2027-01-02", "hi", "2026-12-30")).toBe("2 जन॰ 2027");
    expect(formatRecentDate("soon", "en", "2026-01-01")).toBe("soon");
  });
});

describe("formatRupees", () => {
  it("groups digits the Indian way with the rupee sign", () => {
    expect(formatRupees(18500)).toBe("₹18,500");
    expect(formatRupees(475000)).toBe("₹4,75,000");
    expect(formatRupees(0)).toBe("₹0");
  });
});

describe("maskPhone", () => {
  it("keeps the country code and the last four digits", () => {
    expect(maskPhone("+91 98765 43210")).toBe("+91 ***** *3210");
    expect(maskPhone("9876543210")).toBe("******3210");
  });

  it("never reveals more than four digits", () => {
    for (const phone of ["+91-98765-43210", "(0141) 256 7890", "12"]) {
      const shown = maskPhone(phone)
        .replace(/^\+\d{1,3}/, "")
        .replace(/\D/g, "");
      expect(shown.length).toBeLessThanOrEqual(4);
    }
  });
});

describe("maskAddress", () => {
  it("keeps only city and state", () => {
    const address = {
      line: "B-42, Vaishali Nagar",
      city: "Jaipur",
      state: "Rajasthan",
      postalCode: "302021",
    };
    expect(maskAddress(address)).toBe("Jaipur, Rajasthan");
  });
});

describe("toPublicOrder", () => {
  const order = SAMPLE_ORDERS[0]!;
  const withDetails = toPublicOrder(order, { withDetails: true });
  const statusOnly = toPublicOrder(order, { withDetails: false });

  it("masks personal data and formats the amount when the details are asked for", () => {
    expect(withDetails.details).toEqual({
      customerName: order.customerName,
      customerPhone: maskPhone(order.customerPhone),
      address: `${order.address.city}, ${order.address.state}`,
      items: order.items.map((i) => i.name),
      totalAmount: formatRupees(order.amountRupees),
    });
  });

  it("shows progress, dates and history only without them, and never the owners' data", () => {
    expect(statusOnly).toEqual({ ...withDetails, details: null });
    expect(Object.keys(statusOnly).sort()).toEqual(
      [
        "cancelledOn",
        "currentStatus",
        "details",
        "expectedDelivery",
        "orderDate",
        "orderId",
        "statusHistory",
      ].sort(),
    );
    const text = JSON.stringify(statusOnly);
    for (const secret of [order.customerName, "3210", order.address.city, "18,500"])
      expect(text).not.toContain(secret);
    for (const secret of [order.address.line, order.address.postalCode, order.customerPhone])
      expect(JSON.stringify(withDetails)).not.toContain(secret);
  });

  it("puts the boutique's notes in the history by their date in India, after that day's status", () => {
    const notes = [
      // 20:00 UTC on 14 January is 15 January in Jaipur, the order date.
      { at: "2024-01-14T20:00:00.000Z", text: "Measurements taken" },
      { at: "2024-02-20T04:00:00.000Z", text: "Blouse fitting on Friday" },
    ];
    const { statusHistory } = toPublicOrder(order, { withDetails: false, notes });
    expect(statusHistory.map((e) => [e.kind, e.date])).toEqual([
      ["status", "2024-01-15"],
      ["note", "2024-01-15"],
      ["status", order.statusHistory[1]!.date],
      ["note", "2024-02-20"],
    ]);
    expect(statusHistory[1]).toEqual({
      kind: "note",
      date: "2024-01-15",
      description: "Measurements taken",
    });
  });

  it("says when a cancelled order was cancelled, as a date in India", () => {
    expect(statusOnly.cancelledOn).toBeNull();
    const cancelled = {
      ...order,
      cancellation: {
        at: "2024-01-20T19:00:00.000Z",
        by: "Sunita Rathore",
        reason: "Changed mind",
      },
    };
    const pub = toPublicOrder(cancelled, { withDetails: false });
    expect(pub.cancelledOn).toBe("2024-01-21");
    expect(JSON.stringify(pub)).not.toContain("Changed mind");
  });
});

describe("formatIndianDateTime", () => {
  it("shows a UTC timestamp in Jaipur's time (UTC+5:30)", () => {
    const shown = formatIndianDateTime("2026-11-22T04:02:00.000Z");
    expect(shown).toMatch(/22 Nov 2026/);
    expect(shown).toMatch(/9:32/);
  });
});
