/**
 * The challan forms as typed: metres to whole centimetres (no floats), pieces as whole
 * numbers, and each refusal naming its field before anything is sent.
 */
import { describe, expect, it } from "vitest";
import { centimetresOf, metresOf } from "../../../../shared/workshop/challan-input";
import { challanInputOf, returnInputOf, type ChallanDraft } from "./challan-drafts";

const draft = (over: Partial<ChallanDraft> = {}): ChallanDraft => ({
  karigarId: "3",
  orderId: "rr2026004",
  stepId: "step-4",
  sentOn: "2026-03-02",
  expectedOn: "2026-03-09",
  note: "",
  lines: [{ description: "Georgette", quantity: "", metres: "5.5" }],
  ...over,
});

describe("challan drafts", () => {
  it("reads metres to the centimetre and says them back", () => {
    expect(["2.5", "0.05", "3", " 12.75 ", "", "0.1"].map(centimetresOf)).toEqual([
      250, 5, 300, 1275, 0, 10,
    ]);
    expect(["2,5", "1.234", "-1", "abc", "1e3"].map(centimetresOf)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect([250, 5, 300, 1275, 10].map(metresOf)).toEqual(["2.5", "0.05", "3", "12.75", "0.1"]);
  });

  it("sends a challan in pieces and centimetres, the order's number in capitals", () => {
    expect(challanInputOf(draft())).toEqual({
      ok: true,
      data: {
        karigarId: 3,
        orderId: "RR2026004",
        stepId: "step-4",
        sentOn: "2026-03-02",
        expectedOn: "2026-03-09",
        note: "",
        lines: [{ description: "Georgette", quantity: 0, centimetres: 550 }],
      },
    });
  });

  it("refuses, naming the field, metres that are not a number and a line with nothing", () => {
    expect(
      challanInputOf(draft({ lines: [{ description: "Silk", quantity: "", metres: "2,5" }] })),
    ).toMatchObject({ ok: false, field: "lines.0.centimetres" });
    expect(
      challanInputOf(draft({ lines: [{ description: "Silk", quantity: "", metres: "" }] })),
    ).toMatchObject({
      ok: false,
      field: "lines.0.quantity",
      error: "Each line needs pieces or metres",
    });
    expect(challanInputOf(draft({ karigarId: "" }))).toMatchObject({
      ok: false,
      field: "karigarId",
    });
  });

  it("sends only the lines that came back", () => {
    const lines = [
      {
        id: 7,
        description: "Georgette",
        quantity: 0,
        centimetres: 550,
        returnedQuantity: 0,
        returnedCentimetres: 0,
      },
      {
        id: 8,
        description: "Dupatta",
        quantity: 2,
        centimetres: 0,
        returnedQuantity: 0,
        returnedCentimetres: 0,
      },
    ];
    expect(
      returnInputOf(
        { returnedOn: "2026-03-05", note: "", lines: { 7: { quantity: "", metres: "3" } } },
        lines,
      ),
    ).toEqual({
      ok: true,
      data: {
        returnedOn: "2026-03-05",
        note: "",
        lines: [{ lineId: 7, quantity: 0, centimetres: 300 }],
      },
    });
    expect(returnInputOf({ returnedOn: "2026-03-05", note: "", lines: {} }, lines)).toMatchObject({
      ok: false,
      field: "lines",
      error: "Say what came back",
    });
  });
});
