import { describe, expect, it } from "vitest";
import {
  formatIndianDate,
  formatIndianDateTime,
  formatRupees,
  maskAddress,
  maskPhone,
  toPublicOrder,
} from "./orders";
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
  const pub = toPublicOrder(order);

  it("masks personal data and formats the amount", () => {
    expect(pub.customerName).toBe(order.customerName);
    expect(pub.customerPhone).toBe(maskPhone(order.customerPhone));
    expect(pub.address).toBe(`${order.address.city}, ${order.address.state}`);
    expect(pub.totalAmount).toBe(formatRupees(order.amountRupees));
  });

  it("leaves out the owners' data", () => {
    expect(Object.keys(pub).sort()).toEqual(
      [
        "address",
        "currentStatus",
        "customerName",
        "customerPhone",
        "expectedDelivery",
        "items",
        "orderDate",
        "orderId",
        "statusHistory",
        "totalAmount",
      ].sort(),
    );
    expect(JSON.stringify(pub)).not.toContain(order.address.line);
    expect(JSON.stringify(pub)).not.toContain(order.address.postalCode);
  });
});

describe("formatIndianDateTime", () => {
  it("shows a UTC timestamp in Jaipur's time (UTC+5:30)", () => {
    const shown = formatIndianDateTime("2026-11-22T04:02:00.000Z");
    expect(shown).toMatch(/22 Nov 2026/);
    expect(shown).toMatch(/9:32/);
  });
});
