import { Hono, type Context } from "hono";
import { todayInIndia } from "../../shared/dates";
import {
  EnquiryChangeSchema,
  EnquiryPageQuerySchema,
  OwnerEnquiryExtraSchema,
} from "../../shared/quotes/enquiry-admin";
import { enquirySchema } from "../../shared/quotes/enquiry-schema";
import { invalidInput } from "../admin/invalid-input";
import type { AdminDeps } from "../admin/admin-deps";
import { requireOwner, type OwnerEnv } from "../auth/require-owner";
import { jsonBodyLimit, readJsonObject } from "../json-body";
import { unstorableMessage, unstorableText } from "../../shared/storable-text";
import { validatedBody } from "../validated-body";
import {
  changeEnquiry,
  createOwnerEnquiry,
  linkEnquiryCustomer,
  readEnquiry,
} from "./enquiry-changes";
import { enquiryFigures } from "./enquiry-figures";
import { readEnquiryPage } from "./enquiry-list";

export const ENQUIRY_NOT_FOUND = { error: "Enquiry not found" } as const;
const BODY_BYTES = 16 * 1024;

type OwnerContext = Context<OwnerEnv>;

/**
 * The owners' Enquiries (issue 22 §2), every route for an owner: GET / (a page, its filter and
 * search, the counts), GET /figures (enquiry-figures.ts), POST / (one typed in from a call or visit, or made from a contact
 * message), GET /:id, PATCH /:id (state, lost reason, follow-up date, from the revision seen),
 * POST /:id/customer (her customer record linked, or made).
 */
export function enquiryAdminRoutes(deps: AdminDeps): Hono<OwnerEnv> {
  const owner = requireOwner(deps);
  const body = jsonBodyLimit(BODY_BYTES);
  const who = (c: OwnerContext) => ({ by: c.get("session").user.username, now: deps.now() });
  const idOf = (c: OwnerContext) => {
    const text = c.req.param("enquiryId") ?? "";
    const id = Number(text);
    return /^[1-9]\d{0,9}$/.test(text) && id <= 2 ** 31 - 1 ? id : undefined;
  };
  const detail = async (c: OwnerContext, id: number, status: 200 | 201 = 200) => {
    const found = await readEnquiry(deps.db, id);
    return found ? c.json(found, status) : c.json(ENQUIRY_NOT_FOUND, 404);
  };
  return new Hono<OwnerEnv>()
    .get("/", owner, async (c) => {
      const query = EnquiryPageQuerySchema.safeParse(c.req.query());
      if (!query.success) return c.json(invalidInput(query.error), 400);
      return c.json(await readEnquiryPage(deps.db, query.data, todayInIndia(deps.now())), 200);
    })
    .get("/figures", owner, async (c) => c.json(await enquiryFigures(deps.db, deps.now()), 200))
    .post("/", owner, body, async (c) => {
      const read = await readJsonObject(c);
      if (!read.ok) return read.response;
      const extra = OwnerEnquiryExtraSchema.safeParse(read.body);
      if (!extra.success) return c.json(invalidInput(extra.error), 400);
      const now = deps.now();
      const parsed = enquirySchema("en", todayInIndia(now)).safeParse(read.body);
      if (!parsed.success) return c.json(invalidInput(parsed.error), 400);
      const field = unstorableText(parsed.data);
      if (field !== undefined) return c.json({ error: unstorableMessage(field), field }, 400);
      const made = await createOwnerEnquiry(
        deps.db,
        parsed.data,
        {
          kind: extra.data.source,
          ...(extra.data.fromMessageId !== undefined
            ? { fromMessageId: extra.data.fromMessageId }
            : {}),
        },
        who(c),
      );
      if (made === "message-not-found")
        return c.json({ error: "Message not found", field: "fromMessageId" }, 404);
      if (made === "message-taken")
        return c.json({ error: "This message is already an enquiry", field: "fromMessageId" }, 409);
      return detail(c, made.id, 201);
    })
    .get("/:enquiryId", owner, async (c) => {
      const id = idOf(c);
      return id === undefined ? c.json(ENQUIRY_NOT_FOUND, 404) : detail(c, id);
    })
    .patch("/:enquiryId", owner, body, async (c) => {
      const input = await validatedBody(c, EnquiryChangeSchema);
      if (!input.ok) return input.response;
      const id = idOf(c);
      if (id === undefined) return c.json(ENQUIRY_NOT_FOUND, 404);
      const outcome = await changeEnquiry(deps.db, deps.engine, id, input.data, who(c));
      if (outcome === "not-found") return c.json(ENQUIRY_NOT_FOUND, 404);
      if (outcome === "stale")
        return c.json(
          {
            error: "Another owner changed this enquiry: it shows her change now",
            field: "revision",
          },
          409,
        );
      if (typeof outcome === "object")
        return c.json({ error: outcome.refused, field: "state" }, 409);
      return detail(c, id);
    })
    .post("/:enquiryId/customer", owner, async (c) => {
      const id = idOf(c);
      if (id === undefined) return c.json(ENQUIRY_NOT_FOUND, 404);
      const outcome = await linkEnquiryCustomer(deps.db, deps.engine, id, who(c));
      return outcome === "not-found" ? c.json(ENQUIRY_NOT_FOUND, 404) : detail(c, id);
    });
}
