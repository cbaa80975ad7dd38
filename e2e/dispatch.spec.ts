import { expect, test, type Page } from "@playwright/test";
import { TRACKING_TEXTS } from "../src/shared/order-card-texts";
import type { OrderMessages } from "../src/shared/notifications";
import { gotoHydrated, PHONE_TOO } from "./support/app";
import { loginAsOwner, openOrder } from "./support/admin";
import { useOwnClientAddress } from "./support/client-address";
import { OwnerApi } from "./support/owner-api";
import { expectToast } from "./support/toast";

/**
 * Dispatch (issue 24 §5), on both engines, desktop and phone: an owner keeps a courier with
 * its tracking-link template in Settings (a template that is not an https address with {awb}
 * refused by field), records an order's courier and tracking number (AWB) under its steps (a
 * number that is not letters and digits refused by field), sees the link, and her dispatch
 * message carries the courier, number and link; her tracking page shows them only after her
 * phone's digits.
 */

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
});

const panel = (page: Page) => page.getByRole("region", { name: "Messages to the customer" });

test(
  "an owner keeps a courier, records an order's AWB; her message and tracking page carry it",
  PHONE_TOO,
  async ({ page, request }, testInfo) => {
    // Desktop and phone share the server: each run's courier and number are its own.
    const run = `${testInfo.project.name}${Date.now().toString(36)}`.toUpperCase();
    const courier = `Courier ${run}`;
    const awb = `EE${Date.now().toString().slice(-9)}IN`;
    const owner = await OwnerApi.login(request);
    const { order } = await owner.createOrder({
      messaging: { language: "en", whatsapp: true, email: false },
    });
    for (let step = 0; step <= 7; step++)
      await owner.send(
        `/orders/${order.orderId}/steps/step-${step}`,
        { status: "completed" },
        "PATCH",
      );

    await loginAsOwner(page);
    await page.getByRole("tab", { name: "Settings" }).click();
    const couriers = page.getByRole("region", { name: "Couriers" });
    await couriers.getByRole("button", { name: "Add courier" }).click();
    const form = couriers.getByRole("form", { name: "New courier" });
    await form.getByLabel("Courier").fill(courier);
    await form.getByLabel("Tracking link").fill("http://track.example.in/parcel");
    await form.getByRole("button", { name: "Add courier" }).click();
    await expect(form.getByLabel("Tracking link")).toHaveAccessibleDescription(
      /Tracking link must be an https address containing \{awb\}/,
    );
    await form.getByLabel("Tracking link").fill("https://track.example.in/parcel?awb={awb}");
    await form.getByRole("button", { name: "Add courier" }).click();
    await expectToast(page, "Courier added", courier, "default");
    await expect(couriers.getByTestId("courier").filter({ hasText: courier })).toContainText(
      "https://track.example.in/parcel?awb={awb}",
    );

    await page.getByRole("tab", { name: "Orders" }).click();
    await page.getByRole("searchbox", { name: "Search orders" }).fill(order.orderId);
    await openOrder(page, order.orderId);
    const dispatch = page.getByTestId("dispatch-panel");
    await expect(dispatch).toContainText("Not dispatched yet.");
    const dispatchForm = dispatch.getByRole("form", { name: `Dispatch of order ${order.orderId}` });
    await dispatchForm.getByLabel("Courier").selectOption({ label: courier });
    await dispatchForm.getByLabel("Tracking number (AWB)").fill("<script>1</script>");
    await dispatchForm.getByRole("button", { name: "Record dispatch" }).click();
    await expect(dispatchForm.getByLabel("Tracking number (AWB)")).toHaveAccessibleDescription(
      /Tracking number must be 6 to 30 letters and digits/,
    );
    await dispatchForm.getByLabel("Tracking number (AWB)").fill(awb.toLowerCase());
    await dispatchForm.getByRole("button", { name: "Record dispatch" }).click();
    await expectToast(page, "Dispatch recorded", awb, "default");
    const link = `https://track.example.in/parcel?awb=${awb}`;
    await expect(dispatch.getByTestId("dispatch-recorded")).toContainText(`Sent with ${courier}`);
    await expect(dispatch.getByTestId("dispatch-recorded")).toContainText(
      `Tracking number ${awb}.`,
    );
    await expect(dispatch.getByTestId("dispatch-link")).toHaveAttribute("href", link);

    // Her message, queued for her WhatsApp: the courier, the number and its link.
    const sent = panel(page).locator('[data-testid="message"][data-kind="order-dispatched"]');
    await expect(sent).toHaveCount(1);
    await expect(sent).toContainText(`with ${courier}. Tracking number: ${awb}.`);
    await expect(sent).toContainText(link);

    // Her page by her link: nothing of the parcel until her digits.
    const { messages } = await owner.get<OrderMessages>(`/orders/${order.orderId}/messages`);
    const body = messages.find((m) => m.kind === "order-dispatched")?.body ?? "";
    expect(body).toContain(link);
    const tracking = new URL(/https?:\/\/\S+#code=[a-z0-9]+/.exec(body)![0]);
    await gotoHydrated(page, `${tracking.pathname}${tracking.hash}`);
    await expect(page.getByTestId("order-card")).toBeVisible();
    await expect(page.getByTestId("order-dispatch")).toHaveCount(0);
    await expect(page.locator("main")).not.toContainText(awb);
    const digits = order.customerPhone.replace(/\D/g, "").slice(-4);
    await page.getByLabel(TRACKING_TEXTS.digitsLabel).fill(digits);
    await page.getByRole("button", { name: "Track Order" }).click();
    const parcel = page.getByTestId("order-dispatch");
    await expect(parcel).toContainText(`Sent with ${courier}`);
    await expect(parcel.getByTestId("dispatch-awb")).toHaveText(awb);
    await expect(parcel.getByTestId("dispatch-link")).toHaveAttribute("href", link);
  },
);
