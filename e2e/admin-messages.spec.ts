import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { MESSAGE_PAGE_SIZE } from "../src/shared/admin-messages";
import { loginAsOwner } from "./support/admin";
import { useOwnClientAddress } from "./support/client-address";
import { storedMessages } from "./support/stored-messages";

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
});

/** Sends contact messages as visitors would, each from an address of its own (rate limit). */
async function sendMessages(page: Page, testInfo: TestInfo, texts: string[], net: number) {
  const project = testInfo.project.name === "phone" ? 2 : 1;
  for (const [i, message] of texts.entries()) {
    const r = await page.request.post("/api/contact", {
      headers: { "X-Forwarded-For": `10.${net}.${project}.${i + 1}` },
      data: { name: `Visitor ${i + 1}`, phone: "9876543210", message },
    });
    expect(r.status()).toBe(201);
  }
}

async function openInbox(page: Page) {
  await page.getByRole("tab", { name: "Customers" }).click();
  await page.getByRole("button", { name: "Messages" }).click();
}
const shownMessages = (page: Page) => page.getByTestId("contact-message");
const loadMore = (page: Page) => page.getByRole("button", { name: "Load more" });

/** Clicks 'Load more' until every page shows, checking each adds a page's worth. */
async function loadAll(page: Page, total: number) {
  for (let shown = await shownMessages(page).count(); shown < total;) {
    await loadMore(page).click();
    shown = Math.min(shown + MESSAGE_PAGE_SIZE.default, total);
    await expect(shownMessages(page)).toHaveCount(shown);
  }
  await expect(loadMore(page)).toHaveCount(0);
}

/** The inbox's count line, read as a number. */
async function inboxTotal(page: Page): Promise<number> {
  const count = page.getByTestId("message-count");
  await expect(count).toHaveText(/^[\d,]+ messages, newest first$/);
  return Number((await count.textContent())!.replace(/\D/g, ""));
}

test("the owners can read contact messages, newest first", async ({ page }, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  await sendMessages(page, testInfo, [`Message 1 ${stamp}`, `Message 2 ${stamp}`], 9);
  await loginAsOwner(page);
  await openInbox(page);
  // Other tests' messages may come after these two and push them to a later page.
  await loadAll(page, await inboxTotal(page));
  const messages = shownMessages(page).filter({ hasText: stamp });
  await expect(messages).toHaveCount(2);
  await expect(messages.nth(0)).toContainText(`Message 2 ${stamp}`);
  await expect(messages.nth(1)).toContainText(`Message 1 ${stamp}`);
});

test("the inbox counts every message, and 'Load more' shows the older ones", async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const mine = Array.from(
    { length: MESSAGE_PAGE_SIZE.default + 5 },
    (_, i) => `Message ${i + 1} ${stamp}`,
  );
  await sendMessages(page, testInfo, mine, 7);
  const storedBefore = storedMessages().length;
  await loginAsOwner(page);
  await openInbox(page);

  // Other tests send messages meanwhile: the count is the server's at the first page.
  const total = await inboxTotal(page);
  expect(total).toBeGreaterThanOrEqual(storedBefore);
  expect(total).toBeLessThanOrEqual(storedMessages().length);

  const page1: number = MESSAGE_PAGE_SIZE.default;
  await expect(shownMessages(page)).toHaveCount(page1);
  await expect(page.getByText(`Showing ${page1} of ${total} messages`)).toBeVisible();
  // My first message has at least the other 24 of mine above it: not on the first page.
  await expect(shownMessages(page).filter({ hasText: mine[0]! })).toHaveCount(0);

  await loadAll(page, total);
  await expect(
    shownMessages(page).filter({ hasText: stamp }).getByTestId("message-text"),
  ).toHaveText([...mine].reverse());
  const times = await shownMessages(page)
    .locator("time")
    .evaluateAll((els) => els.map((el) => el.getAttribute("datetime") ?? ""));
  expect(times).toHaveLength(total);
  expect([...times].sort().reverse()).toEqual(times);
});

test("each message offers call, WhatsApp and e-mail links to the person who wrote", async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  // One more before it: the inbox's count line reads "N messages" (run alone, this would be 1).
  await sendMessages(page, testInfo, [`Before ${stamp}`], 7);
  const r = await page.request.post("/api/contact", {
    headers: { "X-Forwarded-For": `10.8.${testInfo.project.name === "phone" ? 2 : 1}.1` },
    data: {
      name: "Kavita Rao",
      phone: "+91 94140 22222",
      email: "kavita.rao@example.in",
      subject: `Bridal lehenga ${stamp}`,
      message: `Do you ship to Pune? ${stamp}`,
    },
  });
  expect(r.status()).toBe(201);
  await loginAsOwner(page);
  await openInbox(page);
  await loadAll(page, await inboxTotal(page));
  const message = shownMessages(page).filter({ hasText: stamp });
  const links = message.getByRole("group", { name: "Reach Kavita Rao" });
  await expect(links.getByRole("link", { name: "Call" })).toHaveAttribute(
    "href",
    "tel:+919414022222",
  );
  await expect(links.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/919414022222\b/,
  );
  const mail = new URL((await links.getByRole("link", { name: "E-mail" }).getAttribute("href"))!);
  expect(mail.protocol).toBe("mailto:");
  expect(decodeURIComponent(mail.pathname)).toBe("kavita.rao@example.in");
  expect(mail.searchParams.get("subject")).toBe(`Re: Bridal lehenga ${stamp}`);
});
