import { expect, test, type Locator, type Page } from "@playwright/test";
import { STATUS_WORDS } from "../src/shared/message-render";
import { loginAsOwner, openOrder, setStep } from "./support/admin";
import { useOwnClientAddress } from "./support/client-address";
import { OwnerApi } from "./support/owner-api";

/**
 * Issue 25, slip 10: catching up an order's steps told her every status it passed. A status
 * message now waits a few minutes and a later status replaces it (the owners see it replaced);
 * "Don't tell the customer" moves her status without a message. (The e2e server has no channel:
 * the latest status waits to be sent by hand.)
 */

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
});

const panel = (page: Page) => page.getByRole("region", { name: "Messages to the customer" });
const messagesOf = (where: Locator, kind: string) =>
  where.getByTestId("message").and(where.locator(`[data-kind="${kind}"]`));

test("catching up the steps leaves one status to send; 'Don't tell the customer' adds none", async ({
  page,
  request,
}) => {
  const owner = await OwnerApi.login(request);
  const { order } = await owner.createOrder({
    messaging: { language: "en", whatsapp: true, email: false },
  });
  await loginAsOwner(page);
  await page.getByRole("searchbox", { name: "Search orders" }).fill(order.orderId);
  await openOrder(page, order.orderId);

  for (let step = 0; step <= 6; step++) await setStep(page, `step-${step}`, "completed");
  const statuses = messagesOf(panel(page), "order-status");
  await expect(statuses).toHaveCount(2);
  const [latest, earlier] = [statuses.first(), statuses.nth(1)];
  await expect(latest).toContainText(STATUS_WORDS.en.ready);
  await expect(latest.getByTestId("message-state")).toHaveText("Not sent", { timeout: 20_000 });
  await expect(earlier).toContainText(STATUS_WORDS.en["in-work"]);
  await expect(earlier.getByTestId("message-state")).toHaveText("Replaced");
  await expect(earlier).toContainText(
    "Not sent: her status moved on before it went, so only the later status is told.",
  );
  await expect(earlier.getByRole("link", { name: "Open in WhatsApp" })).toHaveCount(0);
  await expect(earlier.getByRole("button", { name: "Send again" })).toHaveCount(0);

  const quiet = page.getByRole("checkbox", {
    name: "Don't tell the customer about the status these changes move her to",
  });
  await expect(quiet).not.toBeChecked();
  await quiet.check();
  await setStep(page, "step-7", "completed");
  await expect(page.getByTestId("timeline")).toContainText(
    "moved the customer's status to Dispatched (the customer was not told)",
  );
  await expect(statuses).toHaveCount(2);
  await expect(latest.getByTestId("message-state")).toHaveText("Replaced");
});
