/**
 * An enquiry's quote (issue 22 §3): what an owner types (QuoteContent, checked by
 * QuoteContentSchema, refusals in English naming the field) and what it comes to
 * (quote-totals.ts). Money is whole paise; fabric is whole centimetres.
 */
import { isoDate, optionalText, requiredText } from "../schema-fields";
import { z } from "../zod";
import { QUOTE_LIMITS } from "./quote-limits";

export { QUOTE_LIMITS };

/** How the taxes are shown: by the billing's GST rules, or said without figures. */
export const TAX_MODES = ["gst", "extra", "inclusive"] as const;
export type TaxMode = (typeof TAX_MODES)[number];

const paise = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of paise` })
    .int(`${label} must be a whole number of paise`)
    .min(0, `${label} cannot be below zero`)
    .max(QUOTE_LIMITS.paise, `${label} must be at most ₹10,00,00,000`);

/** A piece priced by its parts as the boutique prices them. */
const PartsSchema = z.object(
  {
    kind: z.literal("parts"),
    fabricCm: z
      .number({ error: "Fabric must be whole centimetres" })
      .int("Fabric must be whole centimetres")
      .min(0, "Fabric cannot be below zero")
      .max(QUOTE_LIMITS.fabricCm, "Fabric must be at most 1,000 metres"),
    /** Per metre. */
    fabricRatePaise: paise("Fabric rate"),
    embroideryPaise: paise("Embroidery"),
    stitchingPaise: paise("Stitching"),
    liningPaise: paise("Lining"),
    extrasPaise: paise("Extras"),
  },
  { error: "Price must be its parts or one price" },
);
const OnePriceSchema = z.object(
  { kind: z.literal("one"), piecePaise: paise("Price") },
  { error: "Price must be its parts or one price" },
);

export const QuoteLineSchema = z.object(
  {
    /** The catalogue design's id; null: a custom piece. */
    designId: z
      .number({ error: "Design must be a catalogue design" })
      .int("Design must be a catalogue design")
      .positive("Design must be a catalogue design")
      .max(2 ** 31 - 1, "Design must be a catalogue design")
      .nullable(),
    name: requiredText("Piece", QUOTE_LIMITS.name),
    note: optionalText("Piece note", QUOTE_LIMITS.note),
    quantity: z
      .number({ error: "Quantity must be a whole number" })
      .int("Quantity must be a whole number")
      .min(1, "Quantity must be at least 1")
      .max(QUOTE_LIMITS.quantity, `Quantity must be at most ${QUOTE_LIMITS.quantity}`),
    price: z.discriminatedUnion("kind", [PartsSchema, OnePriceSchema], {
      error: "Price must be its parts or one price",
    }),
    /** Taken off the line (quantity × piece). */
    discountPaise: paise("Discount"),
  },
  { error: "Each piece must be its name, quantity and price" },
);
export type QuoteLine = z.output<typeof QuoteLineSchema>;

const AdvanceSchema = z.discriminatedUnion(
  "kind",
  [
    z.object(
      {
        kind: z.literal("percent"),
        /** Basis points: 5000 is 50%. */
        bp: z
          .number({ error: "Advance must be a percentage" })
          .int("Advance must be a percentage")
          .min(0, "Advance cannot be below 0%")
          .max(10_000, "Advance must be at most 100%"),
      },
      { error: "Advance must be a percentage or an amount" },
    ),
    z.object(
      { kind: z.literal("amount"), paise: paise("Advance") },
      { error: "Advance must be a percentage or an amount" },
    ),
  ],
  { error: "Advance must be a percentage or an amount" },
);
export type Advance = z.output<typeof AdvanceSchema>;

export const QuoteContentSchema = z.object(
  {
    lines: z
      .array(QuoteLineSchema, { error: "Lines must be a list" })
      .min(1, "Add a piece")
      .max(QUOTE_LIMITS.lines, `At most ${QUOTE_LIMITS.lines} pieces`),
    rushPaise: paise("Rush fee"),
    deliveryPaise: paise("Delivery charge"),
    taxMode: z.enum(TAX_MODES, { error: "Taxes must be GST, extra or inclusive" }),
    validUntil: isoDate("Valid until"),
    promisedDelivery: isoDate("Promised delivery"),
    advance: AdvanceSchema,
    terms: optionalText("Terms", QUOTE_LIMITS.terms),
  },
  { error: "Content must be the quote's pieces, charges and terms" },
);
export type QuoteContent = z.output<typeof QuoteContentSchema>;

/** PUT /api/admin/quotes/:id: the content, from the revision the owner edited. */
export const QuoteSaveSchema = z.object(
  {
    revision: z
      .number({ error: "Revision must be a whole number" })
      .int("Revision must be a whole number")
      .min(0, "Revision must be a whole number"),
    content: QuoteContentSchema,
  },
  { error: "The quote must be its revision and content" },
);

const SEND_CHANNELS = "Channels must be WhatsApp or e-mail, each once";
/** notifications.ts's CHANNELS, said again: that module brings the back office's words along. */
const CHANNELS = ["whatsapp", "email"] as const;

/**
 * POST /api/admin/quotes/:id/send: the draft issued from the revision the owner saw, and sent
 * to her on the channels she chose among those she agreed to (none: handed over in person).
 */
export const QuoteSendSchema = z.object(
  {
    revision: QuoteSaveSchema.shape.revision,
    channels: z
      .array(z.enum(CHANNELS, { error: SEND_CHANNELS }), { error: SEND_CHANNELS })
      .max(CHANNELS.length, SEND_CHANNELS)
      .refine((c) => new Set(c).size === c.length, SEND_CHANNELS)
      .default([]),
  },
  { error: "Sending must be the revision and the channels" },
);

/** Her acceptance on her link: her name typed and the box ticked. */
export const QuoteAcceptSchema = z.object(
  {
    name: requiredText("Name", QUOTE_LIMITS.acceptName),
    agree: z.literal(true, { error: "Tick that you agree to accept the quote" }),
  },
  { error: "Acceptance must be her name and her agreement" },
);

/** An owner records her acceptance on her behalf. */
export const OwnerAcceptSchema = z.object(
  {
    version: z
      .number({ error: "Version must be a whole number" })
      .int("Version must be a whole number")
      .positive("Version must be a whole number"),
    name: requiredText("Name", QUOTE_LIMITS.acceptName),
    how: z.enum(["phone", "shop"], { error: "How must be phone or shop" }),
  },
  { error: "Acceptance must be the version, her name and how" },
);

export const QuoteChangeRequestSchema = z.object(
  {
    message: requiredText("Message", QUOTE_LIMITS.changeMessage),
  },
  { error: "Changes must be a message" },
);

/** What changed from one version to the next, as the owners read it. */
export interface QuoteChange {
  field: string;
  from: string;
  to: string;
}

/** Promised delivery counted back from her date: this many days before it, to spare. */
export const DAYS_SPARE_BEFORE_HER_DATE = 3;
/** Without her date: this many days from today. */
export const DEFAULT_MAKING_DAYS = 21;
/** A quote holds this many days. */
export const DEFAULT_VALID_DAYS = 15;
