import { describe, expect, it } from "vitest";
import { attentionCounts, balanceToneOf, deliveryMarkOf, inAttentionGroup } from "./attention";
import { csvCell, toCsv } from "./csv";
import { monthStarts, monthTrend } from "./dashboard";
import { convert, formatMeasurement, MeasurementsSchema } from "./measurements";
import type { CustomerStatus } from "./orders";

describe("CSV", () => {
  it("starts with a byte-order mark, quotes text, doubles quotes, ends lines with CRLF", () => {
    expect(toCsv(["A", "B"], [['say "hi"', 12]])).toBe('\uFEFF"A","B"\r\n"say ""hi""",12\r\n');
  });
  it("neutralises text a spreadsheet would run as a formula", () => {
    for (const text of ["=1+1", "+91 98", "-2", "@SUM(A1)", "\tx", "\rx"])
      expect(csvCell(text)).toBe(`"'${text.replace(/"/g, '""')}"`);
    expect(csvCell(-500)).toBe("-500");
    expect(csvCell("रानी पोशाक ₹")).toBe('"रानी पोशाक ₹"');
    expect(csvCell(null)).toBe("");
  });
});

describe("what needs attention", () => {
  const order = (
    expectedDelivery: string,
    currentStatus: CustomerStatus = "in-work",
    balanceRupees = 0,
  ) => ({ expectedDelivery, currentStatus, balanceRupees, cancelled: false });
  const today = "2026-11-24";
  it("sorts orders into overdue, due within 7 days, ready, and delivered with money due", () => {
    expect(inAttentionGroup(order("2026-11-23"), "overdue", today)).toBe(true);
    expect(inAttentionGroup(order("2026-11-23", "delivered"), "overdue", today)).toBe(false);
    expect(inAttentionGroup(order("2026-11-24"), "due-soon", today)).toBe(true);
    expect(inAttentionGroup(order("2026-12-01"), "due-soon", today)).toBe(true);
    expect(inAttentionGroup(order("2026-12-02"), "due-soon", today)).toBe(false);
    expect(inAttentionGroup(order("2027-01-01", "ready"), "ready", today)).toBe(true);
    expect(inAttentionGroup(order("2026-01-01", "delivered", 1), "unpaid-delivered", today)).toBe(
      true,
    );
    expect(inAttentionGroup(order("2026-01-01", "delivered", 0), "unpaid-delivered", today)).toBe(
      false,
    );
  });
  it("marks a list's delivery date: overdue by how long, due soon in how many days, else nothing", () => {
    expect(deliveryMarkOf(order("2026-11-23"), today)).toEqual({
      group: "overdue",
      label: "Overdue 1 day",
    });
    expect(deliveryMarkOf(order("2026-11-14"), today)?.label).toBe("Overdue 10 days");
    expect(deliveryMarkOf(order("2026-11-24"), today)?.label).toBe("Due today");
    expect(deliveryMarkOf(order("2026-11-25"), today)?.label).toBe("Due tomorrow");
    expect(deliveryMarkOf(order("2026-12-01"), today)).toEqual({
      group: "due-soon",
      label: "Due in 7 days",
    });
    expect(deliveryMarkOf(order("2026-12-02"), today)).toBeNull();
    expect(deliveryMarkOf(order("2026-11-01", "delivered", 500), today)).toBeNull();
    expect(deliveryMarkOf({ ...order("2026-11-01"), cancelled: true }, today)).toBeNull();
  });
  it("colours a balance red only when its order is overdue", () => {
    expect(balanceToneOf(order("2026-11-23", "in-work", 500), today)).toBe("overdue");
    // Money due on an order not late, delivered, or cancelled: not red.
    expect(balanceToneOf(order("2026-11-24", "in-work", 500), today)).toBe("due");
    expect(balanceToneOf(order("2026-11-01", "delivered", 500), today)).toBe("due");
    expect(balanceToneOf({ ...order("2026-11-01", "in-work", 500), cancelled: true }, today)).toBe(
      "due",
    );
    expect(balanceToneOf(order("2026-11-01"), today)).toBe("paid");
  });
  it("leaves cancelled orders out", () => {
    const cancelled = { ...order("2026-01-01"), cancelled: true };
    expect(attentionCounts([cancelled], today)).toEqual({
      overdue: 0,
      "due-soon": 0,
      ready: 0,
      "unpaid-delivered": 0,
    });
  });
});

describe("dashboard figures", () => {
  it("gives the trend against last month", () => {
    expect(monthTrend(112, 100)).toBe("+12%");
    expect(monthTrend(90, 100)).toBe("-10%");
    expect(monthTrend(3, 0)).toBe("+3");
    expect(monthTrend(0, 0)).toBe("+0");
  });
  it("finds the months' first days, across a new year", () => {
    expect(monthStarts("2026-01-15")).toEqual({ thisMonth: "2026-01-01", lastMonth: "2025-12-01" });
    expect(monthStarts("2026-11-24")).toEqual({ thisMonth: "2026-11-01", lastMonth: "2026-10-01" });
  });
});

describe("measurements", () => {
  it("converts between inches (quarters) and centimetres (halves)", () => {
    expect(convert(34, "in", "cm")).toBe(86.5);
    expect(convert(86.5, "cm", "in")).toBe(34);
    expect(convert(28.25, "in", "in")).toBe(28.25);
    expect(formatMeasurement(28.25, "in")).toBe("28.25 in");
    expect(formatMeasurement(28.5, "in")).toBe("28.5 in");
  });
  it("takes only plausible values, in quarters, at least one", () => {
    const parse = (values: object, unit = "in") =>
      MeasurementsSchema.safeParse({ unit, values, note: "" });
    expect(parse({ bust: 34.25 }).success).toBe(true);
    expect(parse({}).error?.issues[0]?.message).toBe("Enter at least one measurement");
    expect(parse({ bust: 34.1 }).error?.issues[0]?.message).toBe(
      "Bust must be in quarters (e.g. 32.25)",
    );
    expect(parse({ waist: 121 }).error?.issues[0]?.message).toBe(
      "Waist must be at most 120 inches",
    );
    expect(parse({ waist: 121 }, "cm").success).toBe(true);
  });
});
