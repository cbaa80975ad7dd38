/**
 * Work sent out (issue 24 §2): a challan, the numbered delivery note that goes with fabric or a
 * piece to a karigar's outside work, and what comes back. Pieces are whole numbers and fabric
 * whole centimetres (no floats: 2.5 m is 250). The refusals name the field in English; the back
 * office says them in Hindi (client/features/admin/workshop/workshop-problems.ts).
 */
import { isoDate, optionalText, requiredText } from "../schema-fields";
import { z } from "../zod";
import { STEP_IDS } from "./karigar-input";

export const CHALLAN_STATES = ["open", "partly-returned", "returned"] as const;
export type ChallanState = (typeof CHALLAN_STATES)[number];

/** What the list shows: every challan, one state, or the overdue ones. */
export const CHALLAN_FILTERS = ["all", "open", "partly-returned", "returned", "overdue"] as const;
export type ChallanFilter = (typeof CHALLAN_FILTERS)[number];

export const MAX_CHALLAN_PIECES = 10_000;
/** 10 km of fabric in centimetres: no line is longer. */
export const MAX_CHALLAN_CENTIMETRES = 1_000_000;
export const MAX_CHALLAN_LINES = 20;

export const CHALLAN_REFUSALS = {
  pieces: `Pieces must be a whole number from 0 to ${MAX_CHALLAN_PIECES}`,
  centimetres: `Metres must be in whole centimetres, at most ${MAX_CHALLAN_CENTIMETRES / 100} m`,
  emptyLine: "Each line needs pieces or metres",
  line: "Each line must be a description with pieces or metres",
  lines: `A challan lists 1 to ${MAX_CHALLAN_LINES} lines`,
  returnLines: "Say what came back",
  expectedBeforeSent: "Expected back must be on or after the day it was sent",
  returnedBeforeSent: "Returned on must be on or after the day it was sent",
  moreThanSent: "More came back than is still out on this line",
  lineNotOnChallan: "This line is not on the challan",
  alreadyReturned: "Everything on this challan has come back",
  challanNotFound: "Challan not found",
  filter: `Show must be one of: ${CHALLAN_FILTERS.join(", ")}`,
  order: "Order must be an order number",
  once: "Each line comes back once in a return",
} as const;

const ORDER_ID = /^[A-Z0-9-]{1,40}$/;

const whole = (message: string, max: number) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);

const pieces = whole(CHALLAN_REFUSALS.pieces, MAX_CHALLAN_PIECES).default(0);
const centimetres = whole(CHALLAN_REFUSALS.centimetres, MAX_CHALLAN_CENTIMETRES).default(0);

const ChallanLineSchema = z
  .object(
    { description: requiredText("Description", 200), quantity: pieces, centimetres },
    { error: CHALLAN_REFUSALS.line },
  )
  .refine((l) => l.quantity + l.centimetres > 0, {
    path: ["quantity"],
    message: CHALLAN_REFUSALS.emptyLine,
  });

/** POST /workshop/challans: to whom, for which order and step, what, back by when. */
export const ChallanInputSchema = z
  .object({
    karigarId: z
      .number({ error: "Karigar is required" })
      .int("Karigar is required")
      .min(1, "Karigar is required"),
    orderId: z
      .string({ error: CHALLAN_REFUSALS.order })
      .trim()
      .toUpperCase()
      .regex(ORDER_ID, CHALLAN_REFUSALS.order),
    stepId: z.enum(STEP_IDS as [string, ...string[]], {
      error: "Step must be one of the production steps",
    }),
    sentOn: isoDate("Sent on"),
    expectedOn: isoDate("Expected back"),
    note: optionalText("Note", 500),
    lines: z
      .array(ChallanLineSchema, { error: CHALLAN_REFUSALS.lines })
      .min(1, CHALLAN_REFUSALS.lines)
      .max(MAX_CHALLAN_LINES, CHALLAN_REFUSALS.lines),
  })
  .refine((c) => c.expectedOn >= c.sentOn, {
    path: ["expectedOn"],
    message: CHALLAN_REFUSALS.expectedBeforeSent,
  });
export type ChallanInput = z.output<typeof ChallanInputSchema>;

/** POST /workshop/challans/:id/returns: what came back of each line, and when. */
export const ChallanReturnInputSchema = z
  .object({
    returnedOn: isoDate("Returned on"),
    note: optionalText("Note", 500),
    lines: z
      .array(
        z.object(
          {
            lineId: z
              .number({ error: CHALLAN_REFUSALS.lineNotOnChallan })
              .int(CHALLAN_REFUSALS.lineNotOnChallan)
              .min(1, CHALLAN_REFUSALS.lineNotOnChallan),
            quantity: pieces,
            centimetres,
          },
          { error: CHALLAN_REFUSALS.returnLines },
        ),
        { error: CHALLAN_REFUSALS.returnLines },
      )
      .max(MAX_CHALLAN_LINES, CHALLAN_REFUSALS.returnLines),
  })
  .refine((r) => r.lines.some((l) => l.quantity + l.centimetres > 0), {
    path: ["lines"],
    message: CHALLAN_REFUSALS.returnLines,
  })
  .refine((r) => new Set(r.lines.map((l) => l.lineId)).size === r.lines.length, {
    path: ["lines"],
    message: CHALLAN_REFUSALS.once,
  });
export type ChallanReturnInput = z.output<typeof ChallanReturnInputSchema>;

/** GET /workshop/challans: which ones, of one order or karigar. */
export const ChallanQuerySchema = z.object({
  show: z.enum(CHALLAN_FILTERS, { error: CHALLAN_REFUSALS.filter }).default("all"),
  order: z
    .string({ error: CHALLAN_REFUSALS.order })
    .regex(ORDER_ID, CHALLAN_REFUSALS.order)
    .optional(),
});
export type ChallanQuery = z.output<typeof ChallanQuerySchema>;

/** "2.5" metres → 250 centimetres; null when it is not metres to the centimetre. */
export function centimetresOf(metres: string): number | null {
  const typed = metres.trim();
  if (typed === "") return 0;
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(typed)) return null;
  const [whole, part = ""] = typed.split(".");
  return Number(whole) * 100 + Number(part.padEnd(2, "0"));
}

/** 250 → "2.5", 300 → "3", 5 → "0.05". */
export function metresOf(centimetres: number): string {
  const whole = Math.floor(centimetres / 100);
  const part = String(centimetres % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return part ? `${whole}.${part}` : String(whole);
}
