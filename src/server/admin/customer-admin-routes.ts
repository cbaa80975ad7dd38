import { Hono, type Context } from "hono";
import { CustomerListQuerySchema } from "../../shared/customer-list";
import {
  CUSTOMER_REFUSALS,
  CustomerEditSchema,
  CustomerRecordSchema,
  OrdersContactUpdateSchema,
  type CustomerSummary,
  type OrdersContactUpdated,
} from "../../shared/customers";
import { todayInIndia } from "../../shared/dates";
import { MeasurementsSchema } from "../../shared/measurements";
import { requireOwner, type OwnerEnv } from "../auth/require-owner";
import { loadCustomerDetail } from "../customers/customer-detail";
import { listCustomers } from "../customers/customer-list";
import { addMeasurements, createCustomer, editCustomer } from "../customers/customer-records";
import { updateOrdersContact } from "../customers/order-contact";
import { jsonBodyLimit } from "../json-body";
import { validatedBody } from "../validated-body";
import type { AdminDeps } from "./admin-deps";
import { customersCsv } from "./csv-exports";
import { exportAnswerer } from "./csv-stream";
import { invalidInput } from "./invalid-input";

export const CUSTOMER_NOT_FOUND = { error: CUSTOMER_REFUSALS.notFound } as const;
const BODY_BYTES = 8 * 1024;

type OwnerContext = Context<OwnerEnv>;

/** The refusal of a phone number that already belongs to another customer: she is offered. */
const phoneTaken = (c: OwnerContext, existing: CustomerSummary) =>
  c.json(
    {
      error: CUSTOMER_REFUSALS.phoneTaken(existing.name),
      field: "phone",
      customer: existing,
    },
    409,
  );

/**
 * The owners' customers: the list (search, type, pages) and its CSV, a customer's page, new
 * records, edits (from the revision shown), her details copied onto her open orders, and
 * measurements. Every route needs an owner.
 */
export function customerAdminRoutes(deps: AdminDeps): Hono<OwnerEnv> {
  const owner = requireOwner(deps);
  const exportAnswer = exportAnswerer(deps);
  const body = jsonBodyLimit(BODY_BYTES);
  const who = (c: OwnerContext) => ({
    by: c.get("session").user.username,
    now: deps.now(),
    site: deps.publicUrl,
  });
  /** The customer's id from the path; undefined when it cannot be one. */
  const idOf = (c: OwnerContext) => {
    const text = c.req.param("customerId") ?? "";
    const id = Number(text);
    return /^[1-9]\d{0,9}$/.test(text) && id <= 2 ** 31 - 1 ? id : undefined;
  };
  const detail = async (c: OwnerContext, id: number, status: 200 | 201 = 200) => {
    const found = await loadCustomerDetail(deps.db, id);
    return found ? c.json(found, status) : c.json(CUSTOMER_NOT_FOUND, 404);
  };

  return new Hono<OwnerEnv>()
    .get("/", owner, async (c) => {
      const query = CustomerListQuerySchema.safeParse(c.req.query());
      if (!query.success) return c.json(invalidInput(query.error), 400);
      return c.json(await listCustomers(deps.db, query.data, todayInIndia(deps.now())), 200);
    })
    .get("/export.csv", owner, async (c) => {
      const query = CustomerListQuerySchema.safeParse(c.req.query());
      if (!query.success) return c.json(invalidInput(query.error), 400);
      return exportAnswer(c, "customers", customersCsv(deps.db, query.data));
    })
    .post("/", owner, body, async (c) => {
      const input = await validatedBody(c, CustomerRecordSchema);
      if (!input.ok) return input.response;
      const outcome = await createCustomer(deps.db, input.data, who(c));
      if ("phoneTaken" in outcome) return phoneTaken(c, outcome.phoneTaken);
      if ("messageNotFound" in outcome)
        return c.json({ error: CUSTOMER_REFUSALS.messageNotFound, field: "fromMessageId" }, 404);
      return detail(c, outcome.created, 201);
    })
    .get("/:customerId", owner, async (c) => {
      const id = idOf(c);
      return id ? detail(c, id) : c.json(CUSTOMER_NOT_FOUND, 404);
    })
    .patch("/:customerId", owner, body, async (c) => {
      const input = await validatedBody(c, CustomerEditSchema);
      if (!input.ok) return input.response;
      const id = idOf(c);
      if (!id) return c.json(CUSTOMER_NOT_FOUND, 404);
      const outcome = await editCustomer(deps.db, deps.engine, id, input.data, who(c));
      if (outcome === "customer-not-found") return c.json(CUSTOMER_NOT_FOUND, 404);
      if (outcome === "stale") return c.json({ error: CUSTOMER_REFUSALS.stale }, 409);
      if (typeof outcome === "object") return phoneTaken(c, outcome.phoneTaken);
      return detail(c, id);
    })
    .post("/:customerId/orders/contact", owner, body, async (c) => {
      const input = await validatedBody(c, OrdersContactUpdateSchema);
      if (!input.ok) return input.response;
      const id = idOf(c);
      if (!id) return c.json(CUSTOMER_NOT_FOUND, 404);
      const outcome = await updateOrdersContact(
        deps.db,
        deps.engine,
        id,
        input.data.orderIds,
        who(c),
      );
      if (outcome === "customer-not-found") return c.json(CUSTOMER_NOT_FOUND, 404);
      const found = await loadCustomerDetail(deps.db, id);
      if (!found) return c.json(CUSTOMER_NOT_FOUND, 404);
      const answer: OrdersContactUpdated = { updated: outcome, detail: found };
      return c.json(answer, 200);
    })
    .post("/:customerId/measurements", owner, body, async (c) => {
      const input = await validatedBody(c, MeasurementsSchema);
      if (!input.ok) return input.response;
      const id = idOf(c);
      if (!id) return c.json(CUSTOMER_NOT_FOUND, 404);
      const outcome = await addMeasurements(deps.db, deps.engine, id, input.data, who(c));
      if (outcome === "customer-not-found") return c.json(CUSTOMER_NOT_FOUND, 404);
      return detail(c, id, 201);
    });
}
