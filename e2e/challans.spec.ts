import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_PATHS } from "../src/shared/admin-paths";
import { addDays, todayInIndia } from "../src/shared/dates";
import { connectDatabase } from "../src/server/db/open-database";
import { createDigestJob } from "../src/server/notifications/daily-digest";
import { DEFAULT_OWNERS } from "../src/server/notifications/notify-setup";
import { gotoHydrated, PHONE_TOO } from "./support/app";
import { loginForm, stepRow } from "./support/admin";
import { OwnerApi } from "./support/owner-api";
import { PRODUCTION_PASSWORDS } from "./support/production";
import { expectToast } from "./support/toast";

/**
 * Work sent out (issue 24 §2) in the owners' app, in production mode (the "workshop" projects:
 * after the production server's own tests, on SQLite and on PostgreSQL): a challan sent from an
 * order's step with fabric in metres and pieces, refused beside its field and kept as typed,
 * printed on one A4 sheet with nothing of the customer's, partly returned, overdue on the
 * attention list, and in the owners' morning message (the digest job run on the server's
 * database with a controlled clock, as its unit tests do).
 */
const SUNITA = { username: "sunita", password: PRODUCTION_PASSWORDS.sunita };

async function logIn(page: Page, to: string) {
  await gotoHydrated(page, to);
  const form = loginForm(page);
  await form.getByLabel("Username").fill(SUNITA.username);
  await form.getByLabel("Password", { exact: true }).fill(SUNITA.password);
  await form.getByRole("button", { name: "Login" }).click();
  await expect(page.getByTestId("admin-shell")).toBeVisible();
}

/** The database the project's server runs on (playwright.config.ts: the production servers). */
function serverDatabase(project: string) {
  if (project.endsWith("postgres")) {
    const databaseUrl = process.env.TEST_DATABASE_URL_PRODUCTION;
    if (!databaseUrl) throw new Error("TEST_DATABASE_URL_PRODUCTION is not set");
    return connectDatabase({ dataDir: "", databaseUrl });
  }
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  return connectDatabase({ dataDir: path.join(dataDir, "production") });
}

test(
  "a challan sent from an order's step, printed, partly returned, overdue on the attention list and in the owners' morning message",
  PHONE_TOO,
  async ({ page, request }, testInfo) => {
    test.slow(); // an order, a karigar, a challan, a return and the digest, through the screens
    const stamp = Date.now().toString(36).slice(-5);
    const dyer = `Rangrez ${stamp}`;
    const today = todayInIndia();
    const owner = await OwnerApi.login(request, SUNITA);
    const { order } = await owner.createOrder({
      items: [{ designId: null, name: "Leheriya Lehenga", quantity: 1, note: "size S" }],
    });
    await owner.send("/workshop/karigars", {
      name: dyer,
      phone: "+91 98290 41011",
      place: "outside",
      skills: ["step-4"],
    });

    // From the order's step: the order and step filled in.
    await logIn(page, ADMIN_PATHS.order(order.orderId));
    await stepRow(page, "step-4")
      .getByRole("button", { name: "Send out: Embroidery Work" })
      .click();
    const form = page.getByRole("form", { name: "Send work out" });
    await expect(form.getByLabel("Order")).toHaveValue(order.orderId);
    await expect(form.getByLabel("Step")).toHaveValue("step-4");
    await form.getByLabel("Sent to").selectOption({ label: dyer });
    await form.getByLabel("Sent on").fill(addDays(today, -10));
    await form.getByLabel("Expected back").fill(addDays(today, -3));
    const first = form.getByRole("group", { name: "Line 1" });
    await first.getByLabel("Description").fill("Georgette for leheriya dyeing");
    await first.getByLabel("Metres").fill("5,5");
    await form.getByRole("button", { name: "Add another line" }).click();
    const second = form.getByRole("group", { name: "Line 2" });
    await second.getByLabel("Description").fill("Dupatta");
    await second.getByLabel("Pieces").fill("2");
    await form.getByRole("button", { name: "Save challan" }).click();
    // Metres that are not a number: said beside the field, nothing typed lost.
    await expect(first.getByText("Metres must be a number like 2.5")).toBeVisible();
    await expect(second.getByLabel("Description")).toHaveValue("Dupatta");
    await first.getByLabel("Metres").fill("5.5");
    await form.getByRole("button", { name: "Save challan" }).click();
    await expectToast(page, "Challan saved", undefined, "default");
    const heading = page.getByRole("heading", { name: /^Challan DC\d{4}\/\d{4}$/, level: 2 });
    await expect(heading).toBeVisible();
    const number = (await heading.textContent())!.replace("Challan ", "");
    await expect(page.getByTestId("challan-state")).toHaveAttribute("data-overdue", "true");
    await expect(page.getByTestId("challan-state")).toContainText("Out");

    // The A4 sheet: the number, to whom, what went; no prices and nothing of the customer's.
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.getByRole("button", { name: "Print challan" }).click();
    await page.emulateMedia({ media: "print" });
    const sheet = page.getByTestId("challan-sheet");
    await expect(sheet).toBeVisible();
    await expect(page.getByTestId("admin-shell")).toBeHidden();
    await expect(sheet).toContainText(`Challan no. ${number}`);
    await expect(sheet).toContainText(dyer);
    await expect(sheet).toContainText(`order ${order.orderId}, Embroidery Work`);
    await expect(sheet).toContainText("Georgette for leheriya dyeing");
    await expect(sheet).toContainText("5.5");
    await expect(sheet).not.toContainText("₹");
    await expect(sheet).not.toContainText(order.customerName);
    await expect(sheet).not.toContainText(order.customerPhone);
    const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
    expect(pdf.toString("latin1").match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);
    await page.emulateMedia({ media: "screen" });
    await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
    await expect(page.getByTestId("admin-shell")).toBeVisible();

    // Back in part: 3 m of the fabric and one dupatta; the rest still out, still overdue.
    const back = page.getByRole("form", { name: "Record what came back" });
    await back.getByLabel("Metres back: Georgette for leheriya dyeing").fill("3");
    await back.getByLabel("Pieces back: Dupatta").fill("1");
    await back.getByLabel("Note").fill("Rest after the second dip");
    await back.getByRole("button", { name: "Record return" }).click();
    await expectToast(page, "Return recorded", number, "default");
    await expect(page.getByTestId("challan-state")).toContainText("Partly back");
    await expect(page.getByTestId("challan-state")).toHaveAttribute("data-overdue", "true");
    await expect(page.getByTestId("challan-return")).toHaveCount(1);
    await expect(page.getByTestId("challan-return")).toContainText("Rest after the second dip");
    await expect(page.getByTestId("line-out").first()).toHaveText("Still out: 2.5 m");
    await expect(page.getByTestId("line-out").last()).toHaveText("Still out: 1 pc");
    // More than is still out is refused.
    await back.getByLabel("Pieces back: Dupatta").fill("2");
    await back.getByRole("button", { name: "Record return" }).click();
    await expect(back.getByText("More came back than is still out on this line")).toBeVisible();

    // On the order's step, and on the attention list, leading to the overdue ones.
    await page.getByRole("button", { name: `Open order ${order.orderId}` }).click();
    const onStep = stepRow(page, "step-4").getByTestId("step-challan");
    await expect(onStep).toContainText(number);
    await expect(onStep).toContainText("Partly back");
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("tab", { name: "Orders" })
      .click();
    const attention = page.getByTestId("attention-challans");
    await expect(attention).toContainText("overdue: work sent out and not back by its date");
    await attention.click();
    await expect(page.getByLabel("Show")).toHaveValue("overdue");
    const row = page.getByTestId("challan-row").filter({ hasText: number });
    await expect(row).toContainText(dyer);
    await expect(row).toContainText("Georgette for leheriya dyeing (5.5 m)");

    // The owners' morning message, its clock a morning to come (one per project and server).
    const morning = addDays(today, testInfo.project.name === "workshop-phone" ? 2 : 1);
    const database = serverDatabase(testInfo.project.name);
    try {
      await createDigestJob(database.db, { ...DEFAULT_OWNERS, hour: 8 })(
        new Date(`${morning}T08:30:00+05:30`),
      );
    } finally {
      await database.close();
    }
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("tab", { name: "Settings" })
      .click();
    const sent = page
      .getByRole("list", { name: "Messages to the owners" })
      .locator('[data-kind="challans-overdue"]')
      .filter({ hasText: number });
    await expect(sent.first()).toContainText("Challans overdue");
    await expect(sent.first()).toContainText(`${number} ${dyer}, ${order.orderId}`);
  },
);
