import { expect, type Page } from "@playwright/test";
import { PRODUCTION_STEP_TEMPLATE, type Order } from "../src/shared/orders";
import { loginAsOwner, openOrder, setStep, stepRow } from "./support/admin";
import { installPausedClock } from "./support/clock";
import { useOwnClientAddress } from "./support/client-address";
import { holdAnswers } from "./support/held-answers";
import { test } from "./support/own-order";

// The owners see what the server answered: the list follows a step change's answer at once,
// and an answer that is older (asked for before the change) never brings the old state back.

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
  await installPausedClock(page);
});

const ORDER_LIST = "**/api/admin/orders";
const STEP_CHANGES = "**/api/admin/orders/*/steps/*";

const rowOf = (page: Page, order: Order) =>
  page.getByTestId("admin-order-row").filter({ hasText: order.orderId });
const listStep = (page: Page, order: Order) => rowOf(page, order).getByTestId("current-step");
const stepName = (index: number) => PRODUCTION_STEP_TEMPLATE[index]!.name;
const backToOrders = (page: Page) => page.getByRole("button", { name: "Back to Orders" }).click();

test("going back shows the changed step at once, before the list's refetch answers", async ({
  page,
  ownOrder,
}) => {
  const step = ownOrder.currentStep;
  await loginAsOwner(page);
  await expect(listStep(page, ownOrder)).toHaveText(stepName(step));
  const lists = await holdAnswers(page, ORDER_LIST);

  await openOrder(page, ownOrder.orderId);
  await setStep(page, `step-${step}`, "completed");
  await expect(page.getByTestId("detail-current-step")).toHaveText(stepName(step + 1));
  await backToOrders(page);
  // The refetch cannot have answered: the row's first frame already shows the answer's step.
  await expect(rowOf(page, ownOrder)).toBeVisible();
  expect(await listStep(page, ownOrder).textContent()).toBe(stepName(step + 1));

  await lists.answered(1);
  await lists.deliver(0);
  await expect(listStep(page, ownOrder)).toHaveText(stepName(step + 1));
});

test("a list answer asked for before the step change does not bring the old step back", async ({
  page,
  ownOrder,
}) => {
  const step = ownOrder.currentStep;
  await loginAsOwner(page);
  await expect(listStep(page, ownOrder)).toHaveText(stepName(step));
  const lists = await holdAnswers(page, ORDER_LIST);

  await openOrder(page, ownOrder.orderId);
  await backToOrders(page);
  await lists.answered(1); // the server has answered: the step as it was
  await openOrder(page, ownOrder.orderId);
  await setStep(page, `step-${step}`, "completed");
  await lists.deliver(0); // ... and that answer reaches the page only now
  await expect(page.getByTestId("detail-current-step")).toHaveText(stepName(step + 1));

  await backToOrders(page);
  await expect(rowOf(page, ownOrder)).toBeVisible();
  expect(await listStep(page, ownOrder).textContent()).toBe(stepName(step + 1));
  await lists.answered(2);
  await lists.deliver(1);
  await expect(listStep(page, ownOrder)).toHaveText(stepName(step + 1));
});

test("of two step changes answered out of order, the detail and the list keep the later", async ({
  page,
  ownOrder,
}) => {
  const step = ownOrder.currentStep;
  await loginAsOwner(page);
  await openOrder(page, ownOrder.orderId);
  const changes = await holdAnswers(page, STEP_CHANGES);
  await stepRow(page, `step-${step}`).getByRole("combobox").selectOption("completed");
  await changes.answered(1);
  await stepRow(page, `step-${step + 1}`)
    .getByRole("combobox")
    .selectOption("completed");
  await changes.answered(2);

  await changes.deliver(1); // the later change's answer, which includes the first change
  await changes.deliver(0);
  for (const s of [step, step + 1]) {
    await expect(stepRow(page, `step-${s}`).getByTestId("step-status")).toHaveAttribute(
      "data-status",
      "completed",
    );
  }
  await expect(page.getByTestId("detail-current-step")).toHaveText(stepName(step + 2));
  await page.unroute(STEP_CHANGES);
  await backToOrders(page);
  await expect(listStep(page, ownOrder)).toHaveText(stepName(step + 2));
});
