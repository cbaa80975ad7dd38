import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import type { CustomerPage } from "../../shared/customer-list";
import {
  allowTimeForScrypt,
  createAdminTestApp,
  sessionTokenFor,
  withToken,
} from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";

allowTimeForScrypt();

const NOW = new Date("2026-03-10T10:00:00Z");
/** More than SQLite's 32,766 parameters a statement and PostgreSQL's 65,535. */
const MANY = 70_001;

/**
 * The customers CSV once failed past 32,768 customers on SQLite ("too many SQL variables": one
 * parameter per customer id) and past 65,536 on PostgreSQL. Its queries now join: their
 * parameters are as few whatever the number of customers.
 */
describeEachEngine("the customers CSV of more customers than a query has parameters", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let token: string;

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => NOW);
    token = await sessionTokenFor(testDb.db, "sunita", NOW);
    const at = NOW.toISOString();
    // One transaction: one commit (and one wait for the disk) instead of one a statement.
    await testDb.db.db.transaction().execute(async (trx) => {
      for (let start = 0; start < MANY; start += 1000) {
        const rows = Array.from({ length: Math.min(1000, MANY - start) }, (_, i) => {
          const n = start + i;
          const phone = `+91 7${String(n).padStart(9, "0")}`;
          return {
            name: `Customer ${String(n).padStart(5, "0")}`,
            phone,
            phone_key: `7${String(n).padStart(9, "0")}`,
            email: "",
            address_line: "",
            city: n % 2 ? "Jaipur" : "Jodhpur",
            state: "Rajasthan",
            postal_code: "",
            created_at: at,
            updated_at: at,
          };
        });
        await trx.insertInto("customers").values(rows).execute();
      }
    });
  }, 300_000);

  it("exports every one of them, and lists them a page at a time", async () => {
    const res = await app.request("/api/admin/customers/export.csv", withToken(token));
    expect(
      res.status,
      await res
        .clone()
        .text()
        .then((t) => t.slice(0, 200)),
    ).toBe(200);
    const lines = (await res.text()).trimEnd().split("\r\n");
    const customers = lines.filter((l) => l.startsWith('"Customer '));
    expect(customers).toHaveLength(MANY);
    // A number starting with + is written so no spreadsheet reads it as a formula.
    expect(customers[0]).toContain(`"Customer 00000","'+91 7000000000"`);

    const page = await app.request("/api/admin/customers?sort=city&limit=100", withToken(token));
    const body = (await page.json()) as CustomerPage;
    expect(body.total).toBeGreaterThan(MANY);
    expect(body.customers).toHaveLength(100);
    expect(body.nextCursor).not.toBeNull();
  }, 120_000);
});
