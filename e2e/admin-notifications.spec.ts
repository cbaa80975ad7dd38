import { expect, test, type Locator, type Page } from "@playwright/test";
import { BUSINESS } from "../src/shared/business";
import { STATUS_WORDS } from "../src/shared/message-render";
import { MESSAGE_KINDS, type OutboxMessage } from "../src/shared/notifications";
import { loginAsOwner, openOrder, setStep } from "./support/admin";
import { useOwnClientAddress } from "./support/client-address";
import {
  createAndOpen,
  fillNewCustomer,
  newOrderForm,
  openNewOrder,
  uniquePhone,
} from "./support/order-form";
import { OwnerApi } from "./support/owner-api";

/**
 * Messages to the customer and the owners, as the back office shows them with no channel
 * configured (the e2e server's settings, and the default): each message is recorded as not
 * sent, with a wa.me (or mailto:) link to send it by hand and a button to mark it sent.
 */

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
});

const panel = (page: Page) => page.getByRole("region", { name: "Messages to the customer" });
const messagesOf = (where: Locator, kind: string) =>
  where.getByTestId("message").and(where.locator(`[data-kind="${kind}"]`));
/** The worker runs as soon as an order is taken; the page asks again every few seconds. */
const NOT_SENT_WITHIN = { timeout: 20_000 };

test("a new customer's messages, in Hindi on WhatsApp, wait to be sent by hand", async ({
  page,
}) => {
  await loginAsOwner(page);
  await openNewOrder(page);
  const form = newOrderForm(page);
  await fillNewCustomer(page, { name: "Kavita Rathore", phone: uniquePhone() });
  await form.getByRole("textbox", { name: "Item name" }).fill("Bandhej saree");
  await form.getByRole("textbox", { name: "Quoted amount (₹)" }).fill("18000");
  const consent = form.getByRole("checkbox", { name: "She agrees to WhatsApp messages" });
  await expect(consent).not.toBeChecked();
  await form.getByLabel("Her language").selectOption("hi");
  await consent.check();
  const orderId = await createAndOpen(page);

  await expect(panel(page).getByTestId("messaging-choices")).toHaveText(
    "हिंदी (Hindi) · WhatsApp: yes · E-mail: no",
  );
  const created = messagesOf(panel(page), "order-created");
  await expect(created.getByTestId("message-state")).toHaveText("Not sent", NOT_SENT_WITHIN);
  await expect(created).toContainText(`नमस्ते Kavita जी!`);
  const link = created.getByRole("link", { name: "Open in WhatsApp" });
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^https:\/\/wa\.me\/919\d{9}\?text=/);
  const text = decodeURIComponent(href.split("?text=")[1] ?? "");
  expect(text).toContain(`आपका ऑर्डर नंबर ${orderId} है`);
  // Her link: PUBLIC_URL (this machine in demo mode), the Hindi page, her order's code.
  expect(text).toMatch(/ http:\/\/localhost:\d+\/hi\/tracking#code=[a-km-np-z2-9]{16} /);

  await created.getByRole("button", { name: "Mark as sent" }).click();
  await expect(created.getByTestId("message-state")).toHaveText("Sent by hand");
  await expect(created).toContainText("Sent by hand by Sunita Rathore");
  await expect(created.getByRole("link", { name: "Open in WhatsApp" })).toHaveCount(0);

  // Her status moves to In Progress: a status message joins the list.
  for (const step of ["step-0", "step-1", "step-2"]) await setStep(page, step, "completed");
  const status = messagesOf(panel(page), "order-status");
  await expect(status).toContainText(STATUS_WORDS.hi["in-work"]);
  await expect(status.getByTestId("message-state")).toHaveText("Not sent", NOT_SENT_WITHIN);

  // Sending the first message again makes a second one, which waits in turn.
  await created.getByRole("button", { name: "Send again" }).click();
  await expect(messagesOf(panel(page), "order-created")).toHaveCount(2);
  await expect(
    messagesOf(panel(page), "order-created").first().getByTestId("message-state"),
  ).toHaveText("Not sent", NOT_SENT_WITHIN);
});

test("an owner records that the customer stopped agreeing: her note is then not sent", async ({
  page,
  request,
}) => {
  const owner = await OwnerApi.login(request);
  const { order } = await owner.createOrder({
    customer: {
      name: "Sushila Kanwar",
      phone: uniquePhone(),
      email: "sushila@example.in",
      address: { line: "3, Tonk Road", city: "Jaipur", state: "Rajasthan", postalCode: "" },
    },
    messaging: { language: "en", whatsapp: true, email: true },
  });
  await loginAsOwner(page);
  await page.getByRole("searchbox", { name: "Search orders" }).fill(order.orderId);
  await openOrder(page, order.orderId);
  await expect(messagesOf(panel(page), "order-created")).toHaveCount(2);

  await page.getByRole("button", { name: "Edit details" }).click();
  const form = page.getByRole("form", { name: "Edit order" });
  const whatsapp = form.getByRole("checkbox", { name: "She agrees to WhatsApp messages" });
  await expect(whatsapp).toBeChecked();
  await expect(form.getByText(/^She agreed on /)).toHaveCount(2);
  await whatsapp.uncheck();
  await form.getByRole("checkbox", { name: "She agrees to e-mails" }).uncheck();
  await form.getByRole("button", { name: "Save changes" }).click();
  const edited = page.getByTestId("timeline").locator('li[data-kind="edited"]');
  await expect(edited).toContainText("WhatsApp messages from “Yes” to “No”");
  await expect(edited).toContainText("E-mail messages from “Yes” to “No”");
  await expect(panel(page).getByTestId("messaging-choices")).toHaveText(
    "English · WhatsApp: no · E-mail: no",
  );

  await page.getByLabel("Who is it for?").selectOption("customer");
  await page.getByRole("textbox", { name: "Note", exact: true }).fill("Your fitting is on Monday.");
  await page.getByRole("button", { name: "Preview what she will see" }).click();
  await expect(page.getByTestId("preview-no-message")).toBeVisible();
  await page.getByRole("button", { name: "Add note for her" }).click();
  await expect(page.getByTestId("timeline").locator('li[data-kind="note"]')).toHaveCount(1);
  await expect(messagesOf(panel(page), "order-note")).toHaveCount(0);
  await expect(panel(page).getByTestId("message")).toHaveCount(2);
});

test("every note starts as the owners' own; a note for her shows first exactly what she will get", async ({
  page,
  request,
}) => {
  const owner = await OwnerApi.login(request);
  const { order } = await owner.createOrder({
    customer: {
      name: "Rukmani Bhati",
      phone: uniquePhone(),
      email: "rukmani@example.in",
      address: { line: "9, Sardar Patel Marg", city: "Jaipur", state: "Rajasthan", postalCode: "" },
    },
    messaging: { language: "hi", whatsapp: true, email: false },
  });
  await loginAsOwner(page);
  await page.getByRole("searchbox", { name: "Search orders" }).fill(order.orderId);
  await openOrder(page, order.orderId);
  const audience = page.getByLabel("Who is it for?");
  const note = page.getByRole("textbox", { name: "Note", exact: true });
  await expect(audience).toHaveValue("internal");
  await expect(audience.locator("option:checked")).toHaveText("Owners only");

  await audience.selectOption("customer");
  await note.fill("Your fitting is on Friday at 11.");
  // Nothing is added before she is shown: the first button only previews.
  await page.getByRole("button", { name: "Preview what she will see" }).click();
  const preview = page.getByRole("region", { name: "What she will see" });
  await expect(preview.getByTestId("preview-tracking")).toContainText("बुटीक की ओर से संदेश");
  await expect(preview.getByTestId("preview-tracking")).toContainText(
    "Your fitting is on Friday at 11.",
  );
  const shown = preview.getByTestId("preview-message");
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText(`WhatsApp to ${order.customerPhone}, in हिंदी (Hindi):`);
  await expect(shown).toContainText(`नमस्ते Rukmani जी! आपके ऑर्डर ${order.orderId} के बारे में`);
  await expect(page.getByTestId("timeline").locator('li[data-kind="note"]')).toHaveCount(0);
  const previewed = (await shown.locator("p[lang]").textContent()) ?? "";

  // Changing the text asks for a new preview.
  await note.fill("Your fitting is on Saturday at 11.");
  await expect(preview).toHaveCount(0);
  await page.getByRole("button", { name: "Preview what she will see" }).click();
  await expect(shown).toContainText("Saturday at 11.");
  const final = (await shown.locator("p[lang]").textContent()) ?? "";
  expect(final).toBe(previewed.replace("Friday", "Saturday"));
  await page.getByRole("button", { name: "Add note for her" }).click();
  await expect(page.getByTestId("timeline").locator('li[data-kind="note"]')).toHaveCount(1);

  // The message queued is the one she was shown; the next note is the owners' own again.
  await expect(messagesOf(panel(page), "order-note")).toContainText(final);
  await expect(audience).toHaveValue("internal");
  await expect(note).toHaveValue("");
  await note.fill("She prefers calls after 6 pm.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByTestId("timeline").locator('li[data-kind="note"]')).toHaveCount(2);
  await expect(messagesOf(panel(page), "order-note")).toHaveCount(1);
});

test("Settings shows the channels, the digest, every template in both languages, and sends a test", async ({
  page,
}) => {
  await loginAsOwner(page);
  await page.getByRole("tab", { name: "Settings" }).click();
  const channels = page.getByTestId("channel");
  await expect(channels).toHaveCount(2);
  await expect(channels.nth(0)).toContainText("WhatsApp");
  await expect(channels.nth(1)).toContainText("E-mail");
  for (const card of await channels.all()) {
    await expect(card).toHaveAttribute("data-configured", "false");
    await expect(card).toContainText("Not configured");
    await expect(card).toContainText("Last success");
  }
  await expect(page.getByTestId("digest-hour")).toContainText(
    "Every morning at 08:00 (India time)",
  );

  const templates = page.getByTestId("template");
  await expect(templates).toHaveCount(MESSAGE_KINDS.length);
  const status = templates.filter({ hasText: "Status update" });
  await status.locator("summary").click();
  await expect(status.locator('[lang="hi"]')).toContainText("नमस्ते {name} जी!");
  await expect(status.locator('[lang="en"]')).toContainText("Namaste {name}!");
  await expect(status).toContainText("WhatsApp template: order_status_update");

  // Other tests' contact messages reach this list too: the test message is found by its id.
  const form = page.getByRole("form", { name: "Send a test message" });
  await form.getByLabel("Send a test to").selectOption({ label: `E-mail: ${BUSINESS.email}` });
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/admin/notifications/test"));
  await form.getByRole("button", { name: "Send test message" }).click();
  const { id } = (await (await answer).json()) as OutboxMessage;
  const owners = page.getByRole("list", { name: "Messages to the owners" });
  const sent = owners.locator(`[data-message-id="${id}"]`);
  await expect(sent).toContainText("Test message");
  await expect(sent.getByTestId("message-to")).toHaveText(`E-mail to ${BUSINESS.email} · English`);
  await expect(sent.getByTestId("message-state")).toHaveText("Not sent", NOT_SENT_WITHIN);
  await expect(sent.getByRole("link", { name: "Open in e-mail" })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${BUSINESS.email}\\?subject=`),
  );
});
