import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import type { AdminDesignDetail, NewDesign } from "../../src/shared/catalogue-admin";
import { OWNER } from "./admin";
import { gotoHydrated } from "./app";
import { expectToast } from "./toast";

/** A name no other test (or the other project on the same server) uses. */
export const uniqueName = (base: string, testInfo: TestInfo): string =>
  `${base} ${testInfo.project.name.replace(/\W/g, "")} ${randomBytes(3).toString("hex")}`;

/** A list value no other test uses, short enough for a list (40 characters). */
export const uniqueValue = (base: string): string => `${base} ${randomBytes(3).toString("hex")}`;

export const DESIGN_FIELDS = {
  category: "Poshak Set",
  fabric: "Georgette",
  work: "Gota Patti",
  color: "Maroon",
  description: "Hand-finished for Teej, with a matching odhni.",
} as const;

/** Logs in through the form (with `password`, for a server outside demo mode) and opens Products. */
export async function openProductsTab(page: Page, password: string = OWNER.password) {
  await gotoHydrated(page, "/admin");
  const form = page.getByRole("form", { name: "Admin login" });
  await form.getByLabel("Username").fill(OWNER.username);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await page.getByRole("tab", { name: "Products" }).click();
  await expect(page.getByTestId("design-row").first()).toBeVisible();
}

/** Adds a design through the Products tab's form; leaves the page on its editor. */
export async function addDesignInTab(page: Page, name: string) {
  await page.getByRole("button", { name: "Add design" }).click();
  const form = page.getByRole("form", { name: "Design details" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await form.getByLabel("Category").fill(DESIGN_FIELDS.category);
  await form.getByLabel("Fabric").fill(DESIGN_FIELDS.fabric);
  await form.getByLabel("Embroidery work").fill(DESIGN_FIELDS.work);
  await form.getByLabel("Colour").fill(DESIGN_FIELDS.color);
  await form
    .getByRole("textbox", { name: "Description", exact: true })
    .fill(DESIGN_FIELDS.description);
  // The preview is the card as the catalogue will show it.
  const preview = page.getByTestId("card-preview");
  await expect(preview.getByRole("heading", { level: 3 })).toHaveText(name);
  await expect(preview.getByText(DESIGN_FIELDS.description)).toBeVisible();
  await form.getByRole("button", { name: "Add design" }).click();
  await expectToast(page, "Design added", "Now add its photos.", "default");
  await expect(page.getByRole("heading", { name: `Edit “${name}”` })).toBeVisible();
}

/** The owners' API with a session, for designs a test needs before it opens a page. */
export async function ownerSession(request: APIRequestContext, password: string = OWNER.password) {
  const login = await request.post("/api/admin/login", {
    data: { username: OWNER.username, password },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  return {
    headers,
    async addDesign(fields: Partial<NewDesign> & { name: string }): Promise<AdminDesignDetail> {
      const r = await request.post("/api/admin/designs", {
        headers,
        data: { ...DESIGN_FIELDS, ...fields },
      });
      expect(r.status(), await r.text()).toBe(201);
      return (await r.json()) as AdminDesignDetail;
    },
  };
}
