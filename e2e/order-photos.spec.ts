import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { TRACKING_TEXTS } from "../src/shared/order-card-texts";
import { exifTags, GPS_IFD_TAG, phonePhoto } from "../src/server/test-support/test-photos";
import { gotoHydrated, PHONE_TOO } from "./support/app";
import { loginAsOwner, openOrder } from "./support/admin";
import { useOwnClientAddress } from "./support/client-address";
import { OwnerApi } from "./support/owner-api";
import { expectToast } from "./support/toast";

/**
 * Photos of her piece (issue 24 §4), on both engines, desktop and phone: an owner takes a
 * phone's photo (a JPEG with EXIF GPS) on an order's step from its screen and marks it for her;
 * her tracking page shows it under that step only after her phone's digits, and the file her
 * browser gets has no EXIF.
 */

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
});

test(
  "an owner's photo of a step, marked for her, shows on her tracking page only after her digits, without EXIF",
  PHONE_TOO,
  async ({ page, request, browser }, testInfo) => {
    const owner = await OwnerApi.login(request);
    const { order } = await owner.createOrder();
    const original = await phonePhoto();
    expect(exifTags((await sharp(original).metadata()).exif).has(GPS_IFD_TAG)).toBe(true);

    await loginAsOwner(page);
    await page.getByRole("searchbox", { name: "Search orders" }).fill(order.orderId);
    await openOrder(page, order.orderId);
    const panel = page.getByTestId("order-photos-panel");
    await expect(panel).toContainText("No photos yet.");
    const add = panel.getByRole("group", { name: "Add photo" });
    await add.getByLabel("Step").selectOption({ label: "Fabric Cutting" });
    await add
      .getByLabel("Take or choose a photo")
      .setInputFiles({ name: "IMG_2041.JPG", mimeType: "image/jpeg", buffer: original });
    await expectToast(page, "Photo added", undefined, "default");
    const photo = panel.getByTestId("order-photo");
    await expect(photo).toHaveCount(1);
    await expect(photo).toContainText("Owners only");
    await expect(photo.getByLabel("Step")).toHaveValue("step-3");
    await photo.locator("img").scrollIntoViewIfNeeded();
    await expect(photo.locator("img")).toHaveJSProperty("complete", true);
    // Loaded, not a broken image: the owners' signed link opens it.
    expect(
      await photo.locator("img").evaluate((el: HTMLImageElement) => el.naturalWidth),
    ).toBeGreaterThan(0);

    // Her own phone: a browser of her own.
    const her = await (await browser.newContext()).newPage();
    await useOwnClientAddress(her, testInfo);
    const digits = order.customerPhone.replace(/\D/g, "").slice(-4);
    const track = async (withDigits: boolean) => {
      await gotoHydrated(her, "/tracking");
      await her.getByLabel("Order ID").fill(order.orderId);
      if (withDigits) await her.getByLabel(TRACKING_TEXTS.digitsLabel).fill(digits);
      await her.getByRole("button", { name: "Track Order" }).click();
      await expect(her.getByTestId("order-card")).toBeVisible();
    };

    // Not for her yet: her page, even with her digits, shows no photo.
    await track(true);
    await expect(her.getByTestId("order-card")).toContainText("Kavita");
    await expect(her.getByTestId("order-piece")).toHaveCount(0);

    // Marked for her on the order's screen.
    await photo.getByLabel("For her").check();
    await expectToast(page, "Her tracking page shows this photo", undefined, "default");
    await expect(photo).toContainText("On her tracking page");

    // Her page by the Order ID alone: status only, no photo and no link to one.
    await track(false);
    await expect(her.getByTestId("order-piece")).toHaveCount(0);
    expect(await her.content()).not.toContain("/api/order-photos/");

    // With her digits: her piece step by step, the photo under its step.
    await her.getByLabel(TRACKING_TEXTS.digitsLabel).fill(digits);
    await her.getByRole("button", { name: "Track Order" }).click();
    const piece = her.getByTestId("order-piece");
    await expect(piece).toContainText("Your piece, step by step");
    const step = piece.locator('[data-testid="piece-step"][data-step-id="step-3"]');
    await expect(step).toContainText("Fabric Cutting");
    const img = step.getByTestId("piece-photo").locator("img");
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveJSProperty("complete", true);
    const shown = await img.evaluate((el: HTMLImageElement) => ({
      src: el.currentSrc,
      width: el.naturalWidth,
      height: el.naturalHeight,
    }));
    expect(shown.src).toMatch(/\/api\/order-photos\/h-\d+-\d+-[0-9a-f]{32}\/\d+\.(avif|webp)$/);
    expect(shown.width).toBeLessThan(shown.height);
    const served = await her.request.get(shown.src);
    expect(served.status()).toBe(200);
    const meta = await sharp(Buffer.from(await served.body())).metadata();
    expect(meta.exif).toBeUndefined();
    expect(exifTags(meta.exif).has(GPS_IFD_TAG)).toBe(false);
  },
);
