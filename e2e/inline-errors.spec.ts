import { expect, test, type Locator, type Page } from "@playwright/test";
import { inLocale, m } from "../src/shared/messages";
import { DEMO_ORDER_IDS } from "../src/shared/tracking";
import { loginForm, OWNER } from "./support/admin";
import { gotoHydrated, PHONE_TOO, waitForHydration } from "./support/app";
import { useOwnClientAddress } from "./support/client-address";
import { installPausedClock } from "./support/clock";
import { expectNoToast, expectToast } from "./support/toast";
import { holdScripts } from "./support/slow-page";

// Issue 23: every public form marks the field in error (aria-invalid), says why beside it (the
// text its aria-describedby names) in the page's language, and keeps the spec's toasts; also
// for a submission made before the page was interactive.

const HI = inLocale("hi");

/** The field is marked in error and says `message` beside it, tied by aria-describedby. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
  const id = (await field.getAttribute("aria-describedby"))!;
  const said = field.page().locator(`[id="${id}"]`);
  await expect(said).toHaveText(message);
  await expect(said).toBeVisible();
  // Beside it: just below the field, in the same column.
  const [box, text] = [(await field.boundingBox())!, (await said.boundingBox())!];
  expect(text.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
  expect(text.y - (box.y + box.height)).toBeLessThan(24);
  expect(Math.abs(text.x - box.x)).toBeLessThan(4);
}

async function expectFine(field: Locator) {
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await expect(field).not.toHaveAttribute("aria-describedby");
}

const contactForm = (page: Page, name = "Send us a message") => page.getByRole("form", { name });
const textbox = (form: Locator, name: string) => form.getByRole("textbox", { name, exact: true });

test.describe("contact form", () => {
  test.beforeEach(async ({ page }) => {
    await installPausedClock(page);
  });

  test(
    "an empty submission marks each required field and says it beside it; typing clears it",
    PHONE_TOO,
    async ({ page }) => {
      await gotoHydrated(page, "/contact");
      const form = contactForm(page);
      await form.getByRole("button", { name: "Send Message" }).click();
      for (const label of ["Name", "Phone", "Message"])
        await expectFieldError(textbox(form, label), `${label} is required`);
      for (const label of ["Email", "Subject"]) await expectFine(textbox(form, label));
      // The first refused field has the focus; the browser's own bubble is not shown twice over.
      await expect(textbox(form, "Name")).toBeFocused();
      await expectNoToast(page);
      await textbox(form, "Name").fill("Meera Singh");
      await expectFine(textbox(form, "Name"));
      await expectFieldError(textbox(form, "Phone"), "Phone is required");
    },
  );

  test("spaces only: the spec's toast, and the blank fields marked", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const form = contactForm(page);
    await textbox(form, "Name").fill("   ");
    await textbox(form, "Phone").fill("+91 94140 00000");
    await textbox(form, "Message").fill("  ");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expectToast(
      page,
      "Required fields missing",
      "Please fill in all required fields",
      "destructive",
    );
    await expectFieldError(textbox(form, "Name"), "Name is required");
    await expectFieldError(textbox(form, "Message"), "Message is required");
    await expectFine(textbox(form, "Phone"));
  });

  test("a phone number with letters and an e-mail address that is not one are said beside them", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact");
    const form = contactForm(page);
    await textbox(form, "Name").fill("Meera Singh");
    await textbox(form, "Phone").fill("call me maybe");
    await textbox(form, "Message").fill("Bridal poshak options, please.");
    await textbox(form, "Email").fill("meera-at-example");
    await form.getByRole("button", { name: "Send Message" }).click();
    // The browser's own check first (type="email").
    await expectFieldError(textbox(form, "Email"), "Email must be a valid e-mail address");
    await expectNoToast(page);
    await textbox(form, "Email").fill("meera@example.com");
    await form.getByRole("button", { name: "Send Message" }).click();
    const phoneProblem = "Phone must be a phone number (digits, spaces, + and - only)";
    await expectToast(page, "Please check the form", phoneProblem, "destructive");
    await expectFieldError(textbox(form, "Phone"), phoneProblem);
    await expectFine(textbox(form, "Email"));
  });

  test("a Hindi page says it in Hindi", PHONE_TOO, async ({ page }) => {
    await gotoHydrated(page, "/hi/contact");
    const form = contactForm(page, m.contact_form_label({}, HI));
    await form.getByRole("button", { name: m.contact_send({}, HI) }).click();
    for (const label of [m.field_name({}, HI), m.field_phone({}, HI), m.field_message({}, HI)])
      await expectFieldError(textbox(form, label), m.field_required({ field: label }, HI));
    await textbox(form, m.field_name({}, HI)).fill("मीरा");
    await textbox(form, m.field_phone({}, HI)).fill("फ़ोन");
    await textbox(form, m.field_message({}, HI)).fill("लाल पोशाक");
    await form.getByRole("button", { name: m.contact_send({}, HI) }).click();
    await expectToast(
      page,
      m.toast_check_form({}, HI),
      m.field_phone_invalid({}, HI),
      "destructive",
    );
    await expectFieldError(textbox(form, m.field_phone({}, HI)), m.field_phone_invalid({}, HI));
  });
});

test.describe("tracking form", () => {
  const orderId = (page: Page, name = "Order ID") =>
    page.getByRole("textbox", { name, exact: true });
  const digits = (page: Page, name = "Last 4 digits of your phone (optional)") =>
    page.getByRole("textbox", { name, exact: true });

  test.beforeEach(async ({ page }, testInfo) => {
    await useOwnClientAddress(page, testInfo);
    await installPausedClock(page);
  });

  test(
    "no Order ID, an unknown one and digits that are not four: each said beside its field, with the spec's toasts",
    PHONE_TOO,
    async ({ page }) => {
      await gotoHydrated(page, "/tracking");
      const track = page.getByRole("button", { name: "Track Order" });
      await track.click();
      await expectToast(
        page,
        "Please enter Order ID",
        "Order ID is required to track your order",
        "destructive",
      );
      await expectFieldError(orderId(page), "Order ID is required to track your order");
      await expectFine(digits(page));

      await orderId(page).fill("RR2024999");
      await expectFine(orderId(page));
      await track.click();
      await expectToast(
        page,
        "Order Not Found",
        "Please check your Order ID and try again",
        "destructive",
      );
      await expectFieldError(orderId(page), "Please check your Order ID and try again");

      await orderId(page).fill(DEMO_ORDER_IDS[0]);
      await digits(page).fill("12a");
      await track.click();
      await expectFieldError(digits(page), "Enter the last 4 digits of your phone number");
      await expectFine(orderId(page));

      await digits(page).fill("");
      await track.click();
      await expect(page.getByTestId("order-card")).toContainText(DEMO_ORDER_IDS[0]);
      await expectFine(orderId(page));
      await expectFine(digits(page));
    },
  );

  test("a Hindi page says it in Hindi", async ({ page }) => {
    await gotoHydrated(page, "/hi/tracking");
    await page.getByRole("button", { name: m.tracking_button({}, HI) }).click();
    await expectFieldError(
      orderId(page, m.tracking_order_id({}, HI)),
      m.toast_empty_description({}, HI),
    );
    await orderId(page, m.tracking_order_id({}, HI)).fill("RR2024999");
    await page.getByRole("button", { name: m.tracking_button({}, HI) }).click();
    await expectFieldError(
      orderId(page, m.tracking_order_id({}, HI)),
      m.toast_not_found_description({}, HI),
    );
  });
});

test.describe("login form", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await useOwnClientAddress(page, testInfo);
    await installPausedClock(page);
  });

  test(
    "empty fields are marked; wrong credentials mark both, said once beside the password",
    PHONE_TOO,
    async ({ page }) => {
      await gotoHydrated(page, "/admin");
      const form = loginForm(page);
      const username = form.getByLabel("Username");
      const password = form.getByLabel("Password", { exact: true });
      await form.getByRole("button", { name: "Login" }).click();
      await expectToast(
        page,
        "Missing credentials",
        "Please enter both username and password",
        "destructive",
      );
      await expectFieldError(username, "Username is required");
      await expectFieldError(password, "Password is required");

      await username.fill(OWNER.username);
      await expectFine(username);
      await password.fill("not her password");
      await form.getByRole("button", { name: "Login" }).click();
      await expectToast(page, "Login failed", "Invalid username or password", "destructive");
      await expectFieldError(password, "Invalid username or password");
      await expect(username).toHaveAttribute("aria-invalid", "true");
      await expect(username).toHaveAccessibleDescription("Invalid username or password");
      await expect(page.getByTestId("field-error")).toHaveCount(1);
      await password.fill("x");
      await expectFine(username);
      await expectFine(password);
    },
  );
});

test("before the page is interactive: a refused submission is marked once the scripts run", async ({
  page,
}, testInfo) => {
  await useOwnClientAddress(page, testInfo);
  const release = await holdScripts(page);
  await page.goto("/contact");
  const form = contactForm(page);
  await textbox(form, "Name").fill("   ");
  await textbox(form, "Phone").fill("+91 94140 00000");
  await textbox(form, "Message").fill("Teej colours?");
  await form.getByRole("button", { name: "Send Message" }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  release();
  await waitForHydration(page);
  await expectToast(
    page,
    "Required fields missing",
    "Please fill in all required fields",
    "destructive",
  );
  await expectFieldError(textbox(form, "Name"), "Name is required");
  await expect(textbox(form, "Message")).toHaveValue("Teej colours?");

  const held = await page.context().newPage();
  const releaseTracking = await holdScripts(held);
  await held.goto("/hi/tracking");
  await held.getByRole("button", { name: m.tracking_button({}, HI) }).click();
  releaseTracking();
  await waitForHydration(held);
  await expectFieldError(
    held.getByRole("textbox", { name: m.tracking_order_id({}, HI), exact: true }),
    m.toast_empty_description({}, HI),
  );
  await held.close();
});
