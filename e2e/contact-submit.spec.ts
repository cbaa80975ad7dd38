import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/app";
import { useOwnClientAddress } from "./support/client-address";
import { storedMessages } from "./support/stored-messages";
import { expectToast } from "./support/toast";

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
  await gotoHydrated(page, "/contact");
});

const form = (page: Page) => page.getByRole("form", { name: "Send us a message" });

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await form(page).getByLabel(label).fill(value);
}

test("a valid message is stored with its time, the form clears and the success toast shows", async ({
  page,
}, testInfo) => {
  const marker = `Bridal poshak enquiry ${testInfo.project.name} ${Date.now()}`;
  await fill(page, {
    Name: "Kavya Rathore",
    Phone: "+91 98290 11111",
    Email: "kavya@example.com",
    Subject: "Wedding in March",
    Message: marker,
  });
  const before = Date.now();
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expectToast(
    page,
    "Message sent successfully!",
    "We'll get back to you within 24 hours",
    "default",
  );
  for (const label of ["Name", "Phone", "Email", "Subject", "Message"])
    await expect(form(page).getByLabel(label)).toHaveValue("");
  const stored = storedMessages().find((m) => m.message === marker);
  expect(stored).toMatchObject({
    name: "Kavya Rathore",
    phone: "+91 98290 11111",
    email: "kavya@example.com",
    subject: "Wedding in March",
  });
  expect(Date.parse(stored!.received_at)).toBeGreaterThanOrEqual(before - 60_000);
});

test("shows the sending state while the message is in flight", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/contact", async (route) => {
    await held;
    await route.continue();
  });
  await fill(page, { Name: "Asha", Phone: "9876543210", Message: "Do you ship to Pune?" });
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(form(page).getByRole("button", { name: "Sending..." })).toBeDisabled();
  release();
  await expectToast(
    page,
    "Message sent successfully!",
    "We'll get back to you within 24 hours",
    "default",
  );
});

test("a malformed e-mail is refused in the browser with a clear message and nothing is lost", async ({
  page,
}) => {
  await fill(page, { Name: "Asha", Phone: "9876543210", Email: "asha@", Message: "Hello" });
  await form(page)
    .getByLabel("Email")
    .evaluate((el: HTMLInputElement) => (el.type = "text")); // past the browser's own check
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expectToast(
    page,
    "Please check the form",
    "Email must be a valid e-mail address",
    "destructive",
  );
  await expect(form(page).getByLabel("Message")).toHaveValue("Hello");
});

test("when the server cannot store the message, an error toast says so and the form keeps what was typed", async ({
  page,
}) => {
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({
        error: "The service is temporarily unavailable. Please try again shortly.",
      }),
    }),
  );
  const typed = {
    Name: "Asha Meena",
    Phone: "9876543210",
    Subject: "Kurti sets",
    Message: "Please call me back.",
  };
  await fill(page, typed);
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expectToast(
    page,
    "Message not sent",
    "The service is temporarily unavailable. Please try again shortly.",
    "destructive",
  );
  for (const [label, value] of Object.entries(typed))
    await expect(form(page).getByLabel(label)).toHaveValue(value);
});

test("the server checks again: a required field it finds empty is refused, naming the field", async ({
  page,
}) => {
  const response = await page.request.post("/api/contact", {
    data: { name: "Asha", phone: "9876543210", message: "   " },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({ error: "Message is required", field: "message" });
});
