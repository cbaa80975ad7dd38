import { expect, test, type Page } from "@playwright/test";
import { ADMIN_PATHS } from "../src/shared/admin-paths";
import { addDays, todayInIndia } from "../src/shared/dates";
import type { KarigarPage } from "../src/shared/workshop/workshop";
import { PHONE_TOO } from "./support/app";
import {
  expectNoEnglish,
  expectTextFits,
  HINDI_OWNER,
  logInInHindi,
} from "./support/back-office-hindi";
import { OwnerApi } from "./support/owner-api";

/**
 * The Workshop in Hindi (the "owners-hindi" projects' own production-mode server, where Sunita
 * reads her screens in Hindi): the karigars' list, a karigar's page with rates, account and
 * statement, the workload board, the new karigar's form and its refusal, and an order's step
 * with the form to assign it. No English word but the test's own data (names, kinds of work).
 */
const phoneSize = (page: Page) => page.viewportSize()!.width < 768;

test("the Workshop's screens are all Hindi", PHONE_TOO, async ({ page, request }) => {
  test.slow(); // five screens walked
  const stamp = `${Date.now().toString(36).slice(-5)}`;
  const name = `Farida ${stamp}`;
  const owner = await OwnerApi.login(request, HINDI_OWNER);
  const { order } = await owner.createOrder();
  const today = todayInIndia();
  const created = (await owner.send("/workshop/karigars", {
    name,
    phone: "+91 98290 41003",
    place: "workshop",
    skills: ["step-3"],
    note: "",
    active: true,
    rates: [
      {
        stepId: "step-3",
        work: "Poshak cutting",
        unit: "piece",
        ratePaise: 120000,
        effectiveFrom: today,
      },
    ],
  })) as unknown as KarigarPage;
  const id = created.karigar.id;
  await owner.send(
    `/workshop/orders/${order.orderId}/steps/step-3`,
    { karigarId: id, work: "Poshak cutting", quantity: 1, dueDate: addDays(today, -1) },
    "PUT",
  );
  await owner.send(`/orders/${order.orderId}/steps/step-3`, { status: "completed" }, "PATCH");
  await owner.send(`/workshop/karigars/${id}/payouts`, {
    amountPaise: 50000,
    method: "cash",
    reference: "",
    paidOn: today,
  });
  await owner.send(`/workshop/karigars/${id}/adjustments`, {
    amountPaise: -5000,
    reason: "धागा दुकान से",
  });
  // The desktop and phone runs share this server: the list shows the other run's karigar too.
  const allow = [name, /Farida [0-9a-z]{5}/, "Poshak cutting"];

  // The list.
  await logInInHindi(page, request, ADMIN_PATHS.workshop);
  await expect(page.getByRole("heading", { name: "कारीगर और बाहर के कारीगर" })).toBeVisible();
  await expect(page.getByTestId("karigar-row").filter({ hasText: name })).toContainText("₹650.00");
  await expectNoEnglish(page, { allow });
  await expectTextFits(page, "[data-testid=admin-shell] nav a");

  // A karigar's page: rates, account, the statement.
  await page.getByRole("button", { name: `${name} खोलें` }).click();
  await expect(page.getByTestId("karigar-due")).toHaveText("₹650.00");
  await page.getByRole("button", { name: "ब्योरा दिखाएँ" }).click();
  await expect(page.getByTestId("statement-entry")).toHaveCount(3);
  await expect(page.getByTestId("statement-entry").first()).toContainText("कपड़े");
  await expectNoEnglish(page, { allow });
  // A refused payout: said in Hindi beside its field.
  const payout = page.getByRole("form", { name: "भुगतान दर्ज करें" });
  await payout.getByLabel("रकम (₹)").fill("abc");
  await payout.getByRole("button", { name: "भुगतान दर्ज करें" }).click();
  await expect(payout.getByText("रकम रुपयों में लिखें, जैसे 500 या 250.50")).toBeVisible();
  await expectNoEnglish(page, { allow });
  if (phoneSize(page)) await expectTextFits(page, "button");

  // The workload board (nothing open: the step is done) and a new karigar's form, refused.
  await page.getByRole("button", { name: "काम का बोर्ड" }).click();
  await expect(page.getByRole("heading", { name: "काम का बोर्ड" })).toBeVisible();
  await expectNoEnglish(page, { allow });
  await page.getByRole("button", { name: "कारीगर", exact: true }).click();
  await page.getByRole("button", { name: "कारीगर जोड़ें" }).click();
  const form = page.getByRole("form", { name: "नया कारीगर" });
  await form.getByRole("button", { name: "सेव करें" }).click();
  await expect(form.getByText("नाम ज़रूरी है")).toBeVisible();
  await expectNoEnglish(page, { allow });

  // An order's step: who has it, and the form to give another step.
  await page.goto(ADMIN_PATHS.order(order.orderId));
  const cut = page.locator('[data-testid="production-step"][data-step-id="step-3"]');
  await expect(cut.getByTestId("assigned-to")).toContainText(name);
  const stitch = page.locator('[data-testid="production-step"][data-step-id="step-5"]');
  await stitch.getByRole("button", { name: /कारीगर को दें/ }).click();
  await expect(stitch.getByRole("form")).toBeVisible();
  await expectNoEnglish(page, {
    allow: [...allow, ...order.items.map((i) => i.name), order.customerName],
    within: "[data-testid=production-step]",
  });
});
