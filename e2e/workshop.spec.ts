import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ADMIN_PATHS } from "../src/shared/admin-paths";
import { addDays, todayInIndia } from "../src/shared/dates";
import { expectPath, gotoHydrated, PHONE_TOO } from "./support/app";
import { loginForm, setStep, stepRow } from "./support/admin";
import { OwnerApi } from "./support/owner-api";
import { PRODUCTION_PASSWORDS } from "./support/production";
import { expectToast } from "./support/toast";

/**
 * The Workshop (issue 24 §1) in the owners' app, in production mode (the "workshop" projects
 * run after the production server's own tests; its requests on both engines are
 * workshop-routes.test.ts's): two karigars
 * added with their piece rates, an order's steps assigned to each, the workload board (late
 * first), the steps completed, what each is owed, an adjustment and a payout, the statement
 * and its CSV, and a karigar's job card with no prices and nothing of the customer's.
 */
const SUNITA = { username: "sunita", password: PRODUCTION_PASSWORDS.sunita };

async function logIn(page: Page, path: string) {
  await gotoHydrated(page, path);
  const form = loginForm(page);
  await form.getByLabel("Username").fill(SUNITA.username);
  await form.getByLabel("Password", { exact: true }).fill(SUNITA.password);
  await form.getByRole("button", { name: "Login" }).click();
  await expect(page.getByTestId("admin-shell")).toBeVisible();
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Back office" });

async function addKarigar(
  page: Page,
  karigar: { name: string; phone: string; place: string; skills: string[] },
  rates: { step: string; work: string; unit: string; rate: string }[],
) {
  await page.getByRole("button", { name: "Add karigar" }).click();
  const form = page.getByRole("form", { name: "New karigar" });
  await form.getByLabel("Name").fill(karigar.name);
  await form.getByLabel("Phone").fill(karigar.phone);
  await form.getByLabel("Works").selectOption({ label: karigar.place });
  for (const skill of karigar.skills) await form.getByLabel(skill, { exact: true }).check();
  for (const [i, rate] of rates.entries()) {
    if (i > 0) await form.getByRole("button", { name: "Add another rate" }).click();
    const row = form.getByRole("group", { name: `Rate ${i + 1}` });
    await row.getByLabel("Step").selectOption({ label: rate.step });
    await row.getByLabel("Kind of work").fill(rate.work);
    await row.getByLabel("Counted").selectOption({ label: rate.unit });
    await row.getByLabel("Rate (₹)").fill(rate.rate);
  }
  await form.getByRole("button", { name: "Save" }).click();
  const toast = await expectToast(page, "Karigar added", karigar.name, "default");
  await toast.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(page.getByRole("heading", { name: karigar.name, level: 2 })).toBeVisible();
}

async function assign(
  page: Page,
  stepId: string,
  stepName: string,
  to: { karigar: string; work: string; quantity?: string; due?: string },
) {
  const row = stepRow(page, stepId);
  await row.getByRole("button", { name: `Assign: ${stepName}` }).click();
  const form = row.getByRole("form", { name: `Assign ${stepName}` });
  await form.getByLabel("Karigar").selectOption({ label: to.karigar });
  // Their one kind of work for the step is filled in once their rates are read.
  await expect(form.getByLabel("Kind of work")).toHaveValue(to.work);
  if (to.quantity) await form.getByLabel("Quantity").fill(to.quantity);
  if (to.due) await form.getByLabel("Due date").fill(to.due);
  await form.getByRole("button", { name: "Assign step" }).click();
  await expect(row.getByTestId("assigned-to")).toContainText(`With ${to.karigar}`);
}

const karigarRow = (page: Page, name: string): Locator =>
  page.getByTestId("karigar-row").filter({ hasText: name });

async function openKarigar(page: Page, name: string) {
  await nav(page).getByRole("tab", { name: "Workshop" }).click();
  await page.getByRole("button", { name: `Open ${name}` }).click();
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
}

test(
  "two karigars, an order's steps assigned to each and completed, their dues, a payout, the statement, its CSV and the job card",
  PHONE_TOO,
  async ({ page, request }) => {
    test.slow(); // two karigars, an order, five steps and an account, through the screens
    const stamp = Date.now().toString(36).slice(-5);
    const farida = `Farida ${stamp}`;
    const gota = `Gota family ${stamp}`;
    const today = todayInIndia();
    const owner = await OwnerApi.login(request, SUNITA);
    const { order } = await owner.createOrder({
      items: [{ designId: null, name: "Red Gota Patti Poshak", quantity: 1, note: "size M" }],
    });

    await logIn(page, ADMIN_PATHS.workshop);
    await expect(nav(page).getByRole("tab", { name: "Workshop" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    // A rate that is not an amount is refused beside its field, nothing typed lost.
    await page.getByRole("button", { name: "Add karigar" }).click();
    const form = page.getByRole("form", { name: "New karigar" });
    await form.getByLabel("Name").fill(farida);
    await form.getByLabel("Phone").fill("+91 98290 41001");
    await form.getByLabel("Kind of work").fill("Poshak cutting");
    await form.getByLabel("Rate (₹)").fill("12OO");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("Rate must be in rupees, like 1200 or 90.50")).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue(farida);
    await form.getByRole("button", { name: "Cancel" }).click();
    await expectPath(page, ADMIN_PATHS.workshop);

    await addKarigar(
      page,
      {
        name: farida,
        phone: "+91 98290 41001",
        place: "In the workshop",
        skills: ["Fabric Cutting", "Stitching & Tailoring"],
      },
      [
        { step: "Fabric Cutting", work: "Poshak cutting", unit: "per piece", rate: "1200" },
        {
          step: "Stitching & Tailoring",
          work: "Poshak stitching",
          unit: "per piece",
          rate: "1500",
        },
      ],
    );
    await expect(page.getByTestId("rate")).toHaveCount(2);
    await expect(page.getByTestId("rate-table")).toContainText("₹1,200.00 per piece");
    await page.getByRole("button", { name: "Back to karigars" }).click();
    await addKarigar(
      page,
      { name: gota, phone: "+91 98290 41002", place: "Outside", skills: ["Embroidery Work"] },
      [{ step: "Embroidery Work", work: "Gota border", unit: "per metre", rate: "90" }],
    );
    await page.getByRole("button", { name: "Back to karigars" }).click();
    await expect(karigarRow(page, farida)).toContainText("In the workshop");
    await expect(karigarRow(page, gota)).toContainText("Outside");
    await page.getByLabel("Works", { exact: true }).selectOption({ label: "Outside" });
    await expect(karigarRow(page, farida)).toHaveCount(0);
    await expect(karigarRow(page, gota)).toBeVisible();

    // The order's steps: cutting and stitching to Farida, the gota border (12 m, already late) outside.
    await page.goto(ADMIN_PATHS.order(order.orderId));
    await expect(page.getByRole("heading", { name: order.orderId })).toBeVisible();
    await assign(page, "step-3", "Fabric Cutting", { karigar: farida, work: "Poshak cutting" });
    await assign(page, "step-4", "Embroidery Work", {
      karigar: gota,
      work: "Gota border",
      quantity: "12",
      due: addDays(today, -2),
    });
    await expect(stepRow(page, "step-4").getByTestId("assigned-to")).toContainText("late");
    await assign(page, "step-5", "Stitching & Tailoring", {
      karigar: farida,
      work: "Poshak stitching",
    });

    // The workload board: each karigar's open steps, the late one marked.
    await nav(page).getByRole("tab", { name: "Workshop" }).click();
    await page.getByRole("button", { name: "Workload" }).click();
    await expectPath(page, ADMIN_PATHS.workload);
    const gotaCard = page.getByTestId("board-karigar").filter({ hasText: gota });
    await expect(gotaCard.getByTestId("assigned-step")).toHaveAttribute("data-late", "true");
    await expect(gotaCard).toContainText(order.orderId);
    const faridaCard = page.getByTestId("board-karigar").filter({ hasText: farida });
    await expect(faridaCard.getByTestId("assigned-step")).toHaveCount(2);

    // Completing the assigned steps earns their piece rates.
    await faridaCard.getByRole("button", { name: order.orderId }).first().click();
    await expect(page.getByRole("heading", { name: order.orderId })).toBeVisible();
    await setStep(page, "step-3", "completed");
    await setStep(page, "step-4", "completed");

    await nav(page).getByRole("tab", { name: "Workshop" }).click();
    await expect(karigarRow(page, farida).getByTestId("karigar-owed")).toContainText("₹1,200.00");
    await expect(karigarRow(page, gota).getByTestId("karigar-owed")).toContainText("₹1,080.00");

    // An adjustment with its reason for the gota work.
    await openKarigar(page, gota);
    const adjustment = page.getByRole("form", { name: "Adjust with a reason" });
    await adjustment.getByLabel("Amount (₹)").fill("-80");
    await adjustment.getByLabel("Reason").fill("Gota thread from the shop");
    await adjustment.getByRole("button", { name: "Add adjustment" }).click();
    await expect(page.getByTestId("karigar-due")).toHaveText("₹1,000.00");
    await expect(page.getByTestId("recent-entries")).toContainText("Gota thread from the shop");
    await expect(page.getByTestId("recent-entries")).toContainText(
      "Embroidery Work: Gota border, 12 m × ₹90.00",
    );

    // Farida is paid by UPI what she is owed: the form offers the amount.
    await openKarigar(page, farida);
    await expect(page.getByTestId("karigar-due")).toHaveText("₹1,200.00");
    const payout = page.getByRole("form", { name: "Record a payout" });
    await expect(payout.getByLabel("Amount (₹)")).toHaveValue("1200.00");
    await payout.getByRole("button", { name: "Record payout" }).click();
    await expect(payout.getByText("Reference is required for a UPI payout")).toBeVisible();
    await payout.getByLabel("Reference").fill("UTR 5521 0098");
    await payout.getByRole("button", { name: "Record payout" }).click();
    await expectToast(page, "Payout recorded", undefined, "default");
    await expect(page.getByTestId("karigar-due")).toHaveText("₹0.00");

    // The statement of this month, and its CSV.
    await page
      .getByRole("form", { name: "Statement for a period" })
      .getByRole("button", { name: "Show statement" })
      .click();
    const statement = page.getByTestId("statement");
    await expect(statement.getByTestId("statement-entry")).toHaveCount(2);
    await expect(statement.getByTestId("statement-entry").first()).toContainText(
      "Fabric Cutting: Poshak cutting, 1 × ₹1,200.00",
    );
    await expect(statement.getByTestId("statement-entry").last()).toContainText("UTR 5521 0098");
    await expect(statement.getByTestId("statement-closing")).toContainText("₹0.00");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      statement.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      '"Date","Entry","Description","Order","Method","Reference","Amount (₹)","Due (₹)"',
    );
    // Text quoted, amounts as numbers a spreadsheet adds up; what is owed after each line.
    expect(lines.slice(1).map((l) => l.split(",").at(-1))).toEqual(["0", "1200", "0"]);
    expect(csv).toContain(
      `"Earned","Fabric Cutting: Poshak cutting, 1 pc × ₹1200","${order.orderId}","","",1200,1200`,
    );
    expect(csv).toContain('"UPI","UTR 5521 0098",-1200,0');

    // Her job card: the stitching still open, the pieces, no prices and nothing of the customer's.
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.getByRole("button", { name: "Print job card" }).click();
    await page.emulateMedia({ media: "print" });
    const card = page.getByTestId("karigar-job-card");
    await expect(card).toBeVisible();
    await expect(page.getByTestId("admin-shell")).toBeHidden();
    await expect(card).toContainText(farida);
    await expect(card).toContainText(order.orderId);
    await expect(card).toContainText("Stitching & Tailoring");
    await expect(card).toContainText("Poshak stitching");
    await expect(card).toContainText("Red Gota Patti Poshak (size M)");
    await expect(card).not.toContainText("Fabric Cutting");
    await expect(card).not.toContainText("₹");
    await expect(card).not.toContainText(order.customerName);
    await expect(card).not.toContainText(order.customerPhone);
    const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
    expect(pdf.toString("latin1").match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);
  },
);

test("a step taken back from a karigar; a karigar made inactive is offered no more steps", async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36).slice(-5);
  const name = `Ramesh ${stamp}`;
  const today = todayInIndia();
  const owner = await OwnerApi.login(request, SUNITA);
  const { order } = await owner.createOrder();
  const created = (await owner.send("/workshop/karigars", {
    name,
    phone: "+91 98290 41004",
    place: "workshop",
    skills: ["step-6"],
    note: "",
    active: true,
    rates: [
      {
        stepId: "step-6",
        work: "Finishing",
        unit: "piece",
        ratePaise: 30000,
        effectiveFrom: today,
      },
    ],
  })) as unknown as { karigar: { id: number } };
  await owner.send(
    `/workshop/orders/${order.orderId}/steps/step-6`,
    { karigarId: created.karigar.id, work: "Finishing", quantity: 1, dueDate: addDays(today, 3) },
    "PUT",
  );

  await logIn(page, ADMIN_PATHS.order(order.orderId));
  const row = stepRow(page, "step-6");
  await expect(row.getByTestId("assigned-to")).toContainText(`With ${name}`);
  await row.getByRole("button", { name: "Take back: Finishing" }).click();
  await expect(row.getByTestId("assigned-to")).toHaveCount(0);
  await expect(row).toContainText("Not given to a karigar");

  await page.goto(ADMIN_PATHS.karigar(created.karigar.id));
  await page.getByRole("button", { name: "Edit" }).click();
  const form = page.getByRole("form", { name: "Edit karigar" });
  await form.getByLabel("Active").uncheck();
  await form.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Karigar saved", name, "default");
  await expect(page.getByText("Inactive", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Back to karigars" }).click();
  await expect(karigarRow(page, name)).toHaveCount(0);
  await page.getByLabel("Show inactive karigars").check();
  await expect(karigarRow(page, name)).toContainText("Inactive");

  await page.goto(ADMIN_PATHS.order(order.orderId));
  await stepRow(page, "step-6").getByRole("button", { name: "Assign: Finishing" }).click();
  const assign = stepRow(page, "step-6").getByRole("form", { name: "Assign Finishing" });
  await expect(assign.getByLabel("Karigar").locator("option", { hasText: name })).toHaveCount(0);
});
