import { describe, expect, it } from "vitest";
import { BUSINESS } from "./business";
import { QUOTATION_BODY, QUOTATION_SUBJECT, quotationMailto } from "./quotation";

describe("quotation e-mail", () => {
  it("addresses the enquiry e-mail with the spec's subject", () => {
    const url = new URL(quotationMailto());
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(BUSINESS.email);
    expect(url.searchParams.get("subject")).toBe(
      "Quotation Request - Rajputi Poshak & Designer Wear",
    );
    expect(url.searchParams.get("body")).toBe(QUOTATION_BODY);
    expect(QUOTATION_SUBJECT).toBe(url.searchParams.get("subject"));
  });

  it("asks for everything the spec lists", () => {
    for (const topic of [
      /wholesale pricing for bulk orders/i,
      /fabric and embroidery options/i,
      /customization possibilities/i,
      /delivery timelines/i,
      /minimum order quantities/i,
      /catalog and price list/i,
    ]) {
      expect(QUOTATION_BODY).toMatch(topic);
    }
  });
});
